import { type PositionApplication, positionsEndpoints } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";
import { withSpecFailureToast } from "./spec-failure-toast";

/** PATCH /gkf/my-positions/applications/withdraw → the application, now WITHDRAWN. */
export async function withdrawApplication(http: HttpClient, positionId: string): Promise<PositionApplication> {
  return callEndpoint(http, positionsEndpoints.withdraw, { body: { position: positionId } }, { silent: true });
}

export function useWithdrawApplication() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positionId: string) =>
      withSpecFailureToast("positions.toasts.withdraw_application", withdrawApplication(http, positionId)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSITIONS_KEYS.available }),
        queryClient.invalidateQueries({ queryKey: POSITIONS_KEYS.myApplications }),
      ]),
  });
}
