import { accountsEndpoints } from "@gkf/contract";
import { describe, expect, it, vi } from "vitest";
import type { HttpClient } from "../../../shared/http/http-client";
import { login, resendActivation } from "./login-api";
import { parseLoginAnswer, parseLoginSuccess } from "./login-response";

const success = {
  tokens: { access: "header.payload.signature", expires_at: "2026-03-06T12:30:00.000Z" },
  user: { first_name: "Ama", last_name: "Mensah", login_with: "email", main_role: "ATHLETE", staff_roles: [] },
  last_time_logged: "2026-03-01T08:00:00.000Z",
};

const challenge = {
  verify_user: {
    message_channel: "sms",
    comm_protocol: "sms",
    sent_to: "+233•••••4567",
    last_time_logged: null,
    expires_at: "2026-03-06T12:10:00.000Z",
  },
};

describe("accepting a login answer (spec section 5)", () => {
  it("accepts tokens, user and last_time_logged in the expected shape", () => {
    expect(parseLoginAnswer(success)).toEqual({ kind: "signed-in", auth: success });
    expect(parseLoginSuccess({ ...success, last_time_logged: null }).last_time_logged).toBeNull();
  });

  it("keeps only the fields it knows", () => {
    const auth = parseLoginSuccess({ ...success, extra: "x", user: { ...success.user, password_hash: "no" } });
    expect(auth).toEqual(success);
  });

  it.each([
    ["no tokens", { user: success.user, last_time_logged: null }],
    ["an empty access token", { ...success, tokens: { access: "", expires_at: success.tokens.expires_at } }],
    ["an unreadable expiry", { ...success, tokens: { access: "t", expires_at: "in an hour" } }],
    ["no user", { tokens: success.tokens, last_time_logged: null }],
    ["a user without a name", { ...success, user: { ...success.user, first_name: 7 } }],
    ["an unknown login_with", { ...success, user: { ...success.user, login_with: "fax" } }],
    ["no main_role", { ...success, user: { ...success.user, main_role: "" } }],
    ["no last_time_logged", { tokens: success.tokens, user: success.user }],
    ["a last_time_logged that is not a time", { ...success, last_time_logged: "yesterday" }],
    ["nothing", null],
    ["a string", "ok"],
  ])("refuses an answer with %s", (_case, answer) => {
    expect(() => parseLoginAnswer(answer)).toThrow();
  });

  it("reads a 206 challenge", () => {
    expect(parseLoginAnswer(challenge)).toEqual({ kind: "challenge", verifyUser: challenge.verify_user });
  });

  it("refuses a challenge of the wrong shape", () => {
    expect(() => parseLoginAnswer({ verify_user: { ...challenge.verify_user, message_channel: "pigeon" } })).toThrow();
    expect(() => parseLoginAnswer({ verify_user: { ...challenge.verify_user, expires_at: undefined } })).toThrow();
    expect(() => parseLoginAnswer({ verify_user: null })).toThrow();
  });
});

describe("the login page's calls, written out to keep Zod off the first load", () => {
  const endpoint = accountsEndpoints.login;

  /** What a call sends through the HTTP client, and the statuses it accepts. */
  async function sent(call: (http: HttpClient) => Promise<unknown>, answer: unknown) {
    const request = vi.fn(async () => ({ status: 200, data: answer }));
    await call({ request } as unknown as HttpClient);
    const [path, options] = request.mock.calls[0] as unknown as [string, { method: string; acceptStatus?: number[] }];
    return { path, method: options.method, acceptStatus: options.acceptStatus };
  }
  const successes = (descriptor: { responses: object }) =>
    Object.keys(descriptor.responses)
      .filter((status) => status.startsWith("2"))
      .map(Number);

  it("login is the contract's endpoint: method, path and success statuses", async () => {
    expect(await sent((http) => login(http, "ama@example.com", "secret"), success)).toEqual({
      path: endpoint.path,
      method: endpoint.method,
      acceptStatus: successes(endpoint),
    });
  });

  it("resend-activation is the contract's endpoint: method, path and its answer's message", async () => {
    const descriptor = accountsEndpoints.resendActivation;
    const answer = descriptor.responses[200].parse({ message: "If an inactive account uses these details…" });
    const call = await sent((http) => resendActivation(http, "ama@example.com"), answer);
    expect({ path: call.path, method: call.method }).toEqual({ path: descriptor.path, method: descriptor.method });
    expect(successes(descriptor)).toEqual([200]);
    const read = await resendActivation(
      { request: async () => ({ status: 200, data: answer }) } as unknown as HttpClient,
      "ama@example.com",
    );
    expect(read).toBe(answer.message);
  });

  it("reads a 200 and a 206 of the contract as its schemas do", () => {
    expect(parseLoginAnswer(success)).toEqual({ kind: "signed-in", auth: endpoint.responses[200].parse(success) });
    expect(parseLoginAnswer(challenge)).toEqual({
      kind: "challenge",
      verifyUser: endpoint.responses[206].parse(challenge).verify_user,
    });
  });
});
