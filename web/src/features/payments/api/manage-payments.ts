import { type EndpointInput, type ManualPaymentRequest, paymentsAdminEndpoints } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

/** The forms show these refusals themselves (under the fields, or as the form's own alert). */
const shownByForm = (error: HttpError) =>
  error.status === 400 || error.status === 403 || error.status === 404 || error.status === 409;
const options = { silent: shownByForm };

/** Any change by an official: every page of the ledger (and its totals) is asked again. */
function useLedgerMutation<T, R>(send: (http: HttpClient, input: T) => Promise<R>) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => send(http, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, "ledger"] }),
  });
}

/** POST /admin/payments/manual: cash or a bank transfer received at the secretariat. */
export function useRecordManualPayment() {
  return useLedgerMutation((http, input: ManualPaymentRequest) =>
    callEndpoint(http, paymentsAdminEndpoints.recordManual, { body: input }, options),
  );
}

/** POST /admin/payments/:reference/void: another official, within 24 hours, with a reason. */
export function useVoidPayment() {
  return useLedgerMutation((http, { reference, reason }: { reference: string; reason: string }) =>
    callEndpoint(http, paymentsAdminEndpoints.void, { params: { reference }, body: { reason } }, options),
  );
}

/** What an official records of a refund made outside the portal, and which payment it was. */
export type RefundInput = NonNullable<EndpointInput<typeof paymentsAdminEndpoints.refund>["body"]> & {
  reference: string;
};

/** POST /admin/payments/:reference/refund: a refund made outside the portal, recorded. */
export function useRefundPayment() {
  return useLedgerMutation((http, { reference, ...body }: RefundInput) =>
    callEndpoint(http, paymentsAdminEndpoints.refund, { params: { reference }, body }, options),
  );
}
