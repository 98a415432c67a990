import { API_BASE_PATH } from "@gkf/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { HttpClient, RequestOptions } from "../http/http-client";
import { useHttpClient } from "../services/services-context";

/**
 * The API answers links with their base path (`/api/my-account/…`); the HTTP client adds the base
 * itself, so it gets the rest.
 */
export function toClientPath(url: string): string {
  return url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : url;
}

/** Files fetched as blobs (photo, QR, previews), under a root of their own: a change elsewhere does not download them again. */
export const FILE_KEYS = {
  file: (path: string) => ["files", path] as const,
};

/**
 * Files need the bearer token, so an <img src> or a link cannot fetch them: they come through
 * the HTTP client as blobs. `silent` for images (the page shows a placeholder); a download that
 * fails shows the usual error toast, and a 401 ends the session, like every other request.
 */
export function getFileBlob(
  http: HttpClient,
  url: string,
  options: Pick<RequestOptions<Blob>, "query" | "silent" | "signal"> = {},
): Promise<Blob> {
  return http.get<Blob>(toClientPath(url), { ...options, responseType: "blob", withAuth: true });
}

/** An object URL for a Blob, revoked when the component lets go of it. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

/**
 * An image behind the login (photo, QR code, thumbnail) as an object URL; null while it loads,
 * when it fails (the page shows a placeholder) or when there is no url. A file does not change
 * under its url, so it is fetched once per visit.
 */
export function useProtectedImage(url: string | null | undefined) {
  const http = useHttpClient();
  const file = useQuery({
    queryKey: FILE_KEYS.file(url ?? ""),
    queryFn: ({ signal }) => getFileBlob(http, url ?? "", { silent: true, signal }),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { src: useObjectUrl(file.data), isLoading: file.isLoading, isError: file.isError };
}

/** Saves a Blob under a file name, through a temporary link (the way browsers download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface FileDownload {
  /** An API path as the server gives it (`/api/...`), or one below the API base path (`/admin/...`). */
  url: string;
  query?: Record<string, string | number | undefined>;
  /** The name the file is saved under. */
  fileName: string;
}

/** Fetches a protected file and saves it; resolves false when it failed (the toast has said why). */
export async function downloadFile(http: HttpClient, { url, query, fileName }: FileDownload): Promise<boolean> {
  try {
    saveBlob(await getFileBlob(http, url, { query }), fileName);
    return true;
  } catch {
    return false;
  }
}

/**
 * Downloads a protected file (a PDF card, a receipt, a document, a CSV export) and saves it.
 * `isDownloading(url)` drives the button's spinner.
 */
export function useDownloadFile() {
  const http = useHttpClient();
  const mutation = useMutation({ mutationFn: (file: FileDownload) => downloadFile(http, file) });
  return {
    download: (file: FileDownload) => mutation.mutate(file),
    isPending: mutation.isPending,
    isDownloading: (url: string | null) => url !== null && mutation.isPending && mutation.variables?.url === url,
  };
}
