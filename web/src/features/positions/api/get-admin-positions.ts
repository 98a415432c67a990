import { AdminPositionSchema } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import type { AdminPosition } from "./admin-position-types";
import { parseItemList } from "./parse-item-list";
import { POSITIONS_KEYS } from "./positions-query-keys";

const parseAdminPositionList = parseItemList(AdminPositionSchema.parse);

/** A 403 is explained on the page (only federation officials manage positions), not toasted. */
export const isForbidden = (error: HttpError) => error.status === 403;

/** GET /admin/positions: every position, newest first, with its application counts. */
export function getAdminPositions(http: HttpClient, signal?: AbortSignal): Promise<AdminPosition[]> {
  return http.get("/admin/positions", { parse: parseAdminPositionList, withAuth: true, silent: isForbidden, signal });
}

export function adminPositionsQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: POSITIONS_KEYS.adminList, queryFn: ({ signal }) => getAdminPositions(http, signal) });
}

export function useAdminPositions() {
  return useQuery(adminPositionsQueryOptions(useHttpClient()));
}
