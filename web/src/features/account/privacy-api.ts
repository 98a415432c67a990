import { type DataExport, type PrivacyOverview, privacyEndpoints } from "@gkf/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpClient } from "../../shared/http/http-client";
import { useHttpClient } from "../../shared/services/services-context";

/** While an export is prepared, the card asks again this often (the member waits on the page). */
const PENDING_POLL_MS = 3000;

export function privacyQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ["my-account", "privacy"] as const,
    queryFn: ({ signal }): Promise<PrivacyOverview> => callEndpoint(http, privacyEndpoints.overview, {}, { signal }),
  });
}

/** GET /my-account/privacy: the latest export and erasure request; polled while an export is PENDING. */
export function usePrivacyOverview() {
  return useQuery({
    ...privacyQueryOptions(useHttpClient()),
    refetchInterval: (query) => (query.state.data?.export?.status === "PENDING" ? PENDING_POLL_MS : false),
  });
}

function usePrivacyMutation<T, V>(call: (http: HttpClient, variables: V) => Promise<T>) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(http, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyQueryOptions(http).queryKey }),
  });
}

/** POST /my-account/privacy/export → 202 with the export PENDING. */
export function useRequestExport() {
  return usePrivacyMutation<DataExport, undefined>((http) => callEndpoint(http, privacyEndpoints.requestExport, {}));
}

/** POST /my-account/privacy/erasure {reason?} → 202 with the request. */
export function useRequestErasure() {
  return usePrivacyMutation((http, reason: string) =>
    callEndpoint(http, privacyEndpoints.requestErasure, { body: reason ? { reason } : {} }),
  );
}

/** DELETE /my-account/privacy/erasure: the waiting request is withdrawn. */
export function useWithdrawErasure() {
  return usePrivacyMutation<unknown, undefined>((http) => callEndpoint(http, privacyEndpoints.withdrawErasure, {}));
}
