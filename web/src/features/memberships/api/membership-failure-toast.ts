import type { TFunction } from "i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { describeHttpError } from "../../../shared/http/http-error-handler";
import { notifyError } from "../../../shared/notifications/notify";
import { type SpecToastKey, specToast } from "../../../shared/notifications/spec-toasts";

/**
 * Spec section 8: a failed membership call shows the spec's title and message; what the server
 * said (a field, a file type, no connection) follows as the next step, so the member knows what to fix.
 * A 401 says nothing here: the session has ended and the login page follows.
 */
export function notifyMembershipFailure(key: SpecToastKey, error: unknown, t: TFunction): void {
  if (isHttpError(error) && error.status === 401) return;
  const detail = isHttpError(error) ? describeHttpError(error, t) : null;
  const action = detail ? [detail.message, detail.action].filter(Boolean).join(" ") : undefined;
  const { title, message } = specToast(key, t);
  void notifyError({ title, message, action });
}
