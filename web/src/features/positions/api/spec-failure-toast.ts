import { isHttpError } from "../../../shared/http/http-error";
import { appT } from "../../../shared/i18n/i18n";
import { notifyError, type Toast } from "../../../shared/notifications/notify";
import { type SpecToastKey, specToast } from "../../../shared/notifications/spec-toasts";

/**
 * The spec's toast for a failed call (word for word in English, in the active language), with the
 * server's own explanation after it when the request was refused (4xx: not eligible, window
 * closed, already decided). A 5xx explains nothing a member can act on, and a lost connection has
 * no message from the server.
 */
export function toSpecFailureToast(key: SpecToastKey, error: unknown, t = appT()): Toast {
  const spec = specToast(key, t);
  const body = isHttpError(error) ? error.body : null;
  const isRefusal = isHttpError(error) && error.status !== null && error.status < 500;
  const detail = isRefusal && body && body.message !== spec.message ? body.message : undefined;
  return { title: spec.title, message: spec.message, ...(detail ? { action: detail } : {}) };
}

/** Shows the spec's toast for a failed call. A cancelled request (not an HttpError) is no failure. */
export function notifySpecFailure(key: SpecToastKey, error: unknown): void {
  if (isHttpError(error)) void notifyError(toSpecFailureToast(key, error));
}

/** Runs a call made `silent`, toasting the spec's text for its failure, and passes the failure on. */
export async function withSpecFailureToast<T>(key: SpecToastKey, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    notifySpecFailure(key, error);
    throw error;
  }
}
