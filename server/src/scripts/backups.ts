import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import type { AppConfig } from "../config/config.js";
import { APP_VERSION } from "../version.js";

/**
 * Backups and restores (decision 108). A backup is a folder:
 *   manifest.json   when, which version, the newest migration, rows per table, files, checksums
 *   gkf.sqlite      SQLite: a consistent copy taken online with SQLite's backup API
 *   gkf.pgdump      PostgreSQL: `pg_dump --format=custom` of DATABASE_URL
 *   files/          the uploads folder (local disk storage; absent when files live in a bucket)
 */
export const MANIFEST = "manifest.json";
const SQLITE_COPY = "gkf.sqlite";
const PG_DUMP = "gkf.pgdump";
const FILES = "files";

export interface Manifest {
  format: "gkf-backup/1";
  created_at: string;
  version: string;
  engine: "sqlite" | "postgres";
  latest_migration: string | null;
  migrations_applied: number;
  /** Rows per table at the moment of the copy. */
  counts: Record<string, number>;
  database_file: string;
  database_sha256: string;
  /** Uploads copied with the database; `storage` says where they live when they were not copied. */
  files: { storage: "local" | "s3"; copied: number; bytes: number; missing: string[] };
}

export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "BackupError";
  }
}

/** The documented route for PostgreSQL when pg_dump/pg_restore are not installed on this machine. */
export const PG_ROUTE = `PostgreSQL backups use PostgreSQL's own tools (docs/deployment.md, "Backups"):
  backup:  pg_dump --format=custom --no-owner --file gkf.pgdump "$DATABASE_URL"
  restore: pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" gkf.pgdump
Install the client tools of the server's major version (Debian: postgresql-client), then run
npm run backup again; with FILE_STORAGE=local also copy DATA_DIR/files.`;

function sha256(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, "-");

export function defaultBackupDir(baseDir: string, now = new Date()): string {
  return path.join(baseDir, `gkf-backup-${stamp(now)}`);
}

/** Copies the uploads folder (leaving files still being written, *.tmp); returns counts. */
function copyFiles(source: string, target: string): { copied: number; bytes: number } {
  let copied = 0;
  let bytes = 0;
  if (!fs.existsSync(source)) return { copied, bytes };
  fs.cpSync(source, target, {
    recursive: true,
    filter: (from) => {
      const stat = fs.statSync(from, { throwIfNoEntry: false });
      if (!stat) return false;
      if (stat.isDirectory()) return true;
      if (from.endsWith(".tmp")) return false;
      copied += 1;
      bytes += stat.size;
      return true;
    },
  });
  return { copied, bytes };
}

/** Rows of every table, the migrations and the uploads the copy names, read from the copy itself. */
function describeSqlite(file: string) {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as Array<{ name: string }>;
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      counts[name] = (db.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
    }
    const migrations = tables.some((table) => table.name === "kysely_migration")
      ? (db.prepare("select name from kysely_migration order by name").all() as Array<{ name: string }>)
      : [];
    const keys = tables.some((table) => table.name === "files")
      ? (
          db.prepare("select storage_key, thumbnail_key from files").all() as Array<{
            storage_key: string;
            thumbnail_key: string | null;
          }>
        ).flatMap((row) => [row.storage_key, row.thumbnail_key].filter((key): key is string => key !== null))
      : [];
    return { counts, migrations: migrations.map((row) => row.name), keys };
  } finally {
    db.close();
  }
}

async function describePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ n: string }>(`select count(*) as n from "${name.replace(/"/g, '""')}"`);
      counts[name] = Number(result.rows[0]?.n ?? 0);
    }
    const migrations = tables.rows.some((table) => table.name === "kysely_migration")
      ? (await client.query<{ name: string }>("select name from kysely_migration order by name")).rows
      : [];
    const keys = tables.rows.some((table) => table.name === "files")
      ? (
          await client.query<{ storage_key: string; thumbnail_key: string | null }>(
            "select storage_key, thumbnail_key from files",
          )
        ).rows.flatMap((row) => [row.storage_key, row.thumbnail_key].filter((key): key is string => key !== null))
      : [];
    return { counts, migrations: migrations.map((row) => row.name), keys };
  } finally {
    await client.end();
  }
}

function hasTool(name: string): boolean {
  return spawnSync(name, ["--version"], { stdio: "ignore" }).status === 0;
}

/**
 * Backs up the database and the uploads into `outDir` (which must not exist or be empty), while
 * the server keeps running: SQLite's backup API copies pages consistently from a live database,
 * pg_dump reads one snapshot. The database is copied first, then the files: a file uploaded after
 * the copy is an extra (the sweeper removes it after a restore); one deleted meanwhile is listed
 * in `files.missing`.
 */
export async function backup(config: AppConfig, outDir: string, now = new Date()): Promise<Manifest> {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) {
    throw new BackupError(`The backup folder ${outDir} is not empty; choose another with --out.`);
  }
  fs.mkdirSync(outDir, { recursive: true });
  try {
    return await backupInto(config, outDir, now);
  } catch (error) {
    // Half a backup is no backup: nothing is left behind that could be mistaken for one.
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

async function backupInto(config: AppConfig, outDir: string, now: Date): Promise<Manifest> {
  let description: { counts: Record<string, number>; migrations: string[]; keys: string[] };
  let databaseFile: string;
  if (config.database.engine === "sqlite") {
    if (!fs.existsSync(config.database.file)) {
      throw new BackupError(`There is no database at ${config.database.file} (DATA_DIR) to back up.`);
    }
    databaseFile = SQLITE_COPY;
    const source = new SqliteDatabase(config.database.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(outDir, SQLITE_COPY));
    } finally {
      source.close();
    }
    // A single file (no -wal/-shm beside it), so that its checksum says everything.
    const copy = new SqliteDatabase(path.join(outDir, SQLITE_COPY), { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    description = describeSqlite(path.join(outDir, SQLITE_COPY));
  } else {
    if (!hasTool("pg_dump")) throw new BackupError(PG_ROUTE, 2);
    databaseFile = PG_DUMP;
    const dumped = spawnSync(
      "pg_dump",
      ["--format=custom", "--no-owner", "--file", path.join(outDir, PG_DUMP), config.database.url],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    if (dumped.status !== 0) {
      throw new BackupError(`pg_dump failed: ${dumped.stderr?.toString().trim() || `exit ${dumped.status}`}`);
    }
    description = await describePostgres(config.database.url);
  }

  const storage = config.fileStorage.kind;
  let files = { copied: 0, bytes: 0 };
  let missing: string[] = [];
  if (config.fileStorage.kind === "local") {
    files = copyFiles(config.fileStorage.dir, path.join(outDir, FILES));
    missing = description.keys.filter((key) => !fs.existsSync(path.join(outDir, FILES, ...key.split("/"))));
  }
  const manifest: Manifest = {
    format: "gkf-backup/1",
    created_at: now.toISOString(),
    version: APP_VERSION,
    engine: config.database.engine,
    latest_migration: description.migrations.at(-1) ?? null,
    migrations_applied: description.migrations.length,
    counts: description.counts,
    database_file: databaseFile,
    database_sha256: sha256(path.join(outDir, databaseFile)),
    files: { storage, ...files, missing },
  };
  fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(backupDir: string): Manifest {
  const file = path.join(backupDir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${backupDir} is not a backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  if (manifest.format !== "gkf-backup/1") throw new BackupError(`${file}: unknown backup format.`);
  const database = path.join(backupDir, manifest.database_file);
  if (!fs.existsSync(database) || sha256(database) !== manifest.database_sha256) {
    throw new BackupError(`${database} is missing or damaged (its checksum differs from the manifest's).`);
  }
  return manifest;
}

/** What a data folder holds that a restore would replace (none: an empty or absent folder). */
function occupied(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir);
}

/**
 * Restores a backup. SQLite: into `dataDir` (its gkf.sqlite and files/), which must be empty or
 * absent unless `force`. PostgreSQL: pg_restore into DATABASE_URL, which must hold no tables unless
 * `force`; the files into `dataDir`. Stop the server first: a restore under a running server is
 * not supported.
 */
export async function restore(
  config: AppConfig,
  backupDir: string,
  dataDir: string,
  force: boolean,
): Promise<Manifest> {
  const manifest = readManifest(backupDir);
  if (manifest.engine !== config.database.engine) {
    throw new BackupError(
      `This backup is of a ${manifest.engine} database, but this configuration uses ${config.database.engine}.`,
    );
  }
  const present = occupied(dataDir);
  if (present.length > 0 && !force) {
    throw new BackupError(
      `The data folder ${dataDir} is not empty (${present.slice(0, 5).join(", ")}); restore into an empty folder ` +
        "(--data-dir) or add --force to replace its database and files.",
    );
  }
  if (manifest.engine === "sqlite") {
    fs.mkdirSync(dataDir, { recursive: true });
    const target = path.join(dataDir, "gkf.sqlite");
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.copyFileSync(path.join(backupDir, SQLITE_COPY), target);
  } else {
    if (config.database.engine !== "postgres") throw new BackupError("unreachable");
    if (!hasTool("pg_restore")) throw new BackupError(PG_ROUTE, 2);
    const tables = await describePostgres(config.database.url);
    if (Object.keys(tables.counts).length > 0 && !force) {
      throw new BackupError("The database of DATABASE_URL already has tables; add --force to replace them.");
    }
    const restored = spawnSync(
      "pg_restore",
      ["--clean", "--if-exists", "--no-owner", "--dbname", config.database.url, path.join(backupDir, PG_DUMP)],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    if (restored.status !== 0) {
      throw new BackupError(`pg_restore failed: ${restored.stderr?.toString().trim() || `exit ${restored.status}`}`);
    }
  }
  if (manifest.files.storage === "local") {
    const target = path.join(dataDir, FILES);
    fs.rmSync(target, { recursive: true, force: true });
    if (fs.existsSync(path.join(backupDir, FILES))) fs.cpSync(path.join(backupDir, FILES), target, { recursive: true });
  }
  return manifest;
}
