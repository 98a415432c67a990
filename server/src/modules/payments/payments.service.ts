import { randomBytes, randomUUID } from "node:crypto";
import { type Fee, formatMoney, type Payment, type PaymentPurpose } from "@gkf/contract";
import type { Kysely } from "kysely";
import type { AppConfig } from "../../config/config.js";
import { nextCounterValue } from "../../db/counters.js";
import type { Database } from "../../db/database.js";
import { AppError, conflict, notFound } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { AccountsService } from "../accounts/accounts.service.js";
import type { AuditService } from "../audit/audit.service.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { PaymentProvider, ProviderVerdict } from "./payment-providers.js";
import { PaymentsRepository } from "./payments.repository.js";
import type { PaymentRow } from "./payments.table.js";
import { renderReceipt } from "./receipt.js";

export const PAYMENT_ERROR_CODES = {
  FEE_NOT_CONFIGURED: "FEE_NOT_CONFIGURED",
  PROVIDER_UNAVAILABLE: "PROVIDER_UNAVAILABLE",
} as const;

/**
 * Fees, payments and crediting. The amount always comes from the fee table; a payment is
 * credited once, in one transaction with what it pays for, whichever of verify and webhook
 * arrives first and in whichever process.
 */
export class PaymentsService {
  constructor(
    private readonly config: AppConfig,
    private readonly repository: PaymentsRepository,
    readonly provider: PaymentProvider,
    private readonly memberships: MembershipsService,
    private readonly accounts: AccountsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  // Fees

  async listFees(): Promise<Fee[]> {
    return (await this.repository.listFees()).map((fee) => ({
      membership_type: fee.membership_type as Fee["membership_type"],
      purpose: fee.purpose,
      amount: fee.amount,
      currency: "GHS",
      period_months: fee.period_months,
    }));
  }

  async updateFees(officialId: string, fees: Fee[], meta: { ip: string; userAgent: string }): Promise<Fee[]> {
    const before = await this.listFees();
    const now = new Date().toISOString();
    await this.repository.db.transaction().execute(async (trx) => {
      const repository = new PaymentsRepository(trx);
      for (const fee of fees) await repository.upsertFee({ ...fee, updated_at: now, updated_by: officialId });
    });
    await this.audit.record({
      action: "FEES_UPDATED",
      actorUserId: officialId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { before, after: fees },
    });
    return this.listFees();
  }

  // Member side

  async initialize(
    userId: string,
    purpose: PaymentPurpose,
  ): Promise<{
    created: boolean;
    body: { reference: string; authorization_url: string; amount: number; currency: "GHS" };
  }> {
    const membership = await this.memberships.assertPayable(userId, purpose);
    const open = await this.repository.findOpen(userId, purpose);
    if (open?.authorization_url) {
      return {
        created: false,
        body: {
          reference: open.reference,
          authorization_url: open.authorization_url,
          amount: open.amount,
          currency: "GHS",
        },
      };
    }
    const fee = await this.repository.findFee(membership.membership_type, purpose);
    if (!fee) {
      throw new AppError(409, PAYMENT_ERROR_CODES.FEE_NOT_CONFIGURED, "The federation has not set this fee yet.", {
        action: "Please try again later or contact the secretariat.",
      });
    }
    const member = await this.accounts.getMember(userId);
    const profile = await this.accounts.getProfile(userId);
    const reference = `GKF-${purpose === "REGISTRATION" ? "REG" : "REN"}-${randomBytes(9).toString("hex").toUpperCase()}`;
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.repository.insert({
      id,
      user_id: userId,
      reference,
      purpose,
      provider: this.provider.name,
      amount: fee.amount,
      currency: "GHS",
      period_months: fee.period_months,
      status: "PENDING",
      channel: null,
      authorization_url: null,
      paid_at: null,
      receipt_number: null,
      region_code: membership.region_code,
      created_at: now,
      updated_at: now,
    });
    let authorizationUrl: string;
    try {
      ({ authorizationUrl } = await this.provider.initialize({
        reference,
        amount: fee.amount,
        currency: "GHS",
        // Paystack needs an e-mail; members who log in by phone get a stable, undeliverable one.
        email: profile.email ?? `member-${userId}@members.gkf.invalid`,
        callbackUrl: `${this.config.publicUrl}/dashboard/modals/payment-response?reference=${encodeURIComponent(reference)}`,
        metadata: {
          purpose,
          membership_type: membership.membership_type,
          member: `${member?.firstName ?? ""} ${member?.lastName ?? ""}`.trim(),
        },
      }));
    } catch (error) {
      await this.repository.markUnpaid(id, "FAILED");
      await this.repository.recordEvent(
        id,
        "initialize",
        `failed: ${String(error instanceof Error ? error.message : error)}`.slice(0, 48),
        null,
      );
      throw new AppError(
        502,
        PAYMENT_ERROR_CODES.PROVIDER_UNAVAILABLE,
        "The payment service did not answer. Nothing was charged.",
        {
          action: "Please try again in a few minutes.",
        },
      );
    }
    await this.repository.db
      .updateTable("payments")
      .set({ authorization_url: authorizationUrl })
      .where("reference", "=", reference)
      .execute();
    return {
      created: true,
      body: { reference, authorization_url: authorizationUrl, amount: fee.amount, currency: "GHS" },
    };
  }

  /** Asks the provider about one of the caller's payments and credits it if paid. */
  async verifyOwn(userId: string, reference: string): Promise<Payment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment || payment.user_id !== userId) throw notFound("You have no payment with this reference.");
    // Only SUCCESS is final: a payment abandoned or failed at one moment can still be completed.
    if (payment.status !== "SUCCESS") await this.settle(payment, await this.askProvider(payment), "verify");
    return this.present((await this.repository.findByReference(reference)) ?? payment);
  }

  async listOwn(userId: string) {
    const payments = await this.repository.listForUser(userId);
    return { items: payments.map((payment) => this.present(payment)), summary: summarise(payments) };
  }

  async summaryFor(userId: string) {
    return summarise(await this.repository.listForUser(userId));
  }

  async receiptOwn(userId: string, reference: string): Promise<Buffer> {
    const payment = await this.repository.findByReference(reference);
    if (!payment || payment.user_id !== userId) throw notFound("You have no payment with this reference.");
    if (payment.status !== "SUCCESS" || !payment.receipt_number)
      throw conflict("There is a receipt once the payment has succeeded.");
    const member = await this.accounts.getMember(userId);
    const membership = await this.memberships.findByUser(userId);
    return renderReceipt({
      receiptNumber: payment.receipt_number,
      reference: payment.reference,
      memberName: `${member?.firstName ?? ""} ${member?.lastName ?? ""}`.trim(),
      membershipCode: membership?.code ?? null,
      purpose: payment.purpose,
      amount: payment.amount,
      currency: payment.currency,
      channel: payment.channel,
      paidAt: payment.paid_at ?? payment.updated_at,
    });
  }

  // Provider notifications

  /** A signed webhook: the event names a reference; we ask the provider ourselves before crediting. */
  async handleWebhook(reference: string, event: string): Promise<void> {
    const payment = await this.repository.findByReference(reference);
    await this.repository.recordEvent(payment?.id ?? null, "webhook", event, null);
    if (!payment || payment.status === "SUCCESS") return;
    if (event !== "charge.success" && event !== "charge.failed") return;
    await this.settle(payment, await this.askProvider(payment), "webhook");
  }

  // Officials

  async ledger(
    scope: StaffScope,
    filter: {
      status?: string;
      purpose?: string;
      from?: string;
      to?: string;
      region?: string;
      page: number;
      pageSize: number;
    },
  ) {
    if (filter.region && !scope.canAccessRegion(filter.region)) {
      throw new AppError(403, "FORBIDDEN", "You can see payments of your own region only.");
    }
    const { rows, total, paidAmount } = await this.repository.ledger({
      ...filter,
      regions: filter.region ? [filter.region] : scope.regions,
    });
    const members = await this.accounts.getMembers([...new Set(rows.map((row) => row.user_id))]);
    const codes = await Promise.all(rows.map((row) => this.memberships.findByUser(row.user_id)));
    return {
      items: rows.map((row, index) => {
        const member = members.get(row.user_id);
        return {
          ...this.present(row),
          member: {
            first_name: member?.firstName ?? "",
            last_name: member?.lastName ?? "",
            code: codes[index]?.code ?? null,
            region: row.region_code,
          },
        };
      }),
      total,
      page: filter.page,
      page_size: filter.pageSize,
      totals: { count: total, paid: { amount: paidAmount, currency: "GHS" as const } },
    };
  }

  findByReference(reference: string) {
    return this.repository.findByReference(reference);
  }

  // Helpers

  private async askProvider(payment: PaymentRow): Promise<ProviderVerdict> {
    try {
      return await this.provider.verify(payment.reference);
    } catch {
      throw new AppError(
        502,
        PAYMENT_ERROR_CODES.PROVIDER_UNAVAILABLE,
        "The payment service did not answer. Please check again shortly.",
      );
    }
  }

  /**
   * Credits a paid payment exactly once. The claim (a primary key in payment_credits), the
   * payment's new status, the receipt number and what the payment buys are one transaction.
   */
  private async settle(payment: PaymentRow, verdict: ProviderVerdict, source: "verify" | "webhook"): Promise<void> {
    await this.repository.recordEvent(payment.id, source, "verified", verdict.status);
    if (verdict.status === "FAILED" || verdict.status === "ABANDONED") {
      await this.repository.markUnpaid(payment.id, verdict.status);
      return;
    }
    if (verdict.status !== "SUCCESS") return;
    // Credit only when the provider confirms the amount and currency we asked for.
    if (verdict.amount !== payment.amount || verdict.currency !== payment.currency) {
      await this.repository.recordEvent(payment.id, source, "amount_mismatch", verdict.status);
      await this.audit.record({
        action: "PAYMENT_MISMATCH",
        outcome: "FAILURE",
        subjectUserId: payment.user_id,
        detail: { reference: payment.reference, amount: verdict.amount, currency: verdict.currency },
      });
      return;
    }
    const credited = await this.repository.db.transaction().execute(async (trx) => {
      const repository = new PaymentsRepository(trx);
      if (!(await repository.claimCredit(payment.id, source))) return null;
      const year = new Date().getUTCFullYear();
      const receiptNumber = `GKF-R-${year}-${String(await nextCounterValue(trx, `receipt:${year}`)).padStart(6, "0")}`;
      await repository.markPaid(payment.id, {
        paidAt: verdict.paidAt ?? new Date().toISOString(),
        channel: verdict.channel,
        receiptNumber,
      });
      const { code } =
        payment.purpose === "REGISTRATION"
          ? await this.memberships.creditRegistration(payment.user_id, payment.period_months, trx as Kysely<Database>)
          : await this.memberships.creditRenewal(payment.user_id, payment.period_months, trx as Kysely<Database>);
      return { receiptNumber, code };
    });
    if (!credited) return;
    await this.audit.record({
      action: "PAYMENT_CREDITED",
      subjectUserId: payment.user_id,
      detail: { reference: payment.reference, purpose: payment.purpose, amount: payment.amount, source },
    });
    const member = await this.accounts.getMember(payment.user_id);
    if (member) {
      await this.notifications.send({
        channel: member.contact.channel,
        to: member.contact.to,
        template: member.contact.channel === "email" ? "payment_receipt_email" : "payment_receipt_sms",
        values: {
          first_name: member.firstName,
          amount: formatMoney(payment.amount),
          purpose: payment.purpose === "REGISTRATION" ? "registration fee" : "membership renewal",
          receipt: credited.receiptNumber,
          code: credited.code ?? "",
          link: `${this.config.publicUrl}/dashboard/my-membership/payments`,
        },
        // The receipt PDF travels with the e-mail; an SMS cannot carry it.
        attachments:
          member.contact.channel === "email"
            ? [
                {
                  filename: `receipt-${credited.receiptNumber}.pdf`,
                  contentType: "application/pdf",
                  content: await this.receiptOwn(payment.user_id, payment.reference),
                },
              ]
            : undefined,
      });
    }
  }

  private present(payment: PaymentRow): Payment {
    return {
      reference: payment.reference,
      purpose: payment.purpose,
      status: payment.status,
      amount: payment.amount,
      currency: "GHS",
      provider: payment.provider,
      channel: payment.channel,
      created_at: payment.created_at,
      paid_at: payment.paid_at,
      receipt_number: payment.receipt_number,
      receipt_url: payment.receipt_number
        ? `/api/my-account/membership/payments/${encodeURIComponent(payment.reference)}/receipt`
        : null,
      authorization_url:
        payment.status === "PENDING" || payment.status === "ABANDONED" ? payment.authorization_url : null,
    };
  }
}

function summarise(payments: PaymentRow[]) {
  const paid = payments.filter((payment) => payment.status === "SUCCESS");
  return {
    registration_paid_at: paid.find((payment) => payment.purpose === "REGISTRATION")?.paid_at ?? null,
    last_payment_at:
      paid
        .map((payment) => payment.paid_at ?? "")
        .sort()
        .at(-1) || null,
    total_paid: { amount: paid.reduce((sum, payment) => sum + payment.amount, 0), currency: "GHS" as const },
    open_payments: payments.filter((payment) => payment.status === "PENDING").length,
  };
}
