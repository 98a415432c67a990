import { z } from "zod";
import { ErrorBodySchema } from "./errors.js";

/**
 * One endpoint of the API, described once: the server registers its route from it (validation,
 * answers, OpenAPI), and the web app calls it through `callEndpoint` (path, body, parsing of the
 * answer by status). Paths are relative to API_BASE_PATH and name their parameters `:name`.
 */

export type EndpointMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A multipart/form-data request: text fields checked by `fields`, and at most one file part. */
export interface MultipartForm<Fields extends z.ZodType = z.ZodType> {
  /** The text parts, checked by this schema once the form is read (the same rules as JSON). */
  fields: Fields;
  /** The file part: its name, whether it must be sent, and what it holds (for OpenAPI). */
  file: { name: string; required: boolean; description: string };
}

export interface EndpointShape {
  method: EndpointMethod;
  path: string;
  /** Path parameters: an object with one key per `:name` of the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. An endpoint may take a JSON body, a multipart form, or (update/my-record) either. */
  body?: z.ZodType;
  multipart?: MultipartForm;
  /** Every answer by status: the successes and the errors the endpoint documents. */
  responses: { readonly [status: number]: z.ZodType };
  summary: string;
  description?: string;
  tags: readonly string[];
  /** "bearer": the server refuses a request without a live session (401) before reading it. */
  auth: "none" | "bearer";
  /** The permission the server checks, for the reader: the route enforces it. */
  permission?: string;
}

/** The names of a path's `:params`, e.g. "id" | "applicationId". */
type NamedParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | NamedParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The names of a path's parameters: its `:params`, and "*" for a path ending in a wildcard
 * (`/public/verify/t/*`: a card token is longer than the router allows a `:param` to be).
 */
export type PathParamNames<Path extends string> = Path extends `${infer Head}/*`
  ? "*" | NamedParams<Head>
  : NamedParams<Path>;

/** A path with parameters needs a params schema with exactly those keys; a path without, none. */
type ParamsCheck<E extends EndpointShape> = [PathParamNames<E["path"]>] extends [never]
  ? unknown
  : { params: z.ZodType<Record<PathParamNames<E["path"]>, unknown>> };

/** Keeps the literal types of a descriptor (method, path, statuses) and checks its path parameters. */
export function defineEndpoint<const E extends EndpointShape>(endpoint: E & ParamsCheck<E>): E {
  return endpoint;
}

/** Error answers in the common shape, for the statuses an endpoint documents. */
export function errorAnswers<const S extends number>(...statuses: S[]): { [K in S]: typeof ErrorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as {
    [K in S]: typeof ErrorBodySchema;
  };
}

// ── Types both sides derive from a descriptor ──────────────────────────────────────────────────

type SuccessStatusOf<S> = S extends 200 | 201 | 202 | 203 | 204 | 205 | 206 ? S : never;
type Responses<E extends EndpointShape> = E["responses"];

/** The success statuses of an endpoint (200, 201, 204, 206, …). */
export type EndpointSuccessStatus<E extends EndpointShape> = SuccessStatusOf<keyof Responses<E>>;

/** What the server sends (and the web app reads) for each success status, as one union. */
export type EndpointAnswer<E extends EndpointShape> = {
  [S in EndpointSuccessStatus<E>]: Responses<E>[S] extends z.ZodType ? z.output<Responses<E>[S]> : never;
}[EndpointSuccessStatus<E>];

/** The answer the server's handler returns, before serialisation (input of the response schemas). */
export type EndpointReply<E extends EndpointShape> = {
  [S in EndpointSuccessStatus<E>]: Responses<E>[S] extends z.ZodType ? z.input<Responses<E>[S]> : never;
}[EndpointSuccessStatus<E>];

/** The answer with its status, for endpoints whose status means something (200 or 206, 200 or 204). */
export type EndpointResult<E extends EndpointShape> = {
  [S in EndpointSuccessStatus<E>]: {
    status: S;
    data: Responses<E>[S] extends z.ZodType ? z.output<Responses<E>[S]> : never;
  };
}[EndpointSuccessStatus<E>];

type PartOf<E, K extends string> = E extends { readonly [P in K]: infer T } ? T : undefined;
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;
type OutputOf<T> = T extends z.ZodType ? z.output<T> : undefined;

/** Parsed path parameters, query and body, as the server's handler receives them. */
export type EndpointParams<E extends EndpointShape> = OutputOf<PartOf<E, "params">>;
export type EndpointQuery<E extends EndpointShape> = OutputOf<PartOf<E, "query">>;
export type EndpointBody<E extends EndpointShape> = OutputOf<PartOf<E, "body">>;
/** The checked text fields of a multipart endpoint. */
export type EndpointFormFields<E extends EndpointShape> =
  PartOf<E, "multipart"> extends MultipartForm<infer F> ? z.output<F> : undefined;

/** Absent: not asked for; all-optional: may be left out; otherwise required. */
type Part<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: undefined }
  : // biome-ignore lint/complexity/noBannedTypes: "an object with no required keys"
    {} extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/**
 * What a client sends: path parameters and query as their schemas accept them, and the JSON body
 * (or, for a multipart endpoint, a FormData). Absent parts are not asked for.
 */
export type EndpointInput<E extends EndpointShape> = Part<"params", InputOf<PartOf<E, "params">>> &
  Part<"query", InputOf<PartOf<E, "query">>> &
  Part<
    "body",
    PartOf<E, "multipart"> extends MultipartForm ? InputOf<PartOf<E, "body">> | FormData : InputOf<PartOf<E, "body">>
  >;

/**
 * Fills a path's `:params` with the given values, each escaped as one path segment.
 * `fillPath("/admin/positions/:id", { id: "a/b" })` → "/admin/positions/a%2Fb".
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)|(?<=\/)\*$/g, (whole, name: string | undefined) => {
    const value = params?.[name ?? whole];
    if (value === undefined || value === null)
      throw new TypeError(`Missing path parameter "${name ?? whole}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

// ── Answers that are files ─────────────────────────────────────────────────────────────────────

/** What a file answer is made of: a Buffer (a Uint8Array) on the server, a Blob in the browser. */
export type FileBytes = Uint8Array | Blob;

/** The types a file answer may have, and what it is (for OpenAPI). */
export interface FileAnswer {
  mimeTypes: readonly string[];
  description: string;
}

const FILE_ANSWERS = new WeakMap<z.ZodType, FileAnswer>();

/**
 * The answer of an endpoint that sends a file (a PDF, a QR code, an upload, a CSV):
 * `responses: { 200: fileAnswer(["application/pdf"], "The receipt") }`. The server sends the
 * bytes as they are (OpenAPI lists each type as binary); the web app reads them as a Blob.
 */
export function fileAnswer(mimeTypes: readonly string[], description: string): z.ZodType<FileBytes> {
  const schema = z.custom<FileBytes>(
    (value) => value instanceof Uint8Array || (typeof Blob !== "undefined" && value instanceof Blob),
    { error: "is not a file" },
  );
  FILE_ANSWERS.set(schema, { mimeTypes, description });
  return schema;
}

/** The file answer a response schema stands for, or undefined for a JSON answer. */
export function fileAnswerOf(schema: unknown): FileAnswer | undefined {
  return typeof schema === "object" && schema !== null ? FILE_ANSWERS.get(schema as z.ZodType) : undefined;
}
