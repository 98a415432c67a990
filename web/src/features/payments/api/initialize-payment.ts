import { type EndpointAnswer, type PaymentPurpose, paymentsEndpoints } from "@gkf/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { goToCheckout } from "./checkout-redirect";

export type InitializedPayment = EndpointAnswer<typeof paymentsEndpoints.initialize>;

/**
 * POST /my-account/membership/payment/initialize: 201 a new payment, 200 the one still open for
 * that purpose. The server's 409s (already paid, renewal before registration, no fee configured)
 * and 502 (provider down) carry a message the error toast shows as it is.
 */
export async function initializePayment(http: HttpClient, purpose: PaymentPurpose): Promise<InitializedPayment> {
  return callEndpoint(http, paymentsEndpoints.initialize, { body: { purpose } });
}

/** Starts (or resumes) paying and goes to the provider's checkout page. */
export function useStartPayment() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (purpose: PaymentPurpose) => initializePayment(http, purpose),
    onSuccess: (payment) => goToCheckout(payment.authorization_url),
  });
}
