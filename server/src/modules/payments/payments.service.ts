import { randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Payment, PaymentPurpose, PaymentRecordPurpose } from "@gkf/contract";
import type { AppConfig } from "../../config/config.js";
import { AppError, conflict, notFound } from "../../http/errors.js";
import { renderReceipt } from "../../pdf/receipt.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { PaymentCrediting } from "./payment-crediting.js";
import type { PaymentProvider, ProviderVerdict } from "./payment-providers.js";
import { feeNotConfigured, isUnsettled, PAYMENT_ERROR_CODES, presentPayment, summarise } from "./payment-rules.js";
import type { PaymentsRepository } from "./payments.repository.js";
import type { PaymentRow } from "./payments.table.js";

export { PAYMENT_ERROR_CODES } from "./payment-rules.js";

/** How long concurrent initializes wait for the winner's checkout (longer than a provider call). */
const OPEN_PAYMENT_WAIT_MS = 15_000;
/** An open payment still without a checkout after this long lost its process. */
const STALE_OPEN_PAYMENT_MS = 60_000;

const REFERENCE_PREFIXES: Record<PaymentRecordPurpose, string> = {
  REGISTRATION: "REG",
  RENEWAL: "REN",
  DOJO_AFFILIATION: "DOJ",
  EVENT_ENTRY: "EVT",
  GRADING_FEE: "GRD",
};

/** What a payment is for and costs, before it is stored. */
export interface PaymentOrder {
  purpose: PaymentRecordPurpose;
  /** "" for a member's own fees; "<dojo id>:<season>" for a dojo's affiliation. */
  subject: string;
  amount: number;
  periodMonths: number;
  regionCode: string;
  /** For the provider's metadata. */
  membershipType: string;
}

export interface Initialized {
  created: boolean;
  body: { reference: string; authorization_url: string; amount: number; currency: "GHS" };
}

/**
 * A member's payments: starting one (the amount always comes from the fee table), checking it
 * with the provider, the provider's webhooks, the list and receipts. A paid payment is credited
 * once by PaymentCrediting, whichever of verify and webhook arrives first and in whichever
 * process. The officials' side is PaymentsAdminService.
 */
export class PaymentsService {
  constructor(
    private readonly config: AppConfig,
    private readonly repository: PaymentsRepository,
    readonly provider: PaymentProvider,
    private readonly crediting: PaymentCrediting,
    private readonly memberships: MembershipsService,
    private readonly accounts: MemberDirectory,
    private readonly audit: AuditService,
  ) {}

  // Member side

  async initialize(userId: string, purpose: PaymentPurpose): Promise<Initialized> {
    const membership = await this.memberships.assertPayable(userId, purpose);
    return this.openOrStart(userId, purpose, "", async () => {
      const fee = await this.repository.findFee(membership.membership_type, purpose);
      if (!fee) throw feeNotConfigured("Please try again later or contact the secretariat.");
      return {
        purpose,
        subject: "",
        amount: fee.amount,
        periodMonths: fee.period_months,
        regionCode: membership.region_code,
        membershipType: membership.membership_type,
      };
    });
  }

  /**
   * A payment another module prices and names (a dojo's season): the same one-open-payment rule
   * per member, purpose and subject, the same checkout, verify and receipt. The amount comes from
   * the fee table (`feeFor`), read by the caller.
   */
  initializeFor(userId: string, order: PaymentOrder): Promise<Initialized> {
    return this.openOrStart(userId, order.purpose, order.subject, async () => order);
  }

  /** The fee table's row for a membership type and purpose, if set. */
  async feeFor(membershipType: string, purpose: PaymentRecordPurpose) {
    return (await this.repository.findFee(membershipType, purpose)) ?? null;
  }

  /** The payments of some subjects ("<dojo id>:<season>"), newest first. */
  listBySubjects(purpose: PaymentRecordPurpose, subjects: string[]) {
    return this.repository.listBySubjects(purpose, subjects);
  }

  private async openOrStart(
    userId: string,
    purpose: PaymentRecordPurpose,
    subject: string,
    order: () => Promise<PaymentOrder>,
  ): Promise<Initialized> {
    // At most one open payment per member, purpose and subject (a partial unique index):
    // concurrent initializes, in any process, all answer the one that won the insert. The others
    // wait for its checkout address, which the winner asks the provider for.
    const deadline = Date.now() + OPEN_PAYMENT_WAIT_MS;
    for (let attempt = 0; ; attempt += 1) {
      const open = await this.repository.findOpen(userId, purpose, subject);
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
      if (!open) {
        const body = await this.startPayment(userId, await order());
        if (body) return { created: true, body };
      } else if (Date.now() - Date.parse(open.created_at) > STALE_OPEN_PAYMENT_MS) {
        // Its process ended before the provider answered: close it so that the member can pay.
        await this.repository.failStaleOpen(open.id);
        continue;
      }
      if (Date.now() > deadline) {
        throw new AppError(
          409,
          PAYMENT_ERROR_CODES.PAYMENT_IN_PROGRESS,
          "This payment is being started in another window.",
          { action: "Please try again in a moment." },
        );
      }
      await sleep(Math.min(20 * 2 ** attempt, 250));
    }
  }

  /** Stores a new open payment and asks the provider for its checkout; null when another won. */
  private async startPayment(userId: string, order: PaymentOrder): Promise<Initialized["body"] | null> {
    const { purpose } = order;
    const fee = { amount: order.amount, period_months: order.periodMonths };
    const reference = `GKF-${REFERENCE_PREFIXES[purpose]}-${randomBytes(9).toString("hex").toUpperCase()}`;
    const now = new Date().toISOString();
    const id = randomUUID();
    const stored = await this.repository.insertOpen({
      id,
      user_id: userId,
      reference,
      purpose,
      subject: order.subject,
      provider: this.provider.name,
      amount: fee.amount,
      currency: "GHS",
      period_months: fee.period_months,
      status: "PENDING",
      channel: null,
      authorization_url: null,
      paid_at: null,
      receipt_number: null,
      region_code: order.regionCode,
      created_at: now,
      updated_at: now,
    });
    if (!stored) return null;
    const member = await this.accounts.getMember(userId);
    const profile = await this.accounts.getProfile(userId);
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
          membership_type: order.membershipType,
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
    await this.repository.setAuthorizationUrl(reference, authorizationUrl);
    return { reference, authorization_url: authorizationUrl, amount: fee.amount, currency: "GHS" };
  }

  /** Asks the provider about one of the caller's payments and credits it if paid. */
  async verifyOwn(userId: string, reference: string): Promise<Payment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment || payment.user_id !== userId) throw notFound("You have no payment with this reference.");
    // Only SUCCESS is final: a payment abandoned or failed at one moment can still be completed.
    if (isUnsettled(payment)) await this.settle(payment, await this.askProvider(payment), "verify");
    return presentPayment((await this.repository.findByReference(reference)) ?? payment);
  }

  async listOwn(userId: string) {
    const payments = await this.repository.listForUser(userId);
    return { items: payments.map((payment) => presentPayment(payment)), summary: summarise(payments) };
  }

  /**
   * Erasure (decision 97): payment and receipt records stay for the accounting period with the
   * payer's name on them, the account itself losing it.
   */
  keepForAccounting(userId: string, name: string): Promise<void> {
    return this.repository.keepMemberName(userId, name);
  }

  /** Retention: erased members' payments older than the accounting period go. */
  pruneErasedBefore(before: Date): Promise<number> {
    return this.repository.deleteErasedBefore(before.toISOString());
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
    if (!payment || !isUnsettled(payment)) return;
    if (event !== "charge.success" && event !== "charge.failed") return;
    await this.settle(payment, await this.askProvider(payment), "webhook");
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
   * Records the provider's verdict: a failure, a payment for another amount (DISPUTED), or a
   * paid payment, credited exactly once with what it buys and its receipt (PaymentCrediting).
   */
  private async settle(payment: PaymentRow, verdict: ProviderVerdict, source: "verify" | "webhook"): Promise<void> {
    await this.repository.recordEvent(payment.id, source, "verified", verdict.status);
    if (verdict.status === "FAILED" || verdict.status === "ABANDONED") {
      await this.repository.markUnpaid(payment.id, verdict.status);
      return;
    }
    if (verdict.status !== "SUCCESS") return;
    const paid = { paidAt: verdict.paidAt ?? new Date().toISOString(), channel: verdict.channel };
    // Credit only when the provider confirms the amount and currency we asked for; money taken
    // for another amount is DISPUTED: not credited, to be refunded by the secretariat.
    if (verdict.amount !== payment.amount || verdict.currency !== payment.currency) {
      await this.repository.recordEvent(payment.id, source, "amount_mismatch", verdict.status);
      await this.repository.markNeedsRefund(payment.id, "DISPUTED", paid);
      await this.audit.record({
        action: "PAYMENT_MISMATCH",
        outcome: "FAILURE",
        subjectUserId: payment.user_id,
        detail: { reference: payment.reference, amount: verdict.amount, currency: verdict.currency },
      });
      return;
    }
    await this.crediting.credit(payment, paid, source);
  }
}
