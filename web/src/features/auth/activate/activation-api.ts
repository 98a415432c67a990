import { ActivationResultSchema } from "@gkf/contract";
import type { HttpClient } from "../../../shared/http/http-client";

/** 200: active now; 204: nothing was activated (wrong, used or expired). Spec section 4. */
export type ActivationOutcome = "activated" | "not-activated";

const parseActivation = (data: unknown) => (data === undefined ? null : ActivationResultSchema.parse(data));

/**
 * Spec section 8: activation failures are logged, not toasted: the page says what happened.
 * A 400 (a token or code of the wrong shape) activates nothing, like a 204.
 */
async function activate(http: HttpClient, path: string, body: object): Promise<ActivationOutcome> {
  try {
    const { status } = await http.request(path, {
      method: "PATCH",
      body,
      acceptStatus: [200, 204],
      silent: true,
      parse: parseActivation,
    });
    return status === 200 ? "activated" : "not-activated";
  } catch (error) {
    console.warn("Account activation failed", error);
    if (error instanceof Error && "status" in error && error.status === 400) return "not-activated";
    throw error;
  }
}

export function activateByEmail(http: HttpClient, token: string): Promise<ActivationOutcome> {
  return activate(http, "/my-account/activate/account-by-email", { token });
}

/** `username` is needed only on another device than the one that registered (a cookie names it). */
export function activateBySms(http: HttpClient, code: string, username?: string): Promise<ActivationOutcome> {
  return activate(http, "/my-account/activate/account-by-sms", username ? { code, username } : { code });
}

export { resendActivation } from "../login/login-api";
