import { z } from "zod";
import { lazySchema } from "./lazy-schema.js";

/** The one shape of every error answer of the API (PRODUCT.md, "Fixed decisions"). */
export const ErrorBodySchema = lazySchema(() =>
  z
    .object({
      code: z.string().describe("Stable machine-readable code, e.g. VALIDATION_FAILED"),
      message: z.string().describe("A human sentence saying what went wrong"),
      action: z.string().optional().describe("The next step the person can take"),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe("Per-field reasons, keyed by the request field name"),
    })
    .describe("Error"),
);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Error codes shared by server and client. Feature modules add their own. */
export const ERROR_CODES = {
  VALIDATION_FAILED: "VALIDATION_FAILED",
  MALFORMED_JSON: "MALFORMED_JSON",
  /** The request's address could not be read (a bad %-escape) or the request itself was garbled. */
  MALFORMED_REQUEST: "MALFORMED_REQUEST",
  /** 414 (a path segment over the router's limit) or 431 (address and headers over Node's 16 KB). */
  REQUEST_TOO_LONG: "REQUEST_TOO_LONG",
  REQUEST_TIMEOUT: "REQUEST_TIMEOUT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "RATE_LIMITED",
  INTERNAL_ERROR: "INTERNAL_ERROR",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** True when an unknown value (a parsed answer body) has the error shape. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return ErrorBodySchema.safeParse(value).success;
}
