import type {
  EndpointBody,
  EndpointFormFields,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
  EndpointShape,
  MultipartForm,
} from "@gkf/contract";
import { fileAnswerOf } from "@gkf/contract";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actingForStore, withActingForHeader } from "./acting-for.js";
import { requireAuth } from "./authenticate.js";
import { validationFailed } from "./errors.js";
import { type MultipartUpload, readMultipartUpload } from "./multipart.js";

/** The app a module's routes are registered on (what FastifyPluginAsyncZod hands over). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The request as the handler of an endpoint sees it: params, query and JSON body already checked. */
export type RouteRequest<E extends EndpointShape> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** A file part of a form. `filename` is the sender's word: for display, never for paths. */
export type UploadedFile = NonNullable<MultipartUpload["file"]>;

type FormOf<E extends EndpointShape> = E extends { multipart: MultipartForm }
  ? {
      fields: EndpointFormFields<E>;
      file: E["multipart"]["file"]["required"] extends true ? UploadedFile : UploadedFile | undefined;
    }
  : undefined;

/**
 * The form a multipart endpoint received, read and checked before the handler runs; undefined for
 * an endpoint without one, and for a request of an endpoint that takes JSON or a form (update/my-record)
 * that came as JSON (its body is then `request.body`).
 */
export type RouteForm<E extends EndpointShape> = E extends { body: z.ZodType } ? FormOf<E> | undefined : FormOf<E>;

export type EndpointHandler<E extends EndpointShape> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
  form: RouteForm<E>,
) => Promise<EndpointReply<E> | FastifyReply>;

export interface RouteOptions {
  /**
   * The bearer check of an `auth: "bearer"` endpoint instead of requireAuth: requireAuthWith, for
   * a hot read whose row comes in the session's statement (decision 117).
   */
  auth?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Hooks after the bearer check (which `auth: "bearer"` adds first by itself). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Route settings read by plugins (e.g. the raw body of a webhook). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
  /**
   * The body reaches the handler as the content parser left it (a webhook's raw bytes, whose
   * signature is checked before anything is parsed): the descriptor's body only documents it.
   */
  rawBody?: boolean;
  /** Left out of OpenAPI (the sandbox provider's development pages). */
  hide?: boolean;
  /**
   * The route encodes its answers itself (bytes prepared or stored compressed, decision 117):
   * the compression plugin adds none of its hooks to it, which every request would run for nothing.
   */
  selfEncoded?: boolean;
}

const SECURITY = [{ bearer: [] }];
const SUCCESS = /^2\d\d$/;

const isMultipartRequest = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith("multipart/form-data");

/**
 * Fields of a multipart form (or a body read past the validator), checked by the endpoint's
 * schema: the same answer as a JSON body that breaks the same rule (400 naming each field).
 */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
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

/** Reads a multipart request the streaming way (http/multipart.ts) and checks its text fields. */
async function readForm(request: FastifyRequest, form: MultipartForm) {
  const { fields, file } = await readMultipartUpload(request, {
    fileField: form.file.name,
    requireFile: form.file.required,
  });
  return { fields: parseFormFields(form.fields, fields), file };
}

/** The OpenAPI request body of a form: its text fields and the file part, as multipart/form-data. */
function formJsonSchema(transform: typeof jsonSchemaTransform, document: Parameters<typeof jsonSchemaTransform>[0]) {
  return (form: MultipartForm) => {
    const fields = transform({ ...document, schema: { body: form.fields } }).schema as { body?: JsonObject };
    const body: JsonObject = { ...(fields.body ?? { type: "object" }) };
    const properties = { ...((body.properties as JsonObject | undefined) ?? {}) };
    properties[form.file.name] = { type: "string", format: "binary", description: form.file.description };
    body.properties = properties;
    if (form.file.required) body.required = [...((body.required as string[] | undefined) ?? []), form.file.name];
    return body;
  };
}
type JsonObject = Record<string, unknown>;

const FILE_BYTES = z.instanceof(Buffer).describe("The file's bytes");

/**
 * The answers as Fastify takes them: a file answer (`fileAnswer` in the contract) becomes one
 * binary content per type, which documents it and lets the handler send the bytes as they are.
 */
function answersOf(responses: EndpointShape["responses"]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => {
      const file = fileAnswerOf(schema);
      if (!file) return [status, schema];
      const content = Object.fromEntries(file.mimeTypes.map((type) => [type, { schema: FILE_BYTES }]));
      return [status, { description: file.description, content }];
    }),
  );
}

/**
 * Registers the route of an endpoint descriptor: method and path, the Zod schemas of its params,
 * query, JSON body and answers by status (validation, serialisation, OpenAPI), its tags, summary
 * and security, the bearer check for `auth: "bearer"`, the success status when it has only one
 * (201, say), and for a multipart endpoint the form, read and checked before the handler.
 */
export function route<const E extends EndpointShape>(
  app: ZodApp,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void {
  const successStatuses = Object.keys(endpoint.responses).filter((status) => SUCCESS.test(status));
  const onlySuccess = successStatuses.length === 1 ? Number(successStatuses[0]) : undefined;
  const extraHooks = options.onRequest === undefined ? [] : [options.onRequest].flat();
  const onRequest = endpoint.auth === "bearer" ? [options.auth ?? requireAuth, ...extraHooks] : extraHooks;
  const { multipart } = endpoint;

  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.auth === "bearer" ? { security: SECURITY } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: answersOf(endpoint.responses),
    ...(options.hide ? { hide: true } : {}),
  };

  const wrapped = (request: FastifyRequest, reply: FastifyReply) => {
    // Acting for a child (X-Acting-For): the audit log names the guardian as the actor (http/acting-for.ts).
    const actor = request.auth?.actorUserId;
    const acting = actor && request.auth ? { actorUserId: actor, childId: request.auth.userId } : undefined;
    return actingForStore.run(acting, () => handle(request, reply));
  };
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (onlySuccess !== undefined && onlySuccess !== 200) reply.code(onlySuccess);
    if (multipart && (!endpoint.body || isMultipartRequest(request))) {
      return handler(request as RouteRequest<E>, reply, (await readForm(request, multipart)) as RouteForm<E>);
    }
    // JSON where a form was possible: the body validator let an absent body through (see below),
    // so the body schema decides here whether it may be absent.
    if (multipart && endpoint.body) request.body = parseFormFields(endpoint.body, request.body);
    return handler(request as RouteRequest<E>, reply, undefined as RouteForm<E>);
  };

  const routeOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    onRequest,
    ...(options.selfEncoded ? { compress: false as const, decompress: false as const } : {}),
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      ...options.config,
      // A form is documented as multipart/form-data (beside JSON when the endpoint takes both).
      ...(multipart
        ? {
            swaggerTransform: (document: Parameters<typeof jsonSchemaTransform>[0]) => {
              const transformed = withActingForHeader(jsonSchemaTransform)(document);
              const json = (transformed.schema as { body?: JsonObject }).body;
              const content: JsonObject = {
                "multipart/form-data": { schema: formJsonSchema(jsonSchemaTransform, document)(multipart) },
                ...(json ? { "application/json": { schema: json } } : {}),
              };
              return { ...transformed, schema: { ...transformed.schema, body: { content } } };
            },
          }
        : {}),
    },
    // A form arrives with no JSON body (the multipart parser leaves it undefined): for an endpoint
    // taking either, an absent body is the form's case, read by the handler's wrapper. A raw body
    // is not validated at all.
    ...((multipart && endpoint.body) || options.rawBody
      ? {
          validatorCompiler: (compile: Parameters<typeof validatorCompiler>[0]) => {
            const validate = validatorCompiler(compile);
            if (compile.httpPart !== "body") return validate;
            if (options.rawBody) return (data: unknown) => ({ value: data });
            return (data: unknown) => (data === undefined || data === null ? { value: data } : validate(data));
          },
        }
      : {}),
    handler: wrapped,
  };
  // The handler's types come from the descriptor (above), not from Fastify's inference.
  app.route(routeOptions as unknown as Parameters<ZodApp["route"]>[0]);
}
