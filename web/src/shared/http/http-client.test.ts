import { describe, expect, it, vi } from "vitest";
import { createHttpClient } from "./http-client";
import { HttpError } from "./http-error";

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function clientWith(fetchStub: ReturnType<typeof vi.fn>, timeoutMs = 0) {
  vi.stubGlobal("fetch", fetchStub);
  return createHttpClient({
    basePath: "/api",
    headers: { accept: "application/json", "content-type": "application/json" },
    timeoutMs,
    getAccessToken: () => "secret-token",
  });
}

describe("createHttpClient", () => {
  it("prefixes the base path, sends JSON headers and a JSON body", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({ ok: true }, 201));
    const http = clientWith(fetchStub);

    const response = await http.request("/gkf/my-positions/applications/apply", {
      method: "POST",
      body: { position: 7 },
      query: { draft: false, skip: undefined },
      withAuth: true,
    });

    expect(response).toEqual({ status: 201, data: { ok: true } });
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/gkf/my-positions/applications/apply?draft=false");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"position":7}');
    const headers = new Headers(init.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("authorization")).toBe("Bearer secret-token");
  });

  it("asks for answers in the language the app shows now, switched without a reload", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal("fetch", fetchStub);
    let language = "en";
    const http = createHttpClient({ basePath: "/api", getLanguage: () => language });

    await http.get("/config");
    language = "fr";
    await http.get("/config");

    const sent = fetchStub.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get("accept-language"),
    );
    expect(sent).toEqual(["en", "fr"]);
  });

  it("turns an error answer into an HttpError carrying the body, and reports it", async () => {
    const body = { code: "VALIDATION_FAILED", message: "Region is unknown", action: "Pick a region from the list" };
    const http = clientWith(vi.fn(async () => jsonResponse(body, 422)));
    const reported = vi.fn();
    http.onError(reported);

    const error = await http.get("/regions").catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: "response", status: 422, body });
    expect(reported).toHaveBeenCalledWith(error);
  });

  it("accepts the statuses a call names (the login's 206)", async () => {
    const http = clientWith(vi.fn(async () => jsonResponse({ verify_user: {} }, 206)));
    const response = await http.request("/auth/login", { method: "POST", acceptStatus: [200, 206] });
    expect(response.status).toBe(206);
  });

  it("does not report a silent request's failure", async () => {
    const http = clientWith(vi.fn(async () => jsonResponse({ code: "X", message: "no" }, 500)));
    const reported = vi.fn();
    http.onError(reported);

    await expect(http.get("/status", { silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(reported).not.toHaveBeenCalled();
  });

  it("gives up after the time limit with a timeout error", async () => {
    vi.useFakeTimers();
    // Like fetch, answers only when aborted.
    const neverAnswers = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const http = clientWith(neverAnswers, 10_000);

    const pending = http.get("/auth/login").catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_000);

    expect(await pending).toMatchObject({ kind: "timeout" });
  });

  it("reports a failed parse as an invalid response", async () => {
    const http = clientWith(vi.fn(async () => jsonResponse({ unexpected: true })));
    const parse = () => {
      throw new Error("not a status");
    };
    await expect(http.get("/status", { parse })).rejects.toMatchObject({ kind: "invalid-response", status: 200 });
  });

  it("sends no JSON content type without a body (the server would expect one)", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({ message: "You have been signed out." }));
    const http = clientWith(fetchStub);
    await http.request("/auth/logout", { method: "POST", withAuth: true });
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("content-type")).toBeNull();
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer secret-token");
  });

  it("sends FormData as it is, leaving the multipart content type (and its boundary) to the browser", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({ id: "d-1" }, 201));
    const http = clientWith(fetchStub);
    const form = new FormData();
    form.set("document_type", "GHANA_CARD");
    form.set("file", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "card.pdf");

    await http.request("/my-account/membership/document/add", { method: "POST", body: form, withAuth: true });

    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.get("content-type")).toBeNull();
    expect(headers.get("authorization")).toBe("Bearer secret-token");
  });

  it("reads a file as a Blob when asked, and an error answer still as the error shape", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const http = clientWith(
      vi
        .fn()
        .mockResolvedValueOnce(new Response(png, { status: 200, headers: { "content-type": "image/png" } }))
        .mockResolvedValueOnce(jsonResponse({ code: "NOT_FOUND", message: "This document has no preview." }, 404)),
    );

    const file = await http.get<Blob>("/my-account/membership/card/qr.png", { responseType: "blob" });
    expect(file.type).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);

    await expect(
      http.get("/my-account/membership/documents/x/file", { responseType: "blob", silent: true }),
    ).rejects.toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: "This document has no preview." } });
  });

  it("reports a 401 on an authenticated call as the end of the session, even when silent", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ code: "UNAUTHENTICATED", message: "Sign in" }, 401)),
    );
    const onUnauthenticated = vi.fn();
    const http = createHttpClient({ basePath: "/api", getAccessToken: () => "t", onUnauthenticated });

    await expect(http.get("/my-account/profile", { withAuth: true, silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    // With the token it sent, so a late answer about an older session can be told apart.
    expect(onUnauthenticated).toHaveBeenCalledWith(expect.any(HttpError), "t");

    // A wrong password at login is a 401 too, but not the end of a session.
    await expect(http.request("/auth/login", { method: "POST", body: {} })).rejects.toBeInstanceOf(HttpError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it("does not report a 401 about a session this device no longer holds (a sign-out here meanwhile)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ code: "UNAUTHENTICATED", message: "Please sign in to continue." }, 401)),
    );
    const isCurrent = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    const http = createHttpClient({ basePath: "/api", getAccessToken: () => "t", onUnauthenticated: isCurrent });
    const reported = vi.fn();
    http.onError(reported);

    // The caller still hears of it; the error toasts do not.
    await expect(http.get("/my-account/sessions", { withAuth: true })).rejects.toMatchObject({ status: 401 });
    expect(reported).not.toHaveBeenCalled();
    // The session this device holds has ended: reported as ever.
    await expect(http.get("/my-account/sessions", { withAuth: true })).rejects.toMatchObject({ status: 401 });
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it("keeps quiet only about the failures a silent function picks", async () => {
    const http = clientWith(
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse({ code: "INVALID_CODE", message: "no" }, 400))
        .mockResolvedValueOnce(jsonResponse({ code: "RATE_LIMITED", message: "wait" }, 429)),
    );
    const reported = vi.fn();
    http.onError(reported);
    const silent = (error: HttpError) => error.status === 400;

    await expect(http.request("/auth/verify/user-device", { method: "POST", silent })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(reported).not.toHaveBeenCalled();
    await expect(http.request("/auth/verify/user-device", { method: "POST", silent })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(reported).toHaveBeenCalledTimes(1);
  });
});
