import { ERROR_CODES, type ErrorBody } from "@gkf/contract";

/**
 * An error a route may throw on purpose. It becomes the common error shape with its status;
 * anything else that is thrown becomes a 500 that says nothing about internals.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly extra: { action?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const notFound = (message = "We could not find what you asked for.") =>
  new AppError(404, ERROR_CODES.NOT_FOUND, message);

export const validationFailed = (fields: Record<string, string>, message = "Some fields need your attention.") =>
  new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, { fields, action: "Correct the fields and try again." });

export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError(403, ERROR_CODES.FORBIDDEN, message);

export const unauthenticated = (message = "Please sign in to continue.") =>
  new AppError(401, ERROR_CODES.UNAUTHENTICATED, message, { action: "Sign in and try again." });

export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.CONFLICT, message, fields ? { fields } : {});
