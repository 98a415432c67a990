/**
 * GETs started as the app's first script runs, before the boot steps, the router and the page's
 * chunks (main.tsx): on a reload of a dashboard page the answers the page waits for are then
 * fetched beside the code instead of after it (on a slow connection every step of that chain is a
 * round trip). The HTTP client takes an early answer instead of asking again, once, and only for
 * the same address and the same bearer token; an answer nobody took soon is dropped, so a page
 * opened later never reads an old one.
 */

/** How long an early answer waits to be taken: the first page's requests come well within it. */
const EARLY_ANSWER_LIFETIME_MS = 15_000;

interface EarlyRequest {
  authorization: string | null;
  response: Promise<Response>;
  startedAt: number;
}

const early = new Map<string, EarlyRequest>();

/** Starts `GET url` now (same headers as the HTTP client's JSON GETs), for takeEarlyGet to hand over. */
export function startEarlyGet(url: string, authorization: string | null, language?: string, now = Date.now()): void {
  const headers: Record<string, string> = { accept: "application/json" };
  if (authorization) headers.authorization = authorization;
  if (language) headers["accept-language"] = language;
  const response = globalThis.fetch(url, { method: "GET", headers });
  // A failure is handled by whoever takes it (the client then asks again); never unhandled.
  response.catch(() => {});
  early.set(url, { authorization, response, startedAt: now });
}

/** The early answer of `GET url` made with this token, at most once; undefined when there is none. */
export function takeEarlyGet(
  url: string,
  authorization: string | null,
  now = Date.now(),
): Promise<Response> | undefined {
  const request = early.get(url);
  if (!request) return undefined;
  early.delete(url);
  if (request.authorization !== authorization || now - request.startedAt > EARLY_ANSWER_LIFETIME_MS) return undefined;
  return request.response;
}
