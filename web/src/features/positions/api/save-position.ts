import { AdminPositionSchema } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import type { AdminPosition, PositionWrite } from "./admin-position-types";
import { POSITIONS_KEYS } from "./positions-query-keys";

export interface SavePositionRequest {
  /** Absent: create a draft (POST); present: edit that position (PUT). */
  id?: string;
  position: PositionWrite;
}

export async function savePosition(http: HttpClient, { id, position }: SavePositionRequest): Promise<AdminPosition> {
  const { data } = await http.request(id ? `/admin/positions/${encodeURIComponent(id)}` : "/admin/positions", {
    method: id ? "PUT" : "POST",
    body: position,
    withAuth: true,
    // Field errors are shown under the fields; anything else gets the usual toast.
    silent: (error) => error.status === 400 && Boolean(error.body?.fields),
    parse: AdminPositionSchema.parse,
  });
  return data;
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
