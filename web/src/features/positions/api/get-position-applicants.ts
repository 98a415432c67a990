import { type Applicant, positionsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";

/** GET /admin/positions/:id/applications: oldest first, each with the applicant's membership summary. */
export async function getPositionApplicants(
  http: HttpClient,
  positionId: string,
  signal?: AbortSignal,
): Promise<Applicant[]> {
  const { items } = await callEndpoint(http, positionsEndpoints.applicants, { params: { id: positionId } }, { signal });
  return items;
}

export function positionApplicantsQueryOptions(http: HttpClient, positionId: string) {
  return queryOptions({
    queryKey: POSITIONS_KEYS.applicants(positionId),
    queryFn: ({ signal }) => getPositionApplicants(http, positionId, signal),
  });
}

/** Fetched only while the drawer shows a position. */
export function usePositionApplicants(positionId: string | null) {
  const http = useHttpClient();
  return useQuery({ ...positionApplicantsQueryOptions(http, positionId ?? ""), enabled: positionId !== null });
}
