import type { FileStorageConfig } from "../../config/config.js";
import { type FileStorage, LocalDiskStorage } from "./file-storage.js";
import { S3Storage } from "./s3-storage.js";

/** The store FILE_STORAGE names: this machine's folder, or the S3-compatible bucket (decision 107). */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.kind === "local") return new LocalDiskStorage(config.dir);
  const { kind: _kind, ...settings } = config;
  return new S3Storage(settings);
}
