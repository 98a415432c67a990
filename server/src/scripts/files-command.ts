import path from "node:path";
import type { Kysely } from "kysely";
import type { AppConfig } from "../config/config.js";
import type { Database } from "../db/database.js";
import { checkFileObjects, copyFileObjects } from "../modules/files/file-migration.js";
import { type FileStorage, LocalDiskStorage } from "../modules/files/file-storage.js";
import { FilesRepository } from "../modules/files/files.repository.js";
import { createFileStorage } from "../modules/files/storage-from-config.js";

export const FILES_USAGE = [
  "Usage: npm run files -- <command>",
  "  migrate-to-s3 [--from <folder>]  copy every file row's objects from the local folder (default DATA_DIR/files)",
  "                                   to the bucket FILE_STORAGE=s3 and S3_* name, then check; safe to run again",
  "  check                            check that every file row's objects are in the store FILE_STORAGE names",
].join("\n");

export class FilesUsageError extends Error {}

/**
 * `npm run files -- migrate-to-s3` (decision 107): moves a machine's uploads to the shared bucket
 * before it switches to FILE_STORAGE=s3, and `check` proves every row has its object. Returns the
 * exit code: 0 when every row's objects are in the store, 1 when one is missing; each line of the
 * summary goes to `print`.
 */
export async function runFilesCommand(
  args: string[],
  context: { config: AppConfig; db: Kysely<Database>; print: (line: string) => void },
): Promise<number> {
  const { config, db, print } = context;
  const [command, ...options] = args;
  const repository = new FilesRepository(db);
  if (command === "check" && options.length === 0) {
    return withStore(createFileStorage(config.fileStorage), (store) =>
      check(repository, store, print, config.fileStorage.kind === "s3" ? "the bucket" : "the folder"),
    );
  }
  if (command !== "migrate-to-s3") throw new FilesUsageError(FILES_USAGE);
  let from = path.join(config.dataDir, "files");
  if (options.length === 2 && options[0] === "--from" && options[1]) from = path.resolve(options[1]);
  else if (options.length > 0) throw new FilesUsageError(FILES_USAGE);
  if (config.fileStorage.kind !== "s3") {
    throw new FilesUsageError("migrate-to-s3 copies to the bucket: set FILE_STORAGE=s3 and the S3_* settings.");
  }
  return withStore(createFileStorage(config.fileStorage), async (bucket) => {
    const copy = await copyFileObjects(repository, new LocalDiskStorage(from), bucket, (report) =>
      print(`… ${report.files} files: ${report.copied} copied, ${report.alreadyThere} already in the bucket`),
    );
    print(
      `Copied from ${from}: ${copy.files} files (${copy.objects} objects): ${copy.copied} copied, ${copy.alreadyThere} already in the bucket, ${copy.missingAtSource.length} in neither.`,
    );
    return check(repository, bucket, print, "the bucket");
  });
}

async function check(
  repository: FilesRepository,
  store: FileStorage,
  print: (line: string) => void,
  where: string,
): Promise<number> {
  const report = await checkFileObjects(repository, store);
  for (const object of report.missing) {
    const why = object.found === undefined ? "not there" : `${object.found} bytes instead of ${object.size}`;
    print(`Missing: file ${object.fileId}, object ${object.key} (${why})`);
  }
  print(
    `Checked ${report.files} files (${report.objects} objects) in ${where}: ${
      report.missing.length === 0 ? "every one is there." : `${report.missing.length} missing.`
    }`,
  );
  return report.missing.length === 0 ? 0 : 1;
}

async function withStore<T>(store: FileStorage, work: (store: FileStorage) => Promise<T>): Promise<T> {
  try {
    return await work(store);
  } finally {
    await (store as { close?: () => Promise<void> }).close?.();
  }
}
