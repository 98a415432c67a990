import { type AvailablePosition, positionsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";
import { withSpecFailureToast } from "./spec-failure-toast";

/** GET /gkf/positions/available: open positions with the member's eligibility and application. */
export async function getAvailablePositions(http: HttpClient, signal?: AbortSignal): Promise<AvailablePosition[]> {
  // The spec's own toast instead of the generic one (spec section 8, "Available positions").
  const { items } = await callEndpoint(http, positionsEndpoints.available, {}, { silent: true, signal });
  return items;
}

export function availablePositionsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: POSITIONS_KEYS.available,
    queryFn: ({ signal }) =>
      withSpecFailureToast("positions.toasts.available_positions", getAvailablePositions(http, signal)),
  });
}

export function useAvailablePositions() {
  return useQuery(availablePositionsQueryOptions(useHttpClient()));
}
