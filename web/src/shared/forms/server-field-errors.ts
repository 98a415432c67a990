import { isHttpError } from "../http/http-error";

/** The `fields` of a 400/409 error answer: the server's reason per request field. */
export function getServerFieldErrors(error: unknown): Record<string, string> {
  const fields: unknown = isHttpError(error) ? error.body?.fields : undefined;
  if (typeof fields !== "object" || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [name, reason] of Object.entries(fields)) if (typeof reason === "string") result[name] = reason;
  return result;
}

/** Says "<label> <reason>" under a field (the app's `common.field_error`). */
type FieldError = (field: string, reason: string) => string;

/**
 * The form's own check of required fields, then, after a refusal, the server's reasons: one
 * message per field of `fields`, each said as "<label> <reason>" (`say`).
 */
export function requiredFieldErrors<F extends string>(
  draft: Record<F, string>,
  required: readonly F[],
  say: (field: F) => string,
): Partial<Record<F, string>> {
  const missing: Partial<Record<F, string>> = {};
  for (const field of required) if (!draft[field].trim()) missing[field] = say(field);
  return missing;
}

export function serverFieldMessages<F extends string>(
  error: unknown,
  fields: readonly F[],
  say: FieldError,
): Partial<Record<F, string>> {
  const reasons = getServerFieldErrors(error);
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const reason = reasons[field];
    if (reason) found[field] = say(field, reason);
  }
  return found;
}

/**
 * A refusal the form shows above its button: the server's message when no field names the
 * problem (`generic` when the answer had none), else null.
 */
export function formRefusal(
  mutation: { isError: boolean; error: unknown },
  errors: Record<string, string | undefined>,
  generic: string,
): string | null {
  if (!mutation.isError || Object.values(errors).some(Boolean)) return null;
  return isHttpError(mutation.error) && mutation.error.body ? mutation.error.body.message : generic;
}
