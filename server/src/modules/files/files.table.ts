import type { Insertable, Selectable } from "kysely";

/**
 * One uploaded file. The bytes live in FileStorage under `storage_key` (and the thumbnail of an
 * image under `thumbnail_key`); the row holds what we learnt about them when they were accepted.
 */
export interface FilesTable {
  id: string;
  owner_user_id: string;
  storage_key: string;
  /** The uploader's file name, sanitised; shown to people, never used as a path or a download name. */
  original_name: string;
  /** Judged from the bytes, never from the name or the client's declared type. */
  mime_type: string;
  size_bytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
  thumbnail_key: string | null;
  created_at: string;
}

export interface FilesTables {
  files: FilesTable;
}

export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;
