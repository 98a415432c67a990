import { randomUUID } from "node:crypto";
import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where the bytes of uploads live, by key. Keys are made by the files service (`2026/11/<uuid>`),
 * never from user input. Two implementations: LocalDiskStorage (the default) and S3Storage
 * (s3-storage.ts, `FILE_STORAGE=s3`, decision 107); callers never know which one they have.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The stored size in bytes, or undefined when nothing is stored under the key. */
  sizeOf(key: string): Promise<number | undefined>;
  /** Removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every stored key last written before `before`, in no set order (for the orphan sweeper).
   * Keys that vanish while the listing runs may or may not be listed.
   */
  listWrittenBefore(before: Date): AsyncIterable<string>;
  /**
   * Removes what writes that never finished left behind before `before` (a crashed process's
   * temporary files here; incomplete multipart uploads in an object store). Returns how many.
   * Safe to run in several processes at once.
   */
  removeAbandonedWrites(before: Date): Promise<number>;
}

/** The suffix of a file being written; stored keys never end with it. */
const TEMPORARY_SUFFIX = ".tmp";

/** Segments of letters, digits, dot, dash and underscore; never `.` or `..`. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** True for a key this app could have made (a file someone put in the store by hand is not one). */
export function isStorageKey(key: string): boolean {
  return key.length <= 128 && KEY_PATTERN.test(key);
}

/** Keys never come from users; this guard is for the day a bug makes one that does. */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files on the local disk under `rootDir`, readable by the server's user only. */
export class LocalDiskStorage implements FileStorage {
  private readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Written under a temporary name and renamed: a reader never sees half a file, and a crash
    // leaves at most a stray .tmp file, never a truncated document under a real key.
    const temporary = `${target}.${randomUUID()}${TEMPORARY_SUFFIX}`;
    const handle = await fs.open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await fs.rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  async sizeOf(key: string): Promise<number | undefined> {
    try {
      const stats = await fs.stat(this.pathOf(key));
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async *listWrittenBefore(before: Date): AsyncIterable<string> {
    for await (const file of this.walk()) {
      if (file.name.endsWith(TEMPORARY_SUFFIX)) continue;
      const key = path.relative(this.rootDir, file.path).split(path.sep).join("/");
      // Anything that is not a key of ours (a file someone put here by hand) is left alone.
      if (!isStorageKey(key)) continue;
      const modified = await modifiedAt(file.path);
      if (modified !== undefined && modified < before.getTime()) yield key;
    }
  }

  async removeAbandonedWrites(before: Date): Promise<number> {
    let removed = 0;
    for await (const file of this.walk()) {
      if (!file.name.endsWith(TEMPORARY_SUFFIX)) continue;
      const modified = await modifiedAt(file.path);
      if (modified === undefined || modified >= before.getTime()) continue;
      await fs.rm(file.path, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Every regular file under the root, depth first; folders that vanish meanwhile are skipped. */
  private async *walk(directory = this.rootDir): AsyncIterable<{ path: string; name: string }> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(directory, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) yield* this.walk(full);
      else if (entry.isFile()) yield { path: full, name: entry.name };
    }
  }

  private pathOf(key: string): string {
    const resolved = path.resolve(this.rootDir, ...checkStorageKey(key).split("/"));
    if (!resolved.startsWith(`${this.rootDir}${path.sep}`)) throw new Error(`Storage key leaves the root: ${key}`);
    return resolved;
  }
}

/** The file's last write time in ms, or undefined when it is gone (another sweeper, a delete). */
async function modifiedAt(file: string): Promise<number | undefined> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "ENOENT";
}
