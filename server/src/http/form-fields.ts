import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { validationFailed } from "./errors.js";

/** Fields of a multipart form, checked by the same Zod schema a JSON body would be. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) problems[key] = "is not a field you can send here";
    } else {
      problems[issue.path.join(".") || "body"] ??= issue.message;
    }
  }
  throw validationFailed(problems);
}

export const isMultipart = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith("multipart/form-data");
