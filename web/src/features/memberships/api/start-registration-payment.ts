import { InitializePaymentResponseSchema, PaymentQuoteSchema } from "@gkf/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useHttpClient } from "../../../shared/services/services-context";

/**
 * POST /my-account/membership/payment/initialize {purpose: "REGISTRATION"}: the amount comes
 * from the fee table; the member then pays on the provider's checkout page.
 */
export function useStartRegistrationPayment() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await http.request("/my-account/membership/payment/initialize", {
        method: "POST",
        body: { purpose: "REGISTRATION" },
        parse: InitializePaymentResponseSchema.parse,
        withAuth: true,
      });
      return data;
    },
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
      http
        .request("/my-account/membership/payment/quote", {
          query: { purpose: "REGISTRATION" },
          parse: PaymentQuoteSchema.parse,
          withAuth: true,
          silent: true,
          signal,
        })
        .then(({ data }) => data),
    staleTime: 60_000,
    retry: false,
  });
}
