import { dojosEndpoints, type PublicDojo } from "@gkf/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";

/** GET /gkf/dojos (public): the ACTIVE dojos of a region, or matching a search. */
export function usePublicDojos(region: string, q: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.publicList(region, q),
    queryFn: async ({ signal }): Promise<PublicDojo[]> => {
      const query = { ...(region ? { region } : {}), ...(q.trim() ? { q: q.trim() } : {}) };
      const { items } = await callEndpoint(http, dojosEndpoints.list, { query }, { silent: true, signal });
      return items;
    },
    // The list stays while a new region's answer comes: no jump to a loader between two lists.
    placeholderData: keepPreviousData,
  });
}
