import { ApplicantSchema } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import type { Applicant } from "./admin-position-types";
import { parseItemList } from "./parse-item-list";
import { POSITIONS_KEYS } from "./positions-query-keys";

const parseApplicantList = parseItemList(ApplicantSchema.parse);

/** GET /admin/positions/:id/applications: oldest first, each with the applicant's membership summary. */
export function getPositionApplicants(
  http: HttpClient,
  positionId: string,
  signal?: AbortSignal,
): Promise<Applicant[]> {
  return http.get(`/admin/positions/${encodeURIComponent(positionId)}/applications`, {
    parse: parseApplicantList,
    withAuth: true,
    signal,
  });
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
