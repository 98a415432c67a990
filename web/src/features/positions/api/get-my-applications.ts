import { ApplicationSchema, type PositionApplication, SPEC_TOASTS } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { parseItemList } from "./parse-item-list";
import { POSITIONS_KEYS } from "./positions-query-keys";
import { withSpecFailureToast } from "./spec-failure-toast";

const parseApplicationList = parseItemList(ApplicationSchema.parse);

/** GET /gkf/my-positions/applications: the member's applications, newest first. */
export function getMyApplications(http: HttpClient, signal?: AbortSignal): Promise<PositionApplication[]> {
  return http.get("/gkf/my-positions/applications", {
    parse: parseApplicationList,
    withAuth: true,
    silent: true,
    signal,
  });
}

export function myApplicationsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: POSITIONS_KEYS.myApplications,
    queryFn: ({ signal }) => withSpecFailureToast(SPEC_TOASTS.myApplications, getMyApplications(http, signal)),
  });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions(useHttpClient()));
}
