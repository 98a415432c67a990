import { LIMITS } from "@gkf/contract";
import type { HttpClient } from "../../../shared/http/http-client";
import { type LoginAnswer, parseLoginAnswer } from "./login-response";

/*
 * The two calls of the login page, written out rather than made with `callEndpoint`: the login
 * page is most people's first load (150 KB gzipped budget), and a descriptor would bring the
 * contract's Zod schemas into it (a lazy import of one costs its preload list there too). So they
 * keep their paths and hand-written checks of the answers (login-response.ts); login-response.test.ts
 * holds both to the descriptors (accountsEndpoints.login, .resendActivation): the same method,
 * path and statuses, and answers read as the contract's schemas read them.
 */

/** POST /auth/login: 200 signs in, 206 asks for the new-device code (spec section 7, 10 s limit). */
export async function login(http: HttpClient, username: string, password: string): Promise<LoginAnswer> {
  const { data } = await http.request("/auth/login", {
    method: "POST",
    body: { username, password },
    acceptStatus: [200, 206],
    timeoutMs: LIMITS.LOGIN_TIMEOUT_MS,
    parse: parseLoginAnswer,
  });
  return data;
}

/** POST /auth/resend-activation: always the same answer, whether or not the account exists. */
export async function resendActivation(http: HttpClient, username: string): Promise<string> {
  const { data } = await http.request("/auth/resend-activation", { method: "POST", body: { username } });
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : "";
}
