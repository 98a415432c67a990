import { accountsEndpoints, type Profile, type RegionList, regionsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

export function getProfile(http: HttpClient, signal?: AbortSignal): Promise<Profile> {
  return callEndpoint(http, accountsEndpoints.profile, {}, { signal });
}

export function profileQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: MEMBERSHIP_KEYS.profile, queryFn: ({ signal }) => getProfile(http, signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useHttpClient()));
}

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
