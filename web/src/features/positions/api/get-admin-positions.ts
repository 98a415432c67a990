import { type AdminPosition, positionsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";

/** A 403 is explained on the page (only federation officials manage positions), not toasted. */
export const isForbidden = (error: HttpError) => error.status === 403;

/** GET /admin/positions: every position, newest first, with its application counts. */
export async function getAdminPositions(http: HttpClient, signal?: AbortSignal): Promise<AdminPosition[]> {
  const { items } = await callEndpoint(http, positionsEndpoints.adminList, {}, { silent: isForbidden, signal });
  return items;
}

export function adminPositionsQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: POSITIONS_KEYS.adminList, queryFn: ({ signal }) => getAdminPositions(http, signal) });
}

/** `enabled: false` when the signed-in person cannot manage positions: no call that must fail. */
export function useAdminPositions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminPositionsQueryOptions(useHttpClient()), enabled });
}
