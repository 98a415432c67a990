import { type PositionApplication, positionsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";
import { withSpecFailureToast } from "./spec-failure-toast";

/** GET /gkf/my-positions/applications: the member's applications, newest first. */
export async function getMyApplications(http: HttpClient, signal?: AbortSignal): Promise<PositionApplication[]> {
  const { items } = await callEndpoint(http, positionsEndpoints.myApplications, {}, { silent: true, signal });
  return items;
}

export function myApplicationsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: POSITIONS_KEYS.myApplications,
    queryFn: ({ signal }) => withSpecFailureToast("positions.toasts.my_applications", getMyApplications(http, signal)),
  });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions(useHttpClient()));
}
