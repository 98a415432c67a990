import type { ErrorBody } from "@gkf/contract";
import { takeEarlyGet } from "./early-requests";
import { HttpError } from "./http-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface HttpClientOptions {
  /** Prefix of every path, e.g. API_BASE_PATH. */
  basePath: string;
  headers?: Record<string, string>;
  /** Time limit of every request unless the request sets its own; 0 disables it. */
  timeoutMs?: number;
  /** The bearer token of requests made `withAuth`; the auth feature provides it. */
  getAccessToken?: () => string | null;
  /**
   * An authenticated request answered 401: the session has ended (logged out elsewhere, expired,
   * password changed). Called whether or not the request is `silent`, before its error listeners,
   * with the bearer token the request carried (null when it had none). False when the answer is
   * about a session this device no longer holds (sent without a token, or with one let go of since,
   * e.g. by a sign-out here): the failure is then not reported to the error listeners either (its
   * "Please sign in" toast would replace the sign-out's "Logout Successful" on the login page).
   */
  onUnauthenticated?: (error: HttpError, sentToken: string | null) => boolean;
  /** The child an authenticated request to `path` acts for (X-Acting-For, issue 16), or null. */
  getActingFor?: (path: string) => string | null;
  /**
   * The language the app shows now, sent as Accept-Language: the server's error answers are then
   * in it (decision 154), whatever the browser's own setting says.
   */
  getLanguage?: () => string;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  timeoutMs?: number;
  /** Statuses that count as success (the login accepts 200 and 206); any 2xx by default. */
  acceptStatus?: readonly number[];
  /** Checks the answer, e.g. `SomeSchema.parse`; a throw becomes an `invalid-response` error. */
  parse?: (data: unknown) => T;
  /** Checks the answer by its status (an endpoint's schema for that status); used instead of `parse`. */
  parseByStatus?: (status: number, data: unknown) => T;
  withAuth?: boolean;
  /**
   * The caller shows its own message: error listeners are not told. A function keeps only the
   * failures it returns true for (e.g. the one status the page explains itself).
   */
  silent?: boolean | ((error: HttpError) => boolean);
  signal?: AbortSignal;
  /** "blob": a successful answer is read as a Blob (files, PDFs); an error answer is still read as JSON. */
  responseType?: "blob";
}

export interface HttpResponse<T> {
  status: number;
  data: T;
}

export type HttpErrorListener = (error: HttpError) => void;

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<HttpResponse<T>>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  /** Every failed request that is not `silent` is reported here (the global error toasts). */
  onError(listener: HttpErrorListener): () => void;
}

function buildUrl(basePath: string, path: string, query: RequestOptions<unknown>["query"]): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${basePath}${path}${queryString ? `?${queryString}` : ""}`;
}

/**
 * The contract's isErrorBody would bring Zod into the first load (~25 KB gzipped) for a shape
 * this simple; `fields` is not checked because the toast does not show it.
 */
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const { code, message, action } = value as Record<string, unknown>;
  return (
    typeof code === "string" && typeof message === "string" && (action === undefined || typeof action === "string")
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get("content-type")?.includes("json") ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `promise`, or a rejection as soon as `signal` aborts (the caller cancelled, or the time limit passed). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const listeners = new Set<HttpErrorListener>();

  async function request<T>(path: string, requestOptions: RequestOptions<T> = {}): Promise<HttpResponse<T>> {
    const { method = "GET", body, query, acceptStatus, withAuth, silent, signal, responseType } = requestOptions;
    const { parseByStatus, parse } = requestOptions;
    const timeoutMs = requestOptions.timeoutMs ?? options.timeoutMs ?? 0;

    const headers = new Headers(options.headers);
    const isMultipart = body instanceof FormData;
    // The browser sets the multipart boundary itself; a fixed JSON content type would break it.
    // Without a body there is no content: a JSON content type then makes the server expect one
    // (Fastify answers an empty JSON body with 400), e.g. on POST /auth/logout or a DELETE.
    if (isMultipart || body === undefined) headers.delete("content-type");
    const sentToken = withAuth ? (options.getAccessToken?.() ?? null) : null;
    if (sentToken) headers.set("authorization", `Bearer ${sentToken}`);
    // Acting for a child: the one place the header is added (shared/session/acting-for.ts).
    const actingFor = sentToken ? (options.getActingFor?.(path) ?? null) : null;
    if (actingFor) headers.set("x-acting-for", actingFor);
    const language = options.getLanguage?.();
    if (language) headers.set("accept-language", language);

    // One controller for both the caller's signal and our time limit, so either can stop fetch.
    const controller = new AbortController();
    let hasTimedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            hasTimedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const abortFromCaller = () => controller.abort(signal?.reason);
    if (signal?.aborted) abortFromCaller();
    signal?.addEventListener("abort", abortFromCaller, { once: true });

    const fail = (error: HttpError): never => {
      const isSilent = typeof silent === "function" ? silent(error) : silent;
      if (!isSilent) for (const listener of listeners) listener(error);
      throw error;
    };

    try {
      let response: Response;
      let data: unknown;
      try {
        const url = buildUrl(options.basePath, path, query);
        const fetchNow = () =>
          globalThis.fetch(url, {
            method,
            headers,
            body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
            signal: controller.signal,
          });
        // The same GET started early (early-requests.ts): its answer, or a request of our own if it failed.
        // An early GET was the person's own: never an answer for a child.
        const earlyResponse =
          method === "GET" && !actingFor ? takeEarlyGet(url, headers.get("authorization")) : undefined;
        response = earlyResponse
          ? await untilAborted(
              earlyResponse.catch(() => fetchNow()),
              controller.signal,
            )
          : await fetchNow();
        data = responseType === "blob" && response.ok ? await response.blob() : await readBody(response);
      } catch (cause) {
        if (hasTimedOut) return fail(new HttpError("timeout", { cause }));
        // The caller cancelled (e.g. a query that is no longer needed): not a failure to report.
        if (signal?.aborted) throw cause;
        return fail(new HttpError("network", { cause }));
      }

      const isAccepted = acceptStatus ? acceptStatus.includes(response.status) : response.ok;
      if (!isAccepted) {
        const error = new HttpError("response", { status: response.status, body: isErrorBody(data) ? data : null });
        const isAboutThisSession =
          !withAuth || response.status !== 401 || options.onUnauthenticated?.(error, sentToken) !== false;
        // A late answer about a session already over: nothing to tell the person.
        if (!isAboutThisSession) throw error;
        return fail(error);
      }
      if (!parse && !parseByStatus) return { status: response.status, data: data as T };
      try {
        const parsed = parseByStatus ? parseByStatus(response.status, data) : (parse as (data: unknown) => T)(data);
        return { status: response.status, data: parsed };
      } catch (cause) {
        return fail(new HttpError("invalid-response", { status: response.status, cause }));
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", abortFromCaller);
    }
  }

  return {
    request,
    async get(path, getOptions) {
      return (await request(path, { ...getOptions, method: "GET" })).data;
    },
    onError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
