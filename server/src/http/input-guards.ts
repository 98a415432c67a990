import type { FastifyInstance } from "fastify";
import { validationFailed } from "./errors.js";

/** U+0000: PostgreSQL's text cannot hold it (SQLite can), so it is refused on both engines alike. */
const NUL = "\u0000";
const NOT_STORABLE = "must not contain a NUL character (U+0000)";

/** Dotted paths of the strings under `value` that contain a NUL, `prefix` first. */
function nulFields(value: unknown, prefix: string, found: Record<string, string>, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === "string") {
    if (value.includes(NUL)) found[prefix || "body"] = NOT_STORABLE;
    return;
  }
  if (!value || typeof value !== "object" || Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key.includes(NUL)) found[prefix || "body"] = NOT_STORABLE;
    nulFields(item, path, found, depth + 1);
  }
}

/**
 * Checks every request's path parameters, query and parsed JSON body before the route's schema:
 * a NUL character anywhere answers 400 naming the field. Multipart fields are checked where the
 * form is read (multipart.ts).
 */
export function registerInputGuards(app: FastifyInstance): void {
  // A callback, not an async function: every request passes here, and most have nothing to check.
  app.addHook("preValidation", (request, _reply, done) => {
    const found: Record<string, string> = {};
    nulFields(request.params, "", found);
    nulFields(request.query, "", found);
    nulFields(request.body, "", found);
    done(Object.keys(found).length > 0 ? validationFailed(found) : undefined);
  });
}

/** For multipart forms: the field's problem, or undefined. */
export function nulProblem(value: string): string | undefined {
  return value.includes(NUL) ? NOT_STORABLE : undefined;
}
