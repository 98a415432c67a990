import { createHash, randomUUID } from "node:crypto";
import sharp from "sharp";
import { type AllowedMimeType, inspectUpload, MAX_IMAGE_PIXELS, unsupportedType } from "./file-inspector.js";
import type { FileStorage } from "./file-storage.js";
import type { FilesRepository } from "./files.repository.js";
import type { FileRow } from "./files.table.js";

/** An accepted upload as the rest of the app sees it; storage keys stay inside this module. */
export interface StoredFile {
  id: string;
  ownerUserId: string;
  /** The uploader's name for the file, sanitised. For display only: downloads use our own name. */
  originalName: string;
  mimeType: AllowedMimeType;
  sizeBytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
  hasThumbnail: boolean;
  createdAt: string;
}

/** Bytes of a stored file with the type to serve them as. */
export interface FileContent {
  file: StoredFile;
  data: Buffer;
  mimeType: AllowedMimeType;
}

export interface StoreFileInput {
  ownerUserId: string;
  data: Buffer;
  /** As the client sent it; sanitised before it is kept. */
  originalName: string;
  /**
   * Narrower than every accepted type (a passport photo must be an image): a file of another
   * type is refused with 415 and this message before anything is written.
   */
  only?: { mimeTypes: readonly AllowedMimeType[]; message: string };
}

/** Thumbnails are JPEG, whatever the original: every browser and viewer shows them. */
export const THUMBNAIL_MIME_TYPE = "image/jpeg" satisfies AllowedMimeType;
const THUMBNAIL_WIDTH = 320;

/**
 * Accepts, keeps and gives back uploaded files. It does not decide who may read a file: the
 * module that owns the document (membership documents, photos...) checks that before calling.
 */
export class FilesService {
  constructor(
    private readonly repository: FilesRepository,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Inspects the bytes (throws the AppError of a refused file before anything is written), then
   * stores them and, for an image, a thumbnail, then records the row. If any step fails, what was
   * already written is removed: nothing is left half-stored.
   */
  async store({ ownerUserId, data, originalName, only }: StoreFileInput): Promise<StoredFile> {
    const inspected = await inspectUpload(data);
    if (only && !only.mimeTypes.includes(inspected.mimeType)) throw unsupportedType(only.message);
    const thumbnail = inspected.width === null ? null : await makeThumbnail(data);
    const id = randomUUID();
    const now = new Date();
    // Keys are ours alone: a date folder keeps directories small, the id makes the key unique.
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const row: FileRow = {
      id,
      owner_user_id: ownerUserId,
      storage_key: `${folder}/${id}`,
      original_name: sanitizeOriginalName(originalName),
      mime_type: inspected.mimeType,
      size_bytes: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
      width: inspected.width,
      height: inspected.height,
      thumbnail_key: thumbnail ? `${folder}/${id}.thumb` : null,
      created_at: now.toISOString(),
    };
    const written: string[] = [];
    try {
      await this.storage.put(row.storage_key, data);
      written.push(row.storage_key);
      if (thumbnail && row.thumbnail_key) {
        await this.storage.put(row.thumbnail_key, thumbnail);
        written.push(row.thumbnail_key);
      }
      await this.repository.insertFile(row);
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.storage.remove(key)));
      throw error;
    }
    return toStoredFile(row);
  }

  /**
   * Keeps a file the app made itself (a member's data export): no upload inspection, the type
   * given. Same keys, rows and clean-up as uploads, so the sweeper and erasure treat it alike.
   */
  async storeGenerated(input: {
    ownerUserId: string;
    data: Buffer;
    name: string;
    mimeType: string;
  }): Promise<StoredFile> {
    const id = randomUUID();
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const row: FileRow = {
      id,
      owner_user_id: input.ownerUserId,
      storage_key: `${folder}/${id}`,
      original_name: sanitizeOriginalName(input.name),
      mime_type: input.mimeType,
      size_bytes: input.data.length,
      sha256: createHash("sha256").update(input.data).digest("hex"),
      width: null,
      height: null,
      thumbnail_key: null,
      created_at: now.toISOString(),
    };
    await this.storage.put(row.storage_key, input.data);
    try {
      await this.repository.insertFile(row);
    } catch (error) {
      await this.storage.remove(row.storage_key);
      throw error;
    }
    return toStoredFile(row);
  }

  /** Several files in one query, by id. */
  async getMany(ids: string[]): Promise<Map<string, StoredFile>> {
    const rows = await this.repository.findFilesByIds([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, toStoredFile(row)]));
  }

  async get(id: string): Promise<StoredFile | undefined> {
    const row = await this.repository.findFileById(id);
    return row ? toStoredFile(row) : undefined;
  }

  async read(id: string): Promise<FileContent | undefined> {
    const row = await this.repository.findFileById(id);
    if (!row) return undefined;
    const file = toStoredFile(row);
    return { file, data: await this.storage.read(row.storage_key), mimeType: file.mimeType };
  }

  /** The JPEG thumbnail of an image; undefined for PDFs and unknown ids. */
  async readThumbnail(id: string): Promise<FileContent | undefined> {
    const row = await this.repository.findFileById(id);
    if (!row?.thumbnail_key) return undefined;
    return { file: toStoredFile(row), data: await this.storage.read(row.thumbnail_key), mimeType: THUMBNAIL_MIME_TYPE };
  }

  /**
   * Removes what a crash (kill -9, power loss) can leave: temporary files, and stored bytes whose
   * row was never written. Only what is older than `minAgeMs` is touched, so an upload in flight
   * (bytes written, row not yet) is never taken for an orphan. Runs at start and hourly in every
   * process: removing is idempotent, so two sweepers at once only repeat each other's work.
   */
  async sweepOrphans(minAgeMs: number, now = new Date()): Promise<SweepResult> {
    const before = new Date(now.getTime() - minAgeMs);
    const abandonedWrites = await this.storage.removeAbandonedWrites(before);
    let orphans = 0;
    let batch: string[] = [];
    const sweepBatch = async () => {
      const known = await this.repository.knownKeys(batch);
      const unknown = batch.filter((key) => !known.has(key));
      await Promise.all(unknown.map((key) => this.storage.remove(key)));
      orphans += unknown.length;
      batch = [];
    };
    for await (const key of this.storage.listWrittenBefore(before)) {
      batch.push(key);
      if (batch.length >= SWEEP_BATCH) await sweepBatch();
    }
    if (batch.length > 0) await sweepBatch();
    return { abandonedWrites, orphans };
  }

  /** Forgets a file and deletes its bytes. True when there was such a file. */
  async remove(id: string): Promise<boolean> {
    const row = await this.repository.findFileById(id);
    if (!row) return false;
    // The row goes first: bytes without a row are waste, a row without bytes would be a broken link.
    await this.repository.deleteFile(id);
    const keys = [row.storage_key, row.thumbnail_key].filter((key): key is string => key !== null);
    await Promise.all(keys.map((key) => this.storage.remove(key)));
    return true;
  }

  /** Forgets several files and deletes their bytes (retention, erasure). Returns how many there were. */
  async removeMany(ids: Iterable<string>): Promise<number> {
    let removed = 0;
    for (const id of new Set(ids)) if (await this.remove(id)) removed += 1;
    return removed;
  }

  /** Every file a member owns, rows and bytes, at once (erasure, decision 97). */
  async removeAllOwnedBy(userId: string): Promise<number> {
    return this.removeMany(await this.repository.fileIdsOwnedBy(userId));
  }
}

/** What one sweep removed. */
export interface SweepResult {
  /** Temporary files of writes that never finished. */
  abandonedWrites: number;
  /** Stored files (or thumbnails) that no row names. */
  orphans: number;
}

/** Keys checked against the table per query. */
const SWEEP_BATCH = 500;

/** Turned the right way up per EXIF, scaled to about 320 px wide; no metadata (GPS, camera) is kept. */
function makeThumbnail(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH * 2, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * The last path segment (some browsers send a whole Windows path), without control and
 * formatting characters (right-to-left overrides make "gpj.exe" read as "exe.jpg"), at most 255.
 */
export function sanitizeOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  return Array.from(cleaned).slice(0, 255).join("").trim() || "upload";
}

function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    ownerUserId: row.owner_user_id,
    originalName: row.original_name,
    mimeType: row.mime_type as AllowedMimeType,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    hasThumbnail: row.thumbnail_key !== null,
    createdAt: row.created_at,
  };
}
