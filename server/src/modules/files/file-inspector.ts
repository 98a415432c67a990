import { inflateSync, constants as zlibConstants } from "node:zlib";
import { ERROR_CODES } from "@gkf/contract";
import sharp from "sharp";
import { AppError } from "../../http/errors.js";

/** The largest upload we accept (REFERENCES.md, Files V5: documented types and sizes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Images larger than this are refused before their pixels are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const ALLOWED_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type AllowedMimeType = (typeof ALLOWED_MIME_TYPES)[number];
export type FileExtension = "pdf" | "jpg" | "png" | "webp";

export const EXTENSION_BY_MIME_TYPE: Record<AllowedMimeType, FileExtension> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** Error codes of uploads, beside the common ones (VALIDATION_FAILED, PAYLOAD_TOO_LARGE...). */
export const FILE_ERROR_CODES = {
  UNSUPPORTED_FILE_TYPE: "UNSUPPORTED_FILE_TYPE",
  UNSAFE_FILE: "UNSAFE_FILE",
} as const;

export interface InspectedFile {
  mimeType: AllowedMimeType;
  extension: FileExtension;
  /** Pixels as the image is displayed (after its EXIF orientation); null for PDFs. */
  width: number | null;
  height: number | null;
}

export const fileTooLarge = () =>
  new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, {
    action: "Upload a smaller file, for example a scan at a lower resolution.",
  });

export const unsupportedType = (message = "This kind of file is not accepted. Upload a PDF, JPEG, PNG or WebP file.") =>
  new AppError(415, FILE_ERROR_CODES.UNSUPPORTED_FILE_TYPE, message);

const RESAVE_PDF = "Save it again as a plain PDF (for example with Print to PDF) and upload that copy.";

const unsafe = (message: string, action: string) =>
  new AppError(400, FILE_ERROR_CODES.UNSAFE_FILE, message, { action });

/**
 * Decides what an upload is from its bytes alone (the name and the declared type are the
 * sender's word) and refuses anything we cannot show safely: other types, markup or script
 * hidden in the file, damaged or oversized images, PDFs with active content.
 */
export async function inspectUpload(data: Buffer): Promise<InspectedFile> {
  if (data.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  if (data.length === 0) throw unsupportedType("The file is empty. Upload a PDF, JPEG, PNG or WebP file.");
  const mimeType = sniffMimeType(data);
  if (!mimeType) throw unsupportedType();

  const text = data.toString("latin1");
  if (ACTIVE_MARKUP.test(text)) {
    throw unsafe(
      "This file contains web page or script code, which is not allowed in an upload.",
      "Upload a plain scan or photo of the document.",
    );
  }
  const extension = EXTENSION_BY_MIME_TYPE[mimeType];
  if (mimeType === "application/pdf") {
    checkPdf(text);
    return { mimeType, extension, width: null, height: null };
  }
  return { mimeType, extension, ...(await checkImage(data, mimeType)) };
}

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The accepted type that the first bytes announce (magic numbers), or undefined. */
export function sniffMimeType(data: Buffer): AllowedMimeType | undefined {
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "application/pdf";
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return "image/png";
  if (data.length >= 12 && data.toString("latin1", 0, 4) === "RIFF" && data.toString("latin1", 8, 12) === "WEBP") {
    return "image/webp";
  }
  return undefined;
}

/**
 * Markup or script that a browser or a PHP server would act on if the file were ever taken for a
 * page: the mark of a polyglot. Short tags must be followed by a tag delimiter so that random
 * bytes of compressed image data almost never match.
 */
const ACTIVE_MARKUP = /<(?:script|html|body|svg|iframe|object|embed)[\s/>]|<!doctype[\s>]|<\?php|javascript:/i;

// Images

async function checkImage(data: Buffer, mimeType: AllowedMimeType): Promise<{ width: number; height: number }> {
  const damaged = () =>
    unsafe(
      "This image is damaged or incomplete and cannot be opened.",
      "Upload the file again, or take a new photo or scan.",
    );
  let metadata: sharp.Metadata;
  try {
    // Reads the headers only, so no pixel limit yet: the size check below gives the clearer answer.
    metadata = await sharp(data, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw damaged();
  }
  const { width, height } = metadata;
  if (!width || !height || `image/${metadata.format}` !== mimeType) throw damaged();
  // A few kilobytes can declare billions of pixels: refuse before any of them is allocated.
  if (width * height > MAX_IMAGE_PIXELS) {
    throw unsafe(
      `This image has more than ${MAX_IMAGE_PIXELS / 1_000_000} million pixels, which is more than we accept.`,
      "Upload a smaller photo or scan.",
    );
  }
  try {
    // Decoding every pixel (scaled down as it goes) is what finds truncated and corrupt data.
    await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .resize(16, 16, { fit: "inside" })
      .raw()
      .toBuffer();
  } catch {
    throw damaged();
  }
  const shown = metadata.autoOrient ?? { width, height };
  return { width: shown.width, height: shown.height };
}

// PDFs

/**
 * PDF features that run code or carry other files when the document is opened; a scan or a
 * certificate needs none of them. /OpenAction and /AA alone only navigate: when they run
 * JavaScript the action is named /JavaScript (with its code under /JS) and is caught here.
 */
const PDF_ACTIVE_NAMES = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "XFA"]);

/** A PDF name token: a slash, then anything up to whitespace or a delimiter (ISO 32000-1, 7.2.2). */
const PDF_NAME = /\/([^\s\0()<>[\]{}/%]*)/g;

/** At most this much is inflated from compressed object streams of one PDF (bombs there too). */
const MAX_PDF_INFLATED_BYTES = 20 * 1024 * 1024;

interface PdfStream {
  /** Where the dictionary of the stream's object starts (its `obj` keyword, as near as we can tell). */
  objectStart: number;
  dataStart: number;
  dataEnd: number;
}

function checkPdf(text: string): void {
  // Every complete PDF ends with %%EOF; its absence means a cut-off upload.
  if (!text.slice(-1024).includes("%%EOF")) {
    throw unsafe("This PDF is incomplete or damaged.", "Upload the file again.");
  }
  const streams = findStreams(text);
  const activeContent = () =>
    unsafe("This PDF contains scripts, embedded files or interactive content, which are not allowed.", RESAVE_PDF);

  // Names are looked for everywhere, escapes (#4A = J) decoded. Inside stream data, which is
  // mostly compressed bytes, the three-letter /JS would match by chance, so it only counts
  // outside streams; a JavaScript action still names /JavaScript, which counts everywhere.
  let streamIndex = 0;
  for (const match of text.matchAll(PDF_NAME)) {
    const name = decodePdfName(match[1] ?? "");
    if (!PDF_ACTIVE_NAMES.has(name)) continue;
    if (name !== "JS") throw activeContent();
    while (streamIndex < streams.length && (streams[streamIndex]?.dataEnd ?? 0) <= match.index) streamIndex += 1;
    const stream = streams[streamIndex];
    const isInsideStream = stream !== undefined && stream.dataStart <= match.index;
    if (!isInsideStream) throw activeContent();
  }

  // Since PDF 1.5 dictionaries may sit compressed inside object streams, out of sight of the
  // scan above: inflate those and look again.
  let budget = MAX_PDF_INFLATED_BYTES;
  for (const stream of streams) {
    const dictionary = text.slice(stream.objectStart, stream.dataStart);
    const names = [...dictionary.matchAll(PDF_NAME)].map((match) => decodePdfName(match[1] ?? ""));
    if (!names.includes("ObjStm")) continue;
    const filters = names.filter((name) => name.endsWith("Decode"));
    const raw = Buffer.from(text.slice(stream.dataStart, stream.dataEnd), "latin1");
    let content: string;
    if (filters.length === 0) {
      content = raw.toString("latin1");
    } else if (filters.length === 1 && filters[0] === "FlateDecode") {
      try {
        const inflated = inflateSync(raw, { maxOutputLength: budget, finishFlush: zlibConstants.Z_SYNC_FLUSH });
        budget -= inflated.length;
        content = inflated.toString("latin1");
      } catch {
        throw unsafe("We could not check the contents of this PDF.", RESAVE_PDF);
      }
    } else {
      throw unsafe("We could not check the contents of this PDF.", RESAVE_PDF);
    }
    for (const match of content.matchAll(PDF_NAME)) {
      if (PDF_ACTIVE_NAMES.has(decodePdfName(match[1] ?? ""))) throw activeContent();
    }
    if (ACTIVE_MARKUP.test(content)) throw activeContent();
  }
}

/** The data of every `stream ... endstream`, with where its object begins, in file order. */
function findStreams(text: string): PdfStream[] {
  const streams: PdfStream[] = [];
  const keyword = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
  let previousEnd = 0;
  for (let match = keyword.exec(text); match !== null; match = keyword.exec(text)) {
    const dataStart = match.index + match[0].length;
    const end = text.indexOf("endstream", dataStart);
    if (end === -1) break;
    const objectStart = Math.max(previousEnd, text.lastIndexOf(" obj", match.index));
    streams.push({ objectStart, dataStart, dataEnd: end });
    previousEnd = end;
    keyword.lastIndex = end + "endstream".length;
  }
  return streams;
}

function decodePdfName(raw: string): string {
  return raw.includes("#")
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : raw;
}
