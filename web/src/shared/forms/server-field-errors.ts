import { isHttpError } from "../http/http-error";

/** The `fields` of a 400/409 error answer: the server's reason per request field. */
export function getServerFieldErrors(error: unknown): Record<string, string> {
  const fields: unknown = isHttpError(error) ? error.body?.fields : undefined;
  if (typeof fields !== "object" || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [name, reason] of Object.entries(fields)) if (typeof reason === "string") result[name] = reason;
  return result;
}
