import type { CacheStore } from "../cache/cache-store";
import type { HttpClient } from "../http/http-client";
import { isHttpError } from "../http/http-error";
import { appT } from "../i18n/i18n";
import { notifyError, notifySuccess } from "../notifications/notify";
import { specToast } from "../notifications/spec-toasts";
import { clearSessionData, isRecord } from "./auth-data";
import { markSigningOut } from "./signing-out";

export interface LogoutOptions {
  http: HttpClient;
  cache: CacheStore;
  /** Shown when the server's answer has no message of its own. */
  fallbackMessage: string;
}

/**
 * Ends the session on the server, then forgets it on this device (spec sections 4 and 8).
 * True when the person is signed out; on failure they stay signed in and may try again.
 */
export async function logout({ http, cache, fallbackMessage }: LogoutOptions): Promise<boolean> {
  let message = fallbackMessage;
  try {
    const { data } = await http.request("/auth/logout", { method: "POST", withAuth: true, silent: true });
    if (isRecord(data) && typeof data.message === "string" && data.message !== "") message = data.message;
  } catch (error) {
    // 401: the server had already ended this session; what is left to do is forget it here.
    if (!isHttpError(error) || error.status !== 401) {
      void notifyError(specToast("toasts.logout_error", appT()));
      return false;
    }
  }
  markSigningOut();
  clearSessionData(cache);
  // Shown on the login page the person is sent to.
  void notifySuccess({ title: appT()("toasts.logout_success_title"), message }, { followsToNextPage: true });
  return true;
}
