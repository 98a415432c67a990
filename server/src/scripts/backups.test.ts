import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.js";
import { type AppConfig, loadConfig } from "../config/config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { bearer, registerActive, signIn } from "../test/accounts-helpers.js";
import { adminQuery, databaseUrl } from "../test/global-setup.js";
import { TEST_ENGINE } from "../test/test-app.js";
import { pdfDocument, upload } from "../test/upload-helpers.js";
import { backupCommand, restoreCommand } from "./backup-commands.js";
import { readManifest } from "./backups.js";

// Decision 108: a backup taken while the app runs, restored into a fresh data folder, signs in and
// serves the same document byte for byte. SQLite in the SQLite pass, pg_dump/pg_restore in the PG pass.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-backup-test-"));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A database of the engine under test that outlives the app (PostgreSQL: a database of its own). */
async function freshEnv(name: string, migrated: boolean): Promise<Record<string, string>> {
  const env: Record<string, string> = { NODE_ENV: "test", DATA_DIR: path.join(root, name), DEVICE_VERIFICATION: "off" };
  if (TEST_ENGINE === "postgres") {
    const database = `gkf_backup_${name}_${randomBytes(4).toString("hex")}`;
    // The source: a copy of the run's migrated template (decision 101), no migrating from zero.
    // The restore's target: empty, as a restore wants it.
    const template = migrated ? inject("gkfPgTemplate") : undefined;
    const admin = process.env.GKF_TEST_DATABASE_URL ?? "";
    await adminQuery(admin, `create database ${database}${template ? ` template ${template}` : ""}`);
    cleanups.push(() => adminQuery(admin, `drop database if exists ${database} with (force)`));
    env.DATABASE_URL = databaseUrl(admin, database);
  }
  return env;
}

async function startApp(config: AppConfig, migrate: boolean) {
  const database = openDatabase(config.database);
  if (migrate) await migrateToLatest(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const stop = async () => {
    await app.close();
    await database.close();
  };
  cleanups.push(stop);
  return { app, stop };
}

const quiet = () => {
  const lines: string[] = [];
  return { lines, print: (line: string) => lines.push(line) };
};

describe("npm run backup / npm run restore", () => {
  it("backs up a running app, restores it into a fresh data folder, which signs in and serves the same file", async () => {
    const sourceEnv = await freshEnv("source", true);
    const source = await startApp(loadConfig(sourceEnv), true);
    const member = await registerActive(source.app);
    const { access } = await signIn(source.app, member.email as string);
    const scan = pdfDocument(`Backup round trip ${randomBytes(6).toString("hex")}`);
    const added = await upload(
      source.app,
      "POST",
      "/api/my-account/membership/document/add",
      access,
      { document_type: "OTHER" },
      { filename: "scan.pdf", data: scan, contentType: "application/pdf" },
    );
    expect(added.statusCode).toBe(201);
    const documentId = added.json().id as string;

    // Online: the source app is still running and answering while the backup is taken.
    const out = path.join(root, "backup-1");
    const log = quiet();
    const backingUp = backupCommand(["--out", out], sourceEnv, log.print, log.print);
    const during = await source.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(during.statusCode).toBe(200);
    expect(await backingUp, log.lines.join("\n")).toBe(0);
    const manifest = readManifest(out);
    expect(manifest.engine).toBe(TEST_ENGINE);
    expect(manifest.latest_migration).toMatch(/^\d{4}_\d{2}_\d{2}_/);
    expect(manifest.counts.users).toBeGreaterThanOrEqual(1);
    expect(manifest.files).toMatchObject({ storage: "local", missing: [] });
    expect(manifest.files.copied).toBeGreaterThanOrEqual(1);

    // A second backup into the same (now full) folder is refused.
    expect(await backupCommand(["--out", out], sourceEnv, log.print, log.print)).toBe(1);

    // Restore into a fresh data folder (and, on PostgreSQL, a fresh database).
    const targetEnv = await freshEnv("target", false);
    const restoreLog = quiet();
    expect(
      await restoreCommand([out], targetEnv, restoreLog.print, restoreLog.print),
      restoreLog.lines.join("\n"),
    ).toBe(0);
    const restored = await startApp(loadConfig(targetEnv), false);
    const session = await signIn(restored.app, member.email as string);
    const download = await restored.app.inject({
      method: "GET",
      url: `/api/my-account/membership/documents/${documentId}/file`,
      headers: bearer(session.access),
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, scan)).toBe(0);
    await restored.stop();

    // A data folder (or database) with content is not overwritten without --force.
    const refusal = quiet();
    expect(await restoreCommand([out], targetEnv, refusal.print, refusal.print)).toBe(1);
    expect(refusal.lines.join("\n")).toMatch(/not empty|already has tables/);
    expect(await restoreCommand([out, "--force"], targetEnv, refusal.print, refusal.print)).toBe(0);
  }, 120_000);

  it("refuses what is not a backup, a damaged copy, and unknown options", async () => {
    const log = quiet();
    const env = { NODE_ENV: "test", DATA_DIR: path.join(root, "elsewhere") };
    expect(await restoreCommand([path.join(root, "no-such-backup")], env, log.print, log.print)).toBe(1);
    expect(await restoreCommand([], env, log.print, log.print)).toBe(2);
    expect(await backupCommand(["--outt", "x"], env, log.print, log.print)).toBe(2);
    const backupDir = path.join(root, "backup-1");
    if (fs.existsSync(backupDir)) {
      const damaged = path.join(root, "damaged");
      fs.cpSync(backupDir, damaged, { recursive: true });
      const manifest = readManifest(damaged);
      fs.appendFileSync(path.join(damaged, manifest.database_file), "x");
      const target = { ...env, DATA_DIR: path.join(root, "from-damaged") };
      expect(await restoreCommand([damaged], target, log.print, log.print)).toBe(1);
      expect(log.lines.join("\n")).toMatch(/damaged/);
    }
  });
});
