import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { toClientPath } from "./api-paths";
import { FILE_KEYS } from "./membership-query-keys";

/** Files need the bearer token, so an <img src> or a link cannot fetch them: they come as blobs. */
export function getFileBlob(http: HttpClient, url: string, signal?: AbortSignal): Promise<Blob> {
  return http.get<Blob>(toClientPath(url), { responseType: "blob", withAuth: true, silent: true, signal });
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
    queryFn: ({ signal }) => getFileBlob(http, url ?? "", signal),
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

/**
 * Downloads a protected file (a PDF card, a document) and saves it. `isDownloading(url)` drives
 * the button's spinner; a failure shows the usual error toast.
 */
export function useDownloadFile() {
  const http = useHttpClient();
  const [pending, setPending] = useState<string | null>(null);
  async function download(url: string, fileName: string): Promise<void> {
    setPending(url);
    try {
      const blob = await http.get<Blob>(toClientPath(url), { responseType: "blob", withAuth: true });
      saveBlob(blob, fileName);
    } catch {
      // The HTTP error handler has shown the toast.
    } finally {
      setPending(null);
    }
  }
  return { download, isDownloading: (url: string) => pending === url };
}
