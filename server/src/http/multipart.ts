import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Multipart } from "@fastify/multipart";
import { ERROR_CODES } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import { fileTooLarge, MAX_UPLOAD_BYTES } from "../modules/files/file-inspector.js";
import { AppError, validationFailed } from "./errors.js";
import { nulProblem } from "./input-guards.js";

/**
 * Limits of every multipart form: one file of at most 5 MB and a few short fields. app.ts
 * registers @fastify/multipart with them, and readMultipartUpload passes them again with each
 * request so they hold whatever the registration says.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 10_000,
  parts: 25,
} as const;

export interface MultipartUpload {
  /** The text fields of the form, by name. */
  fields: Record<string, string>;
  /** The file, when one was sent. `filename` is the sender's word: for display, never for paths. */
  file?: { data: Buffer; filename: string };
}

export interface ReadMultipartOptions {
  /** The form field that carries the file. */
  fileField?: string;
  /** Answer 400 with `fields[fileField] = "is required"` when no file came. */
  requireFile: boolean;
}

const notMultipart = () =>
  new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, "Send the form as multipart/form-data.", {
    action: "Send the file in a multipart/form-data form.",
  });

const unreadableForm = (message: string) => new AppError(400, ERROR_CODES.VALIDATION_FAILED, message);

/** @fastify/multipart's errors, by code, in our words. */
function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return fileTooLarge();
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return notMultipart();
    case "FST_FILES_LIMIT":
      return unreadableForm("Send one file at a time.");
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return unreadableForm("The form has more fields than this request accepts.");
    case "FST_PROTO_VIOLATION":
    case "FST_INVALID_JSON_FIELD_ERROR":
      return unreadableForm("The form has a field that is not accepted.");
    case "FST_MP_PREMATURE_CLOSE":
      return unreadableForm("The upload was interrupted before it was complete.");
    default:
      // Busboy's complaints about the body itself (no boundary, cut off) have no code, only words.
      return error instanceof Error && !code && /multipart|boundary/i.test(error.message)
        ? unreadableForm("The form could not be read.")
        : error;
  }
}

/** Reads a part we do not want to the end, so the parser moves on and the request never stalls. */
async function discard(part: Multipart): Promise<void> {
  if (part.type !== "file") return;
  await pipeline(part.file, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
}

/**
 * Reads a multipart/form-data request: its text fields and at most one file, in memory (5 MB at
 * most). Every part is read to the end even after a problem, then the first problem is thrown
 * as an AppError: 413 for a file over the limit, 415 for a request that is not multipart, 400
 * for a malformed form, too many parts, an unexpected file field or a missing required file.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  { fileField = "file", requireFile }: ReadMultipartOptions,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  const fieldProblems: Record<string, string> = {};
  let file: MultipartUpload["file"];
  let failure: unknown;

  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (failure) {
        await discard(part);
        continue;
      }
      try {
        if (part.type === "field") {
          if (typeof part.value !== "string") fieldProblems[part.fieldname] = "must be plain text";
          else if (part.valueTruncated) fieldProblems[part.fieldname] = "is too long";
          else if (Object.hasOwn(fields, part.fieldname)) fieldProblems[part.fieldname] = "was sent more than once";
          else if (nulProblem(part.value)) fieldProblems[part.fieldname] = nulProblem(part.value) as string;
          else fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== fileField) {
          fieldProblems[part.fieldname] = "is not a file field";
          await discard(part);
          continue;
        }
        const data = await part.toBuffer();
        // With throwFileSizeLimit off the plugin cuts the file short instead of throwing.
        if (part.file.truncated) throw fileTooLarge();
        // Browsers send an empty, nameless file part when no file was chosen.
        if (data.length === 0 && !part.filename) continue;
        // The sender's name is kept for display; PostgreSQL's text cannot hold a NUL.
        file = { data, filename: part.filename.replaceAll("\u0000", "") };
      } catch (error) {
        failure = error;
        await discard(part).catch(() => {});
      }
    }
  } catch (error) {
    // The parser's own errors (limits, malformed bodies) end the iteration; keep the first problem.
    failure ??= error;
  }

  if (failure) throw toAppError(failure);
  if (requireFile && !file) fieldProblems[fileField] ??= "is required";
  if (Object.keys(fieldProblems).length > 0) throw validationFailed(fieldProblems);
  return { fields, file };
}
