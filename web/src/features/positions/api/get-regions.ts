import { type Region, regionsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";

/** GET /regions: the applicants' region names. Quiet: without it the drawer shows the codes. */
export async function getRegions(http: HttpClient, signal?: AbortSignal): Promise<Region[]> {
  const { items } = await callEndpoint(http, regionsEndpoints.list, {}, { silent: true, signal });
  return items;
}

export function regionsQueryOptions(http: HttpClient) {
  // The 16 regions do not change while the app runs.
  return queryOptions({
    queryKey: POSITIONS_KEYS.regions,
    queryFn: ({ signal }) => getRegions(http, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Region code → name; empty until loaded. */
export function useRegionNames(enabled: boolean): Map<string, string> {
  const { data } = useQuery({ ...regionsQueryOptions(useHttpClient()), enabled });
  return useMemo(() => new Map((data ?? []).map((region) => [region.code, region.name])), [data]);
}
