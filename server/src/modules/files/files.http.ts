import type { FastifyReply } from "fastify";
import { type AllowedMimeType, EXTENSION_BY_MIME_TYPE, sniffMimeType } from "./file-inspector.js";
import type { StoredFile } from "./files.service.js";

export interface SendFileOptions {
  /**
   * Our name for the download, e.g. `ghana-card-<id>` or `ghana-card-<id>.pdf`; never the
   * uploader's. The extension of the type served is added when the name does not end with it.
   */
  downloadName: string;
  /** `attachment` saves the file; `inline` lets the browser show it (thumbnails, previews). */
  disposition: "attachment" | "inline";
}

/**
 * Sets the headers under which an upload may be served (REFERENCES.md, Files V5) and returns its
 * bytes for the handler to return: the type judged from the bytes and `nosniff` so the browser
 * does not guess another, our own file name, no caching, and a sandbox in case the file is ever
 * opened as a document. Works for originals and thumbnails alike: a thumbnail is JPEG whatever
 * its original, and the type is read from the bytes being sent (they passed inspection).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: Pick<StoredFile, "mimeType">,
  data: Buffer,
  { downloadName, disposition }: SendFileOptions,
): Buffer {
  const mimeType: AllowedMimeType = sniffMimeType(data) ?? file.mimeType;
  const extension = `.${EXTENSION_BY_MIME_TYPE[mimeType]}`;
  const fileName = downloadName.toLowerCase().endsWith(extension) ? downloadName : `${downloadName}${extension}`;
  reply
    .header("content-type", mimeType)
    .header("content-disposition", contentDisposition(disposition, fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", "default-src 'none'; sandbox");
  return data;
}

/**
 * A download name made of a label and the file's id, with the extension of its type:
 * `downloadNameFor("Ghana Card", file)` gives `ghana-card-<id>.pdf`.
 */
export function downloadNameFor(label: string, file: Pick<StoredFile, "id" | "mimeType">): string {
  const slug =
    label
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase() || "file";
  return `${slug}-${file.id}.${EXTENSION_BY_MIME_TYPE[file.mimeType]}`;
}

/** RFC 6266: an ASCII `filename` for old clients and the exact name as `filename*` (RFC 8187). */
export function contentDisposition(disposition: "attachment" | "inline", fileName: string): string {
  const name = fileName.replace(/[\p{Cc}\p{Cf}/\\]/gu, "").trim() || "file";
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
