import { type AdminPosition, positionsEndpoints } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";

export type PositionStatusAction = "open" | "close";

/** POST /admin/positions/:id/open or /close. */
export async function setPositionStatus(
  http: HttpClient,
  { id, action }: { id: string; action: PositionStatusAction },
): Promise<AdminPosition> {
  return callEndpoint(http, positionsEndpoints[action], { params: { id } });
}

export function useSetPositionStatus() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: string; action: PositionStatusAction }) => setPositionStatus(http, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSITIONS_KEYS.all }),
  });
}
