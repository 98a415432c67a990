import { type AdminErasureRequest, type ERASURE_STATUSES, privacyEndpoints } from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpError } from "../../shared/http/http-error";
import { useHttpClient } from "../../shared/services/services-context";

export type ErasureStatus = (typeof ERASURE_STATUSES)[number];
const ERASURES_KEY = ["admin", "erasure-requests"] as const;

/** Refusals the page explains itself (not a toast). */
const explainedOnPage = (error: HttpError) => error.status !== null && [400, 403, 404, 409].includes(error.status);

/** GET /admin/erasure-requests?status= (officials; regional admins their region's members). */
export function useErasureRequests(status: ErasureStatus) {
  const http = useHttpClient();
  return useQuery({
    queryKey: [...ERASURES_KEY, status],
    queryFn: async ({ signal }): Promise<AdminErasureRequest[]> =>
      (await callEndpoint(http, privacyEndpoints.adminList, { query: { status } }, { signal, silent: explainedOnPage }))
        .items,
  });
}

/** POST /admin/erasure-requests/:id/refuse {reason}: recorded, audited and told to the member. */
export function useRefuseErasure() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callEndpoint(
        http,
        privacyEndpoints.refuseErasure,
        { params: { id }, body: { reason } },
        { silent: explainedOnPage },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ERASURES_KEY }),
  });
}
