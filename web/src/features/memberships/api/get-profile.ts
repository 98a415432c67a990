import { accountsEndpoints, type Profile } from "@gkf/contract";
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
