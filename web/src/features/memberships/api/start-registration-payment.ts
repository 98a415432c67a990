import { InitializePaymentResponseSchema } from "@gkf/contract";
import { useMutation } from "@tanstack/react-query";
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
