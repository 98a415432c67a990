import { type MobileMoneyChargeRequest, type PaymentPurpose, paymentsEndpoints } from "@gkf/contract";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

/** GET /my-account/membership/payment/quote: the fee and the wallet to suggest, before anything starts. */
export function paymentQuoteQueryOptions(http: HttpClient, purpose: PaymentPurpose) {
  return queryOptions({
    queryKey: [...paymentKeys.all, "quote", purpose] as const,
    // The form works without it (no amount, no suggested wallet): no toast.
    queryFn: ({ signal }) =>
      callEndpoint(http, paymentsEndpoints.quote, { query: { purpose } }, { silent: true, signal }),
    staleTime: 60_000,
  });
}

export function usePaymentQuote(purpose: PaymentPurpose) {
  return useQuery(paymentQuoteQueryOptions(useHttpClient(), purpose));
}

/** A refusal the form shows beside its field (wrong wallet, wrong code) rather than as a toast. */
const isFieldRefusal = (error: HttpError) => error.status === 422 || error.status === 400;

/** POST /my-account/membership/payment/mobile-money: the provider prompts the member's phone. */
export function useStartMobileMoney() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (request: MobileMoneyChargeRequest) =>
      callEndpoint(http, paymentsEndpoints.mobileMoney, { body: request }, { silent: isFieldRefusal }),
  });
}

/** POST /my-account/membership/payment/mobile-money/otp: the voucher code some networks send. */
export function useSubmitMobileMoneyOtp() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (request: { reference: string; otp: string }) =>
      callEndpoint(http, paymentsEndpoints.mobileMoneyOtp, { body: request }, { silent: isFieldRefusal }),
  });
}

/** POST /my-account/membership/payment/mobile-money/cancel: give up on a prompt (paid meanwhile: SUCCESS). */
export function useCancelMobileMoney() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (reference: string) => callEndpoint(http, paymentsEndpoints.cancelMobileMoney, { body: { reference } }),
  });
}
