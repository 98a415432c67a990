import { accountsEndpoints } from "@gkf/contract";
import { requestEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";

/** 200: active now; 204: nothing was activated (wrong, used or expired). Spec section 4. */
export type ActivationOutcome = "activated" | "not-activated";

/**
 * Spec section 8: activation failures are logged, not toasted: the page says what happened.
 * A 400 (a token or code of the wrong shape) activates nothing, like a 204.
 */
async function activate(call: () => Promise<{ status: number }>): Promise<ActivationOutcome> {
  try {
    const { status } = await call();
    return status === 200 ? "activated" : "not-activated";
  } catch (error) {
    console.warn("Account activation failed", error);
    if (error instanceof Error && "status" in error && error.status === 400) return "not-activated";
    throw error;
  }
}

export function activateByEmail(http: HttpClient, token: string): Promise<ActivationOutcome> {
  return activate(() =>
    requestEndpoint(http, accountsEndpoints.activateByEmail, { body: { token } }, { silent: true }),
  );
}

/** `username` is needed only on another device than the one that registered (a cookie names it). */
export function activateBySms(http: HttpClient, code: string, username?: string): Promise<ActivationOutcome> {
  const body = username ? { code, username } : { code };
  return activate(() => requestEndpoint(http, accountsEndpoints.activateBySms, { body }, { silent: true }));
}

/** The login page's hand-written call (Zod stays out of its first load); the activation page uses it too. */
export { resendActivation } from "../login/login-api";
