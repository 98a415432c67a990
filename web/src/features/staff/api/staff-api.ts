import { type StaffGrantList, type StaffGrantWrite, staffEndpoints } from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";

const STAFF_KEY = ["staff"] as const;

/** Refusals the page explains itself (not a toast): 400, 403, 404 and 409 with their codes. */
const explainedOnPage = (error: HttpError) => error.status !== null && [400, 403, 404, 409].includes(error.status);

/** GET /admin/staff (super admins). */
export function useStaffGrants() {
  const http = useHttpClient();
  return useQuery<StaffGrantList>({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => callEndpoint(http, staffEndpoints.list, {}, { signal, silent: explainedOnPage }),
  });
}

/** POST /admin/staff; the list is read again afterwards. */
export function useGrantStaff() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffGrantWrite) =>
      callEndpoint(http, staffEndpoints.grant, { body }, { silent: explainedOnPage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** DELETE /admin/staff/:grantId; the list is read again afterwards. */
export function useRevokeStaff() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) =>
      callEndpoint(http, staffEndpoints.revoke, { params: { grantId } }, { silent: explainedOnPage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
