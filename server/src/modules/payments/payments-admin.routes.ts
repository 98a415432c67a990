import {
  AdminPaymentSchema,
  CalendarDateSchema,
  ErrorBodySchema,
  FeeTableSchema,
  FeeTableUpdateSchema,
  formatMoney,
  MANUAL_PAYMENT_VOID_HOURS,
  ManualPaymentRequestSchema,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PageQuerySchema,
  PaymentLedgerSchema,
  RefundPaymentRequestSchema,
  VoidPaymentRequestSchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../http/authenticate.js";
import { requirePermission } from "../../http/permissions.js";
import { binaryResponse } from "../files/files.http.js";

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearer: [] }];
const LedgerQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  from: CalendarDateSchema.optional().describe("First day, inclusive"),
  to: CalendarDateSchema.optional().describe("Last day, inclusive"),
  region: z.string().trim().toUpperCase().length(2).optional(),
});

/** A spreadsheet cell that cannot start a formula (CSV injection) and survives commas and quotes. */
function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { paymentsAdmin: payments } = app.services;

  app.get(
    "/admin/fees",
    {
      onRequest: requireAuth,
      schema: { tags: ["Fees"], summary: "The fee table", security, response: { 200: FeeTableSchema, ...errors } },
    },
    async (request) => {
      await requirePermission(request, "payments.read");
      return { items: await payments.listFees() };
    },
  );

  app.put(
    "/admin/fees",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Fees"],
        summary: "Set fees (registration and renewal per membership type); audited",
        security,
        body: FeeTableUpdateSchema,
        response: { 200: FeeTableSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requirePermission(request, "fees.manage");
      const items = await payments.updateFees(scope.userId, request.body.items, {
        ip: request.ip,
        userAgent: String(request.headers["user-agent"] ?? ""),
      });
      return { items };
    },
  );

  app.get(
    "/admin/payments",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "Payments ledger with totals (paginated, newest first)",
        security,
        querystring: PageQuerySchema.extend(LedgerQuerySchema.shape),
        response: { 200: PaymentLedgerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requirePermission(request, "payments.read");
      const query = request.query;
      return payments.ledger(scope, {
        status: query.status,
        purpose: query.purpose,
        from: query.from,
        to: query.to ? dayAfter(query.to) : undefined,
        region: query.region,
        page: query.page,
        pageSize: query.page_size,
      });
    },
  );

  app.get(
    "/admin/payments.csv",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "The payments ledger as CSV (same filters, up to 50,000 rows)",
        security,
        querystring: LedgerQuerySchema,
        response: { 200: binaryResponse("text/csv", "CSV"), ...errors },
      },
    },
    async (request, reply) => {
      const scope = await requirePermission(request, "payments.read");
      const query = request.query;
      const ledger = await payments.ledger(scope, {
        ...query,
        to: query.to ? dayAfter(query.to) : undefined,
        page: 1,
        pageSize: 50_000,
      });
      const header = [
        "reference",
        "created_at",
        "paid_at",
        "status",
        "purpose",
        "amount_pesewas",
        "amount",
        "channel",
        "receipt_number",
        "member",
        "membership_code",
        "region",
        "provider",
        "needs_refund",
        "manual_method",
        "manual_reference",
        "recorded_by",
        "voided_reason",
        "refunded_on",
        "refund_note",
      ];
      const lines = ledger.items.map((item) =>
        [
          item.reference,
          item.created_at,
          item.paid_at,
          item.status,
          item.purpose,
          item.amount,
          formatMoney(item.amount).replace("GH₵ ", ""),
          item.channel,
          item.receipt_number,
          `${item.member.first_name} ${item.member.last_name}`,
          item.member.code,
          item.member.region,
          item.provider,
          item.needs_refund ? "yes" : "no",
          item.manual?.method ?? null,
          item.manual?.external_reference ?? null,
          item.manual ? `${item.manual.recorded_by.first_name} ${item.manual.recorded_by.last_name}` : null,
          item.voided?.reason ?? null,
          item.refund?.refunded_on ?? null,
          item.refund?.note ?? null,
        ]
          .map(csvCell)
          .join(","),
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="gkf-payments.csv"')
        .header("cache-control", "private, no-store")
        .send(Buffer.from(`${[header.join(","), ...lines].join("\r\n")}\r\n`, "utf8"));
    },
  );

  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  });
  const manageErrors = { ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema };
  const ReferenceParamsSchema = z.object({ reference: z.string().trim().min(8).max(64) });

  app.post(
    "/admin/payments/manual",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "Record cash or a bank transfer received at the secretariat (federation officials); audited",
        description:
          "The amount is the fee table's for the member's type; it is credited like an online payment, with a receipt. 409 when the purpose is already paid or a renewal is not open yet.",
        security,
        body: ManualPaymentRequestSchema,
        response: { 201: AdminPaymentSchema, ...manageErrors },
      },
    },
    async (request, reply) => {
      const scope = await requirePermission(request, "payments.manage");
      const payment = await payments.recordManual(scope.userId, request.body, meta(request));
      return reply.status(201).send(payment);
    },
  );

  app.post(
    "/admin/payments/:reference/void",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: `Void a manual payment (another official, within ${MANUAL_PAYMENT_VOID_HOURS} hours, with a reason); audited`,
        security,
        params: ReferenceParamsSchema,
        body: VoidPaymentRequestSchema,
        response: { 200: AdminPaymentSchema, ...manageErrors },
      },
    },
    async (request) => {
      const scope = await requirePermission(request, "payments.manage");
      return payments.voidManual(scope.userId, request.params.reference, request.body.reason, meta(request));
    },
  );

  app.post(
    "/admin/payments/:reference/refund",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "Mark a duplicate or disputed payment refunded (refund made outside the portal); audited",
        security,
        params: ReferenceParamsSchema,
        body: RefundPaymentRequestSchema,
        response: { 200: AdminPaymentSchema, ...manageErrors },
      },
    },
    async (request) => {
      const scope = await requirePermission(request, "payments.manage");
      return payments.markRefunded(scope.userId, request.params.reference, request.body, meta(request));
    },
  );
};
