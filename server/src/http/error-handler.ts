import type { Socket } from "node:net";
import { ERROR_CODES, type ErrorBody } from "@gkf/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { AppConfig } from "../config/config.js";
import { AppError } from "./errors.js";
import { auditRefusal } from "./permissions.js";
import { apiSecurityHeaders } from "./security-headers.js";

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

/** PostgreSQL's refusals of a value a request brought (SQLSTATE codes), as 400s instead of 500s. */
const STORAGE_REFUSALS: Record<string, ErrorBody> = {
  "22001": {
    code: ERROR_CODES.VALIDATION_FAILED,
    message: "A value of this request is too long to be stored.",
    action: "Shorten it and try again.",
  },
  "22021": {
    code: ERROR_CODES.VALIDATION_FAILED,
    message: "A value of this request contains characters that cannot be stored.",
    action: "Remove control characters and try again.",
  },
  "22P05": {
    code: ERROR_CODES.VALIDATION_FAILED,
    message: "A value of this request contains characters that cannot be stored.",
    action: "Remove control characters and try again.",
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

/** A field name we write back as it is: our own names are like this. */
const SAFE_FIELD_NAME = /^[A-Za-z0-9_.[\]-]{1,80}$/;

/**
 * Error answers echo nothing of the request: a field name the client made up (an unknown key
 * such as `<img src=x>`) is not written back; its problem is reported under `body`.
 */
function withSafeFieldNames(body: ErrorBody): ErrorBody {
  if (!body.fields) return body;
  const fields: Record<string, string> = {};
  for (const [name, problem] of Object.entries(body.fields)) {
    if (SAFE_FIELD_NAME.test(name)) fields[name] = problem;
    else fields.body ??= "has a field that is not accepted";
  }
  return { ...body, fields };
}

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
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // Every refused access is in the audit log (issue 15), the permission checks' and the rules'.
      if (error.statusCode === 403 && error.code === ERROR_CODES.FORBIDDEN) await auditRefusal(request, error.code);
      return reply.status(error.statusCode).send(withSafeFieldNames(error.toBody()));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(
        withSafeFieldNames({
          code: ERROR_CODES.VALIDATION_FAILED,
          message: "Some fields need your attention.",
          action: "Correct the fields and try again.",
          fields: fieldsFromValidation(error),
        }),
      );
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.statusCode).send(known.body);
    const storage = error.code ? STORAGE_REFUSALS[error.code] : undefined;
    if (storage) {
      // A safety net: the schemas and input guards should refuse such values first.
      request.log.warn({ err: error }, "the database refused a value of the request");
      return reply.status(400).send(storage);
    }
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

/** 404 for an address nothing answers. It echoes nothing of the request (no path, no method). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    code: ERROR_CODES.NOT_FOUND,
    message: "There is nothing at this address.",
    action: request.server.config?.apiDocs
      ? "Check the address against the API description at /api/docs."
      : "Check the address and try again.",
  } satisfies ErrorBody);
}

/**
 * Errors Fastify answers before any route or hook runs: a path that is not valid percent-encoding
 * (`/%ZZ`) and a path parameter over the router's 100 characters. Fastify's own answer echoes the
 * path in `{error, code, message, statusCode}`; ours is the common shape and echoes nothing. The
 * onRequest hooks have not run, so the request id and security headers are set here.
 */
export function frameworkErrorHandler(config: AppConfig): NonNullable<FastifyServerOptions["frameworkErrors"]> {
  const headers = apiSecurityHeaders(config);
  return (error, request, genericReply) => {
    // The option is generic over route types; these answers have none.
    const reply = genericReply as unknown as FastifyReply;
    reply.headers(headers);
    reply.header("x-request-id", request.id);
    if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
      return reply.status(414).send({
        code: ERROR_CODES.REQUEST_TOO_LONG,
        message: "A part of this address is too long.",
        action: "Check the address and try again.",
      } satisfies ErrorBody);
    }
    return reply.status(400).send({
      code: ERROR_CODES.MALFORMED_REQUEST,
      message: "This address is not valid.",
      action: "Check the address and try again.",
    } satisfies ErrorBody);
  };
}

const CLIENT_ERROR_ANSWERS: Record<string, { status: number; reason: string; body: ErrorBody }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    body: {
      code: ERROR_CODES.REQUEST_TOO_LONG,
      message: "The address or the headers of this request are too long.",
      action: "Use a shorter address.",
    },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    body: { code: ERROR_CODES.REQUEST_TIMEOUT, message: "The request took too long to arrive.", action: "Try again." },
  },
};
const MALFORMED_HTTP = {
  status: 400,
  reason: "Bad Request",
  body: { code: ERROR_CODES.MALFORMED_REQUEST, message: "The request could not be read." },
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a URL or headers over 16 KB,
 * bytes that are not HTTP). Fastify's default answer is `{error, message, statusCode}`; this one
 * writes the common shape to the socket and closes it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const answer = (error.code && CLIENT_ERROR_ANSWERS[error.code]) || MALFORMED_HTTP;
  if (socket.writable) {
    const body = JSON.stringify(answer.body);
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "X-Content-Type-Options: nosniff\r\n" +
        "Cache-Control: no-store\r\n" +
        "Connection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy(error);
}
