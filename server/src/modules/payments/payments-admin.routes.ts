import { paymentsAdminEndpoints as endpoints, formatMoney } from "@gkf/contract";
import { payments as paymentsEn } from "@gkf/contract/i18n/en-payments";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { csvCell } from "../../http/csv.js";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { paymentsAdmin: payments } = app.services;
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  });

  route(app, endpoints.fees, {}, async (request) => {
    await requirePermission(request, "payments.read");
    return { items: await payments.listFees() };
  });

  route(app, endpoints.setFees, {}, async (request) => {
    const scope = await requirePermission(request, "fees.manage");
    return { items: await payments.updateFees(scope.userId, request.body.items, meta(request)) };
  });

  route(app, endpoints.ledger, {}, async (request) => {
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
  });

  route(app, endpoints.ledgerCsv, {}, async (request, reply) => {
    const scope = await requirePermission(request, "payments.read");
    const query = request.query;
    const ledger = await payments.ledger(scope, {
      ...query,
      to: query.to ? dayAfter(query.to) : undefined,
      page: 1,
      pageSize: 50_000,
    });
    // The values a person reads as the app shows them ("Paid", "Greater Accra"); the header stays as pinned.
    const regionNames = new Map((await app.services.regions.listRegions()).map((region) => [region.code, region.name]));
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
        paymentsEn.statuses[item.status] ?? item.status,
        item.purpose,
        item.amount,
        formatMoney(item.amount).replace("GH₵ ", ""),
        item.channel,
        item.receipt_number,
        `${item.member.first_name} ${item.member.last_name}`,
        item.member.code,
        item.member.region ? (regionNames.get(item.member.region) ?? item.member.region) : null,
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
  });

  route(app, endpoints.recordManual, {}, async (request) => {
    const scope = await requirePermission(request, "payments.manage");
    return payments.recordManual(scope.userId, request.body, meta(request));
  });

  route(app, endpoints.void, {}, async (request) => {
    const scope = await requirePermission(request, "payments.manage");
    return payments.voidManual(scope.userId, request.params.reference, request.body.reason, meta(request));
  });

  route(app, endpoints.refund, {}, async (request) => {
    const scope = await requirePermission(request, "payments.manage");
    return payments.markRefunded(scope.userId, request.params.reference, request.body, meta(request));
  });
};
