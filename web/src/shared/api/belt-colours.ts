import { type Belt, type BeltColour, defaultBeltColours, settingsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../http/call-endpoint";
import type { HttpClient } from "../http/http-client";
import { useHttpClient } from "../services/services-context";

/** The query key of the belt colours (the settings page writes the saved answer under it). */
export const BELT_COLOURS_KEY = ["belt-colours"] as const;

/**
 * GET /belt-colours (public): the federation's belt colours. Silent: a label that cannot read
 * them shows the default colours, which is no reason for a red toast.
 */
export function beltColoursQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: BELT_COLOURS_KEY,
    queryFn: ({ signal }) => callEndpoint(http, settingsEndpoints.beltColours, {}, { signal, silent: true }),
    // Display settings change seldom; one read per visit (a save writes its answer here).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

const DEFAULTS = new Map(defaultBeltColours().map((entry) => [entry.belt, entry]));

/** The colours of every belt: the federation's once read, the defaults until then (or without them). */
export function useBeltColours(): (belt: Belt) => BeltColour {
  const query = useQuery(beltColoursQueryOptions(useHttpClient()));
  const set = new Map((query.data?.items ?? []).map((entry) => [entry.belt, entry]));
  return (belt) => set.get(belt) ?? (DEFAULTS.get(belt) as BeltColour);
}
