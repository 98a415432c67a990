import { AdminPaymentSchema, type ManualPaymentRequest } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

/** The forms show these refusals themselves (under the fields, or as the form's own alert). */
const shownByForm = (error: HttpError) =>
  error.status === 400 || error.status === 403 || error.status === 404 || error.status === 409;

async function post(http: HttpClient, path: string, body: unknown) {
  const { data } = await http.request(path, {
    method: "POST",
    body,
    withAuth: true,
    silent: shownByForm,
    parse: AdminPaymentSchema.parse,
  });
  return data;
}

const paymentPath = (reference: string, action: "void" | "refund") =>
  `/admin/payments/${encodeURIComponent(reference)}/${action}`;

/** Any change by an official: every page of the ledger (and its totals) is asked again. */
function useLedgerMutation<T>(send: (http: HttpClient, input: T) => ReturnType<typeof post>) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => send(http, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, "ledger"] }),
  });
}

/** POST /admin/payments/manual: cash or a bank transfer received at the secretariat. */
export function useRecordManualPayment() {
  return useLedgerMutation((http, input: ManualPaymentRequest) => post(http, "/admin/payments/manual", input));
}

/** POST /admin/payments/:reference/void: another official, within 24 hours, with a reason. */
export function useVoidPayment() {
  return useLedgerMutation((http, input: { reference: string; reason: string }) =>
    post(http, paymentPath(input.reference, "void"), { reason: input.reason }),
  );
}

export interface RefundInput {
  reference: string;
  refunded_on: string;
  refund_reference?: string;
  note: string;
}

/** POST /admin/payments/:reference/refund: a refund made outside the portal, recorded. */
export function useRefundPayment() {
  return useLedgerMutation((http, { reference, ...body }: RefundInput) =>
    post(http, paymentPath(reference, "refund"), body),
  );
}
