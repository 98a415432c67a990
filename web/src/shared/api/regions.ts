import { type RegionList, regionsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../http/call-endpoint";
import type { HttpClient } from "../http/http-client";
import { useHttpClient } from "../services/services-context";
import { SHARED_KEYS } from "./query-keys";

export interface RegionsOptions {
  /** No toast when it fails: the page does without (the applicants drawer shows region codes). */
  silent?: boolean;
  enabled?: boolean;
}

/** GET /regions (public): the 16 regions and their districts. */
export function getRegions(http: HttpClient, signal?: AbortSignal, silent = false): Promise<RegionList> {
  return callEndpoint(http, regionsEndpoints.list, {}, { silent, signal });
}

/** Reference data that changes with a law, not during a visit: fetched once. */
export function regionsQueryOptions(http: HttpClient, { silent = false }: RegionsOptions = {}) {
  return queryOptions({
    queryKey: SHARED_KEYS.regions,
    queryFn: ({ signal }) => getRegions(http, signal, silent),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRegions({ enabled = true, ...options }: RegionsOptions = {}) {
  return useQuery({ ...regionsQueryOptions(useHttpClient(), options), enabled });
}
