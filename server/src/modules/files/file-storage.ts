import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where the bytes of uploads live, by key. Keys are made by the files service (`2026/11/<uuid>`),
 * never from user input. An S3-compatible store can implement the same interface later without
 * touching any caller.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Segments of letters, digits, dot, dash and underscore; never `.` or `..`. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

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
    const temporary = `${target}.${randomUUID()}.tmp`;
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

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    // Keys never come from users; this guard is for the day a bug makes one that does.
    if (key.length > 128 || !KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    const resolved = path.resolve(this.rootDir, ...key.split("/"));
    if (!resolved.startsWith(`${this.rootDir}${path.sep}`)) throw new Error(`Storage key leaves the root: ${key}`);
    return resolved;
  }
}
