import path from "node:path";
import { ConfigError, loadConfig, REPO_ROOT } from "../config/config.js";
import { BackupError, backup, defaultBackupDir, restore } from "./backups.js";

/** The folder the person typed the command in (npm runs workspace scripts from server/). */
const callerDir = (env: Record<string, string | undefined>) => env.INIT_CWD ?? process.cwd();

export const BACKUP_USAGE = "Usage: npm run backup -- [--out DIR]";
export const RESTORE_USAGE = "Usage: npm run restore -- <backup folder> [--data-dir DIR] [--force]";

type Print = (line: string) => void;

function parse(argv: string[], valued: string[], flags: string[]) {
  const options: Record<string, string | boolean> = {};
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (valued.includes(arg)) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith("--")) return { error: `${arg} needs a value` };
      options[arg] = value;
      index += 1;
    } else if (flags.includes(arg)) options[arg] = true;
    else if (arg.startsWith("--")) return { error: `Unknown option: ${arg}` };
    else positional.push(arg);
  }
  return { options, positional };
}

async function guarded(run: () => Promise<number>, error: Print): Promise<number> {
  try {
    return await run();
  } catch (problem) {
    if (problem instanceof BackupError) {
      error(problem.message);
      return problem.exitCode;
    }
    if (problem instanceof ConfigError) {
      error(problem.message);
      return 1;
    }
    throw problem;
  }
}

/** `npm run backup -- [--out DIR]`: 0 when done, 2 for usage (or PostgreSQL without pg_dump), 1 otherwise. */
export function backupCommand(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  print: Print = console.log,
  error: Print = console.error,
): Promise<number> {
  return guarded(async () => {
    const parsed = parse(argv, ["--out"], []);
    if ("error" in parsed || (parsed.positional?.length ?? 0) > 0) {
      error(`${"error" in parsed ? `${parsed.error}\n` : ""}${BACKUP_USAGE}`);
      return 2;
    }
    const config = loadConfig(env);
    const out =
      typeof parsed.options["--out"] === "string"
        ? path.resolve(callerDir(env), parsed.options["--out"])
        : defaultBackupDir(path.join(REPO_ROOT, "backups"));
    const manifest = await backup(config, out);
    print(`Backup written to ${out}`);
    print(
      `  ${manifest.engine}, version ${manifest.version}, migration ${manifest.latest_migration ?? "(none)"}, ` +
        `${manifest.counts.users ?? 0} accounts, ${manifest.files.copied} files (${manifest.files.bytes} bytes)`,
    );
    if (manifest.files.storage === "s3") print("  Files live in the S3 bucket: back it up with the store's own tools.");
    if (manifest.files.missing.length > 0) {
      error(
        `  ${manifest.files.missing.length} files named by the database were gone when copied (deleted meanwhile).`,
      );
    }
    return 0;
  }, error);
}

/** `npm run restore -- <backup> [--data-dir DIR] [--force]`. */
export function restoreCommand(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  print: Print = console.log,
  error: Print = console.error,
): Promise<number> {
  return guarded(async () => {
    const parsed = parse(argv, ["--data-dir"], ["--force"]);
    if ("error" in parsed || parsed.positional?.length !== 1) {
      error(`${"error" in parsed ? `${parsed.error}\n` : ""}${RESTORE_USAGE}`);
      return 2;
    }
    const dataDirOption = parsed.options["--data-dir"];
    const config = loadConfig(
      typeof dataDirOption === "string" ? { ...env, DATA_DIR: path.resolve(callerDir(env), dataDirOption) } : env,
    );
    const source = path.resolve(callerDir(env), parsed.positional[0] as string);
    const manifest = await restore(config, source, config.dataDir, parsed.options["--force"] === true);
    print(`Restored the backup of ${manifest.created_at} (version ${manifest.version}) into ${config.dataDir}`);
    print(`  Start the server on it with DATA_DIR=${config.dataDir}; it applies newer migrations by itself.`);
    return 0;
  }, error);
}
