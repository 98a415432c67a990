import { InitializePaymentResponseSchema, type PaymentPurpose } from "@gkf/contract";
import { useMutation } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { goToCheckout } from "./checkout-redirect";

export type InitializedPayment = ReturnType<typeof InitializePaymentResponseSchema.parse>;

/**
 * POST /my-account/membership/payment/initialize: 201 a new payment, 200 the one still open for
 * that purpose. The server's 409s (already paid, renewal before registration, no fee configured)
 * and 502 (provider down) carry a message the error toast shows as it is.
 */
export async function initializePayment(http: HttpClient, purpose: PaymentPurpose): Promise<InitializedPayment> {
  const { data } = await http.request("/my-account/membership/payment/initialize", {
    method: "POST",
    body: { purpose },
    acceptStatus: [200, 201],
    parse: InitializePaymentResponseSchema.parse,
    withAuth: true,
  });
  return data;
}

/** Starts (or resumes) paying and goes to the provider's checkout page. */
export function useStartPayment() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (purpose: PaymentPurpose) => initializePayment(http, purpose),
    onSuccess: (payment) => goToCheckout(payment.authorization_url),
  });
}
