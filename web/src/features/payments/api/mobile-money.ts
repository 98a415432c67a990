import {
  type MobileMoneyCharge,
  type MobileMoneyChargeRequest,
  MobileMoneyChargeSchema,
  type PaymentPurpose,
  PaymentQuoteSchema,
} from "@gkf/contract";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

/** GET /my-account/membership/payment/quote: the fee and the wallet to suggest, before anything starts. */
export function paymentQuoteQueryOptions(http: HttpClient, purpose: PaymentPurpose) {
  return queryOptions({
    queryKey: [...paymentKeys.all, "quote", purpose] as const,
    queryFn: ({ signal }) =>
      http
        .request("/my-account/membership/payment/quote", {
          query: { purpose },
          parse: PaymentQuoteSchema.parse,
          withAuth: true,
          // The form works without it (no amount, no suggested wallet): no toast.
          silent: true,
          signal,
        })
        .then(({ data }) => data),
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
    mutationFn: async (request: MobileMoneyChargeRequest): Promise<MobileMoneyCharge> => {
      const { data } = await http.request("/my-account/membership/payment/mobile-money", {
        method: "POST",
        body: request,
        acceptStatus: [200, 201],
        parse: MobileMoneyChargeSchema.parse,
        withAuth: true,
        silent: isFieldRefusal,
      });
      return data;
    },
  });
}

/** POST /my-account/membership/payment/mobile-money/otp: the voucher code some networks send. */
export function useSubmitMobileMoneyOtp() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: async (request: { reference: string; otp: string }): Promise<MobileMoneyCharge> => {
      const { data } = await http.request("/my-account/membership/payment/mobile-money/otp", {
        method: "POST",
        body: request,
        parse: MobileMoneyChargeSchema.parse,
        withAuth: true,
        silent: isFieldRefusal,
      });
      return data;
    },
  });
}

/** POST /my-account/membership/payment/mobile-money/cancel: give up on a prompt (paid meanwhile: SUCCESS). */
export function useCancelMobileMoney() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: async (reference: string): Promise<MobileMoneyCharge> => {
      const { data } = await http.request("/my-account/membership/payment/mobile-money/cancel", {
        method: "POST",
        body: { reference },
        parse: MobileMoneyChargeSchema.parse,
        withAuth: true,
      });
      return data;
    },
  });
}
