import type { ErrorBody } from "@gkf/contract";

/**
 * - `response`: the server answered with a status the caller did not accept;
 * - `network`: no answer at all (offline, DNS, connection reset);
 * - `timeout`: no answer within the request's time limit;
 * - `invalid-response`: an accepted status whose body is not what the contract promises.
 */
export type HttpErrorKind = "response" | "network" | "timeout" | "invalid-response";

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  /** The HTTP status, when the server answered. */
  readonly status: number | null;
  /** The API's error answer, when the body had that shape. */
  readonly body: ErrorBody | null;

  constructor(kind: HttpErrorKind, details: { status?: number; body?: ErrorBody | null; cause?: unknown } = {}) {
    super(details.body?.message ?? `HTTP ${kind}${details.status ? ` ${details.status}` : ""}`, {
      cause: details.cause,
    });
    this.name = "HttpError";
    this.kind = kind;
    this.status = details.status ?? null;
    this.body = details.body ?? null;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
