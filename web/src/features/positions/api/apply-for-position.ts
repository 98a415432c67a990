import { type ApplyRequest, type PositionApplication, positionsEndpoints } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";
import { withSpecFailureToast } from "./spec-failure-toast";

/** POST /gkf/my-positions/applications/apply → 201 with the new application. */
export async function applyForPosition(http: HttpClient, request: ApplyRequest): Promise<PositionApplication> {
  const statement = request.statement?.trim();
  return callEndpoint(
    http,
    positionsEndpoints.apply,
    { body: { position: request.position, ...(statement ? { statement } : {}) } },
    { silent: true },
  );
}

/**
 * The original showed the positions-list text when applying failed; applying has its own toast
 * (issue 6, the catalogue's positions.toasts.apply_for_position). Both lists change, whatever the outcome (a refusal may
 * mean the page was out of date).
 */
export function useApplyForPosition() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyRequest) =>
      withSpecFailureToast("positions.toasts.apply_for_position", applyForPosition(http, request)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSITIONS_KEYS.available }),
        queryClient.invalidateQueries({ queryKey: POSITIONS_KEYS.myApplications }),
      ]),
  });
}
