import { accountsEndpoints, type Fee, paymentsAdminEndpoints } from "@gkf/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

/** GET /admin/fees: registration and renewal per membership type, in pesewas. */
export function getFees(http: HttpClient, signal?: AbortSignal) {
  return callEndpoint(http, paymentsAdminEndpoints.fees, {}, { signal });
}

export function feesQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: paymentKeys.fees(), queryFn: ({ signal }) => getFees(http, signal) });
}

export function useFees() {
  return useQuery(feesQueryOptions(useHttpClient()));
}

/** Regional admins may read the fees but not set them: the page explains a 403 itself. */
const isForbidden = (error: HttpError) => error.status === 403;

/** PUT /admin/fees; the answer is the new table. */
export function useUpdateFees() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: Fee[]) =>
      callEndpoint(http, paymentsAdminEndpoints.setFees, { body: { items } }, { silent: isForbidden }),
    // The answer is the table as saved: no second request for it on a metered connection.
    onSuccess: (table) => queryClient.setQueryData(paymentKeys.fees(), table),
  });
}

/** GET /my-account/profile: the staff grants decide what an official may change here. */
export function useStaffProfile() {
  const http = useHttpClient();
  return useQuery({
    queryKey: paymentKeys.profile(),
    queryFn: ({ signal }) => callEndpoint(http, accountsEndpoints.profile, {}, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
