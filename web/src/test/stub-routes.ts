import { vi } from "vitest";

export interface StubAnswer {
  status?: number;
  body?: unknown;
  /** No answer at all (a lost connection). */
  isNetworkFailure?: boolean;
  /** The answer waits until this settles, as a slow network would hold it (see stubApi's; `heldAnswer()`). */
  held?: Promise<unknown>;
}

/**
 * Like render-app.tsx's stubApi, but by method as well ("POST /api/…" before "/api/…"), and read
 * at call time: a test changes an answer to show what the server says after its last step.
 */
export function stubRoutes(routes: Record<string, StubAnswer>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const answer = routes[`${method} ${pathname}`] ??
      routes[pathname] ?? { status: 404, body: { code: "NOT_FOUND", message: `No stub for ${method} ${pathname}` } };
    if (answer.held) await answer.held;
    if (answer.isNetworkFailure) throw new TypeError("Failed to fetch");
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

/** The JSON body a stubbed request sent. */
export function sentBody(fetchStub: ReturnType<typeof stubRoutes>, method: string, pathname: string): unknown {
  const call = fetchStub.mock.calls.find(
    ([input, init]) => new URL(String(input), "http://localhost").pathname === pathname && init?.method === method,
  );
  if (!call) throw new Error(`No ${method} ${pathname} was sent`);
  return JSON.parse(String(call[1]?.body));
}

export const CONFIG_ROUTE = {
  "/api/config": { body: { features: { dojos: false }, environment: "test", version: "1" } },
};
