import { type PublicVerification, PublicVerificationSchema } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";

/** GET /public/verify/:code: no login; the page explains a 404 or 429 itself. */
export function getPublicVerification(http: HttpClient, code: string, signal?: AbortSignal) {
  return http.get<PublicVerification>(`/public/verify/${encodeURIComponent(code)}`, {
    parse: PublicVerificationSchema.parse,
    silent: true,
    signal,
  });
}

export function publicVerificationQueryOptions(http: HttpClient, code: string) {
  return queryOptions({
    queryKey: ["public-verification", code],
    queryFn: ({ signal }) => getPublicVerification(http, code, signal),
    // Every look-up counts against the rate limit: no refetch when the page regains focus.
    staleTime: 60_000,
  });
}

export function usePublicVerification(code: string) {
  return useQuery(publicVerificationQueryOptions(useHttpClient(), code));
}
