import { API_BASE_PATH, CACHE_KEYS } from "@gkf/contract";
import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { CacheStore } from "../../../shared/cache/cache-store";
import { HttpError } from "../../../shared/http/http-error";
import { describeHttpError } from "../../../shared/http/http-error-handler";
import { notifyError } from "../../../shared/notifications/notify";
import { useCacheStore } from "../../../shared/services/services-context";
import { hasValidAccessToken } from "../../../shared/session/auth-data";
import { endSession } from "../../../shared/session/session-events";

export interface DownloadRequest {
  /** An API path as the server gives it (`/api/...`), or one below the API base path (`/admin/...`). */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** Used when the answer does not name the file itself. */
  fileName: string;
}

function toUrl({ path, query }: DownloadRequest): string {
  const fullPath = path.startsWith(`${API_BASE_PATH}/`) ? path : `${API_BASE_PATH}${path}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${fullPath}?${queryString}` : fullPath;
}

/** `attachment; filename="gkf-receipt-X.pdf"` → `gkf-receipt-X.pdf`. */
export function fileNameFromDisposition(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1]?.trim() || null;
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isErrorBody(value: unknown): value is { code: string; message: string; action?: string } {
  if (typeof value !== "object" || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === "string" && typeof message === "string";
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Receipts and exports need the bearer token, so a plain link cannot fetch them: the file is
 * fetched here and handed to the browser as a download. The shared HTTP client reads answers as
 * text or JSON only. Failures toast like every other request; a 401 ends the session.
 * Resolves true when the file was saved.
 */
export async function downloadFile(request: DownloadRequest, cache: CacheStore, t: TFunction): Promise<boolean> {
  const auth = cache.get(CACHE_KEYS.AUTH_DATA);
  const headers = new Headers();
  if (hasValidAccessToken(auth, Date.now())) headers.set("authorization", `Bearer ${auth.tokens.access}`);

  let response: Response;
  try {
    response = await globalThis.fetch(toUrl(request), { headers });
  } catch (cause) {
    void notifyError(describeHttpError(new HttpError("network", { cause }), t));
    return false;
  }
  if (!response.ok) {
    if (response.status === 401) endSession(cache);
    const body = await readErrorBody(response);
    const error = new HttpError("response", { status: response.status, body: isErrorBody(body) ? body : null });
    void notifyError(describeHttpError(error, t));
    return false;
  }
  const blob = await response.blob();
  saveBlob(blob, fileNameFromDisposition(response.headers.get("content-disposition")) ?? request.fileName);
  return true;
}

/** A download with a loading state for its button. */
export function useDownloadFile() {
  const cache = useCacheStore();
  const { t } = useTranslation();
  return useMutation({ mutationFn: (request: DownloadRequest) => downloadFile(request, cache, t) });
}
