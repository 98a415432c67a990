import { type DecisionStatus, type PositionApplication, positionsEndpoints } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { POSITIONS_KEYS } from "./positions-query-keys";

export interface DecisionRequest {
  positionId: string;
  applicationId: string;
  status: DecisionStatus;
  /** Required by the server when rejecting: the applicant reads it. */
  note?: string;
}

/** PATCH /admin/positions/:id/applications/:applicationId; the applicant is told by e-mail or SMS. */
export async function decideApplication(http: HttpClient, request: DecisionRequest): Promise<PositionApplication> {
  const note = request.note?.trim();
  return callEndpoint(http, positionsEndpoints.decide, {
    params: { id: request.positionId, applicationId: request.applicationId },
    body: { status: request.status, ...(note ? { note } : {}) },
  });
}

export function useDecideApplication() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DecisionRequest) => decideApplication(http, request),
    // Settled, not success: a 409 (seat taken, decided by a colleague) means this view is out of date.
    onSettled: (_data, _error, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSITIONS_KEYS.applicants(request.positionId) }),
        queryClient.invalidateQueries({ queryKey: POSITIONS_KEYS.adminList }),
      ]),
  });
}
