import {
  type EndpointAnswer,
  type EndpointInput,
  type EndpointResult,
  type EndpointShape,
  fillPath,
} from "@gkf/contract";
import type { HttpClient, RequestOptions } from "./http-client";

/** How a call is made, beside what the endpoint fixes (method, path, body, answers). */
export type CallOptions = Pick<RequestOptions<unknown>, "silent" | "signal" | "timeoutMs"> & {
  /** Send the bearer token; by default when the endpoint needs one (a staff member's /status adds it). */
  withAuth?: boolean;
};

const SUCCESS = /^2\d\d$/;

/**
 * Calls an endpoint of the contract through the HTTP client: fills its path parameters, sends
 * its query and body (JSON, or a FormData for a form), accepts its success statuses only, and
 * checks the answer with the endpoint's schema for the status that came (200 or 206, 200 or
 * 204). An answer that breaks its schema is an `invalid-response` error, like any other failure.
 */
export async function requestEndpoint<E extends EndpointShape>(
  http: HttpClient,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const responses: Readonly<Record<number, EndpointShape["responses"][number]>> = endpoint.responses;
  const { status, data } = await http.request(fillPath(endpoint.path, params), {
    method: endpoint.method,
    query: query as RequestOptions<unknown>["query"],
    body,
    acceptStatus: Object.keys(responses)
      .filter((code) => SUCCESS.test(code))
      .map(Number),
    withAuth: options.withAuth ?? endpoint.auth === "bearer",
    silent: options.silent,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    // An empty answer (204) is null to the schema.
    parseByStatus: (code, answer) => responses[code]?.parse(code === 204 ? (answer ?? null) : answer),
  });
  return { status, data } as EndpointResult<E>;
}

/** `requestEndpoint` for the answer alone, when its status says nothing more. */
export async function callEndpoint<E extends EndpointShape>(
  http: HttpClient,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  return (await requestEndpoint(http, endpoint, input, options)).data as EndpointAnswer<E>;
}
