import type { FileStorage } from "./file-storage.js";
import type { FilesRepository } from "./files.repository.js";

/** One stored object a file row needs: the file itself or its thumbnail. */
interface NeededObject {
  fileId: string;
  key: string;
  /** Known for the file itself (the row's size_bytes); a thumbnail's is whatever the source holds. */
  size: number | undefined;
}

export interface CopyReport {
  files: number;
  objects: number;
  copied: number;
  /** Already in the target with the same size (an earlier, perhaps interrupted, run). */
  alreadyThere: number;
  /** Neither in the source nor in the target. */
  missingAtSource: NeededObject[];
}

export interface CheckReport {
  files: number;
  objects: number;
  /** Not in the store, or there with another size than the row's. */
  missing: (NeededObject & { found: number | undefined })[];
}

const PAGE = 200;
/** Objects moved at once: enough to hide a store's latency, few enough for a small server. */
const PARALLEL = 8;

/**
 * Copies every file row's objects (file and thumbnail) from one store to another, by key
 * (decision 107: local disk to an S3 bucket). Idempotent and resumable: an object already in the
 * target with the source's size is skipped, so a run cut short is simply run again. Nothing is
 * removed from the source.
 */
export async function copyFileObjects(
  repository: FilesRepository,
  from: FileStorage,
  to: FileStorage,
  progress: (report: CopyReport) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { files: 0, objects: 0, copied: 0, alreadyThere: 0, missingAtSource: [] };
  for await (const page of objectPages(repository)) {
    report.files += page.files;
    report.objects += page.objects.length;
    await inParallel(page.objects, async (object) => {
      const [inTarget, inSource] = await Promise.all([to.sizeOf(object.key), from.sizeOf(object.key)]);
      const expected = inSource ?? object.size;
      if (inTarget !== undefined && inTarget === expected) {
        report.alreadyThere += 1;
      } else if (inSource === undefined) {
        report.missingAtSource.push(object);
      } else {
        await to.put(object.key, await from.read(object.key));
        report.copied += 1;
      }
    });
    progress(report);
  }
  return report;
}

/** Checks that every file row's objects are in `store`, the file itself with the row's size. */
export async function checkFileObjects(repository: FilesRepository, store: FileStorage): Promise<CheckReport> {
  const report: CheckReport = { files: 0, objects: 0, missing: [] };
  for await (const page of objectPages(repository)) {
    report.files += page.files;
    report.objects += page.objects.length;
    await inParallel(page.objects, async (object) => {
      const found = await store.sizeOf(object.key);
      if (found === undefined || (object.size !== undefined && found !== object.size)) {
        report.missing.push({ ...object, found });
      }
    });
  }
  report.missing.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}

async function* objectPages(repository: FilesRepository): AsyncIterable<{ files: number; objects: NeededObject[] }> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await repository.keysPage(afterId, PAGE);
    if (rows.length === 0) return;
    afterId = rows[rows.length - 1]?.id;
    const objects = rows.flatMap((row) => [
      { fileId: row.id, key: row.storage_key, size: row.size_bytes },
      ...(row.thumbnail_key ? [{ fileId: row.id, key: row.thumbnail_key, size: undefined }] : []),
    ]);
    yield { files: rows.length, objects };
  }
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
