import { LIMITS } from "@gkf/contract";
import type { HttpClient } from "../../../shared/http/http-client";
import { type LoginAnswer, parseLoginAnswer } from "./login-response";

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
