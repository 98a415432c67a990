import { type Payment, paymentsEndpoints } from "@gkf/contract";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";
import { nextPollDelay } from "./poll-delay";

/** A reference that is not the caller's answers 404: the page says so itself. */
const isNotFound = (error: HttpError) => error.status === 404;

/** POST /my-account/membership/payment/verify: asks the provider and credits the payment once paid. */
export async function verifyPayment(http: HttpClient, reference: string, signal?: AbortSignal): Promise<Payment> {
  return callEndpoint(http, paymentsEndpoints.verify, { body: { reference } }, { silent: isNotFound, signal });
}

/**
 * The payment result page's check. While the provider still says PENDING it asks again a few
 * times, waiting longer each time (nextPollDelay), then stops and lets the member ask.
 */
export function verifyPaymentQueryOptions(http: HttpClient, reference: string) {
  return queryOptions({
    queryKey: paymentKeys.verify(reference),
    queryFn: ({ signal }) => verifyPayment(http, reference, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === "PENDING" ? nextPollDelay(query.state.dataUpdateCount) : false,
  });
}

export function useVerifyPaymentQuery(reference: string) {
  return useQuery(verifyPaymentQueryOptions(useHttpClient(), reference));
}

/** "Check status" on a pending payment of the history. */
export function useVerifyPayment() {
  const http = useHttpClient();
  return useMutation({ mutationFn: (reference: string) => verifyPayment(http, reference) });
}
