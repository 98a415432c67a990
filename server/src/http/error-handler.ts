import { ERROR_CODES, type ErrorBody } from "@gkf/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./errors.js";

interface FrameworkError {
  statusCode: number;
  body: ErrorBody;
}

/** Fastify's own 4xx errors, by code, in our words. */
const FRAMEWORK_ERRORS: Record<string, FrameworkError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    body: {
      code: ERROR_CODES.MALFORMED_JSON,
      message: "The request body is not valid JSON.",
      action: "Send a valid JSON document.",
    },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    body: {
      code: ERROR_CODES.MALFORMED_JSON,
      message: "The request body is empty but was declared as JSON.",
      action: "Send a JSON document.",
    },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    body: {
      code: ERROR_CODES.PAYLOAD_TOO_LARGE,
      message: "The request body is too large.",
      action: "Send a smaller request.",
    },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    body: {
      code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      message: "This content type is not accepted here.",
      action: "Send application/json, or multipart/form-data where a file is uploaded.",
    },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    body: { code: ERROR_CODES.VALIDATION_FAILED, message: "The request body does not match its declared length." },
  },
};

const CLIENT_ERROR_CODES: Record<number, string> = {
  401: ERROR_CODES.UNAUTHENTICATED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  405: ERROR_CODES.METHOD_NOT_ALLOWED,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.RATE_LIMITED,
};

function fieldsFromValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
    // Unknown keys are reported on the parent; name each of them so the client sees which one.
    if (issue.keyword === "unrecognized_keys" && Array.isArray(keys)) {
      for (const key of keys) fields[path ? `${path}.${key}` : String(key)] = "is not a field you can send here";
      continue;
    }
    fields[path || error.validationContext || "body"] ??= issue.message ?? "is invalid";
  }
  return fields;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        code: ERROR_CODES.VALIDATION_FAILED,
        message: "Some fields need your attention.",
        action: "Correct the fields and try again.",
        fields: fieldsFromValidation(error),
      } satisfies ErrorBody);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.statusCode).send(known.body);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, "response did not match its schema");
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Another client error from Fastify or a plugin: keep its status, give it our shape.
      const code = CLIENT_ERROR_CODES[error.statusCode] ?? ERROR_CODES.VALIDATION_FAILED;
      return reply.status(error.statusCode).send({
        code,
        message:
          code === ERROR_CODES.RATE_LIMITED
            ? "Too many requests. Please wait and try again."
            : "The request could not be accepted.",
      } satisfies ErrorBody);
    } else {
      request.log.error({ err: error }, "unhandled error");
    }
    return reply.status(500).send({
      code: ERROR_CODES.INTERNAL_ERROR,
      message: "Something went wrong on our side.",
      action: `Please try again. If it keeps happening, quote reference ${request.id}.`,
    } satisfies ErrorBody);
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    code: ERROR_CODES.NOT_FOUND,
    message: `There is no ${request.method} ${request.url.split("?")[0]} in this API.`,
    action: "Check the path against /api/docs.",
  } satisfies ErrorBody);
}
