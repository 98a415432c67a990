import { type AvailablePosition, AvailablePositionSchema, SPEC_TOASTS } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { parseItemList } from "./parse-item-list";
import { POSITIONS_KEYS } from "./positions-query-keys";
import { withSpecFailureToast } from "./spec-failure-toast";

const parseAvailablePositionList = parseItemList(AvailablePositionSchema.parse);

/** GET /gkf/positions/available: open positions with the member's eligibility and application. */
export function getAvailablePositions(http: HttpClient, signal?: AbortSignal): Promise<AvailablePosition[]> {
  return http.get("/gkf/positions/available", {
    parse: parseAvailablePositionList,
    withAuth: true,
    // The spec's own toast instead of the generic one (spec section 8, "Available positions").
    silent: true,
    signal,
  });
}

export function availablePositionsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: POSITIONS_KEYS.available,
    queryFn: ({ signal }) => withSpecFailureToast(SPEC_TOASTS.availablePositions, getAvailablePositions(http, signal)),
  });
}

export function useAvailablePositions() {
  return useQuery(availablePositionsQueryOptions(useHttpClient()));
}
