import { type AccessLogEntry, type ConsentRecord, type Consents, privacyEndpoints } from "@gkf/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpClient } from "../../shared/http/http-client";
import { useHttpClient } from "../../shared/services/services-context";

export function consentsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ["my-account", "consents"] as const,
    queryFn: ({ signal }): Promise<Consents> =>
      callEndpoint(http, privacyEndpoints.consents, {}, { signal, silent: true }),
  });
}

/** GET /my-account/consents: the notice in force, the version still to accept, every acceptance. */
export function useConsents() {
  return useQuery({ ...consentsQueryOptions(useHttpClient()), staleTime: 5 * 60_000 });
}

/** POST /my-account/consents {version}: the acceptance is recorded (who, for whom, when, which version). */
export function useAcceptConsent() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string): Promise<ConsentRecord> =>
      callEndpoint(http, privacyEndpoints.acceptConsent, { body: { version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentsQueryOptions(http).queryKey }),
  });
}

/** GET /my-account/privacy/access-log: officials' views of the member's identity, medical and birth documents. */
export function useAccessLog() {
  const http = useHttpClient();
  return useQuery({
    queryKey: ["my-account", "privacy", "access-log"] as const,
    queryFn: async ({ signal }): Promise<AccessLogEntry[]> =>
      (await callEndpoint(http, privacyEndpoints.accessLog, {}, { signal })).items,
  });
}
