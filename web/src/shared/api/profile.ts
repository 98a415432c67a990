import { accountsEndpoints, type Profile } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../http/call-endpoint";
import type { HttpClient } from "../http/http-client";
import { useHttpClient } from "../services/services-context";
import { SHARED_KEYS } from "./query-keys";

export function getProfile(http: HttpClient, signal?: AbortSignal): Promise<Profile> {
  return callEndpoint(http, accountsEndpoints.profile, {}, { signal });
}

/**
 * GET /my-account/profile as the member's pages read it (the profile page, the guardian's "Your
 * children"), under the membership's root: every membership change reads it again.
 */
export function profileQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: SHARED_KEYS.myProfile, queryFn: ({ signal }) => getProfile(http, signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useHttpClient()));
}
