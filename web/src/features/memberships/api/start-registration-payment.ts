import { paymentsEndpoints } from "@gkf/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";

/**
 * POST /my-account/membership/payment/initialize {purpose: "REGISTRATION"}: the amount comes
 * from the fee table; the member then pays on the provider's checkout page.
 */
export function useStartRegistrationPayment() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: () => callEndpoint(http, paymentsEndpoints.initialize, { body: { purpose: "REGISTRATION" } }),
  });
}

/**
 * GET /my-account/membership/payment/quote?purpose=REGISTRATION: the fee, shown before the member
 * leaves for the checkout. Without it the call to action still works, so failures are quiet.
 */
export function useRegistrationFee() {
  const http = useHttpClient();
  return useQuery({
    queryKey: ["memberships", "registration-fee"],
    queryFn: ({ signal }) =>
      callEndpoint(http, paymentsEndpoints.quote, { query: { purpose: "REGISTRATION" } }, { silent: true, signal }),
    staleTime: 60_000,
    retry: false,
  });
}
