import { type PublicConfig, systemEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../http/call-endpoint";
import type { HttpClient } from "../http/http-client";
import { useHttpClient } from "../services/services-context";

const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function getPublicConfig(http: HttpClient, signal?: AbortSignal): Promise<PublicConfig> {
  return callEndpoint(http, systemEndpoints.config, {}, { signal });
}

/** Feature flags change with a deploy, not during a visit: fetched once, reused for minutes. */
export function publicConfigQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => getPublicConfig(http, signal),
    staleTime: FIVE_MINUTES_MS,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions(useHttpClient()));
}
