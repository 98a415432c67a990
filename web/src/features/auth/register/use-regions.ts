import { type RegionList, regionsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";

export function getRegions(http: HttpClient, signal?: AbortSignal): Promise<RegionList> {
  return callEndpoint(http, regionsEndpoints.list, {}, { signal });
}

/** The 16 regions and their districts: reference data that changes with a law, not during a visit. */
export function regionsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ["regions"],
    queryFn: ({ signal }) => getRegions(http, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRegions() {
  return useQuery(regionsQueryOptions(useHttpClient()));
}
