import { type AdminPosition, type PositionWrite, positionsEndpoints } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";

export interface SavePositionRequest {
  /** Absent: create a draft (POST); present: edit that position (PUT). */
  id?: string;
  position: PositionWrite;
}

export async function savePosition(http: HttpClient, { id, position }: SavePositionRequest): Promise<AdminPosition> {
  // Field errors are shown under the fields; anything else gets the usual toast.
  const options = { silent: (error: HttpError) => error.status === 400 && Boolean(error.body?.fields) };
  return id
    ? callEndpoint(http, positionsEndpoints.edit, { params: { id }, body: position }, options)
    : callEndpoint(http, positionsEndpoints.create, { body: position }, options);
}

export function useSavePosition() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePositionRequest) => savePosition(http, request),
    // Members' open positions change too when an open position is edited.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSITIONS_KEYS.all }),
  });
}
