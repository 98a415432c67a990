import { type DojoAffiliation, dojosEndpoints } from "@gkf/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";

/** GET /gkf/dojos/:id/affiliation: this season's state, fee, receipt and the seasons before. */
export function useAffiliation(dojoId: string, enabled = true) {
  const http = useHttpClient();
  return useQuery({
    enabled,
    queryKey: DOJOS_KEYS.affiliation(dojoId),
    queryFn: ({ signal }): Promise<DojoAffiliation> =>
      callEndpoint(http, dojosEndpoints.affiliation, { params: { id: dojoId } }, { silent: true, signal }),
  });
}

/**
 * Leaves the app for the provider's checkout page, like every payment (payments/api/checkout-redirect.ts:
 * features do not import each other). The provider sends the payer back to the payment result
 * page, which checks the payment and shows the receipt.
 */
export function goToCheckout(authorizationUrl: string): void {
  const url = new URL(authorizationUrl, window.location.origin);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`Refusing to open a checkout page at ${url.protocol}`);
  }
  window.location.assign(url.href);
}

/** POST /gkf/dojos/:id/affiliation/pay, then the checkout page. */
export function usePayAffiliation(dojoId: string) {
  const http = useHttpClient();
  return useMutation({
    mutationFn: () => callEndpoint(http, dojosEndpoints.payAffiliation, { params: { id: dojoId } }),
    onSuccess: (payment) => goToCheckout(payment.authorization_url),
  });
}
