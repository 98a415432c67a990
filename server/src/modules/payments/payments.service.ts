import { randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type AdminPayment,
  type Fee,
  formatMoney,
  MANUAL_PAYMENT_VOID_HOURS,
  type ManualPaymentRequest,
  NEEDS_REFUND_STATUSES,
  type Payment,
  type PaymentPurpose,
} from "@gkf/contract";
import type { Kysely } from "kysely";
import type { AppConfig } from "../../config/config.js";
import { nextCounterValue } from "../../db/counters.js";
import type { Database } from "../../db/database.js";
import { AppError, conflict, notFound } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import { renderReceipt } from "../../pdf/receipt.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import { isRenewalOpen, today } from "../memberships/membership-rules.js";
import type { CreditedFields, MembershipsService } from "../memberships/memberships.service.js";
import type { MembershipRow } from "../memberships/memberships.table.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { PaymentProvider, ProviderVerdict } from "./payment-providers.js";
import { PaymentsRepository } from "./payments.repository.js";
import type { PaymentRow } from "./payments.table.js";

export const PAYMENT_ERROR_CODES = {
  FEE_NOT_CONFIGURED: "FEE_NOT_CONFIGURED",
  PROVIDER_UNAVAILABLE: "PROVIDER_UNAVAILABLE",
  PAYMENT_IN_PROGRESS: "PAYMENT_IN_PROGRESS",
  RENEWAL_NOT_OPEN: "RENEWAL_NOT_OPEN",
  ALREADY_PAID: "ALREADY_PAID",
  VOID_NOT_ALLOWED: "VOID_NOT_ALLOWED",
  REFUND_NOT_ALLOWED: "REFUND_NOT_ALLOWED",
  AMOUNT_NOT_FEE: "AMOUNT_NOT_FEE",
} as const;

/** How long concurrent initializes wait for the winner's checkout (longer than a provider call). */
const OPEN_PAYMENT_WAIT_MS = 15_000;
/** An open payment still without a checkout after this long lost its process. */
const STALE_OPEN_PAYMENT_MS = 60_000;

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
    private readonly accounts: MemberDirectory,
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
    // At most one open payment per member and purpose (a partial unique index): concurrent
    // initializes, in any process, all answer the one that won the insert. The others wait for
    // its checkout address, which the winner asks the provider for.
    const deadline = Date.now() + OPEN_PAYMENT_WAIT_MS;
    for (let attempt = 0; ; attempt += 1) {
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
      if (!open) {
        const body = await this.startPayment(userId, purpose, membership);
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
  private async startPayment(
    userId: string,
    purpose: PaymentPurpose,
    membership: MembershipRow,
  ): Promise<{ reference: string; authorization_url: string; amount: number; currency: "GHS" } | null> {
    const fee = await this.repository.findFee(membership.membership_type, purpose);
    if (!fee) {
      throw new AppError(409, PAYMENT_ERROR_CODES.FEE_NOT_CONFIGURED, "The federation has not set this fee yet.", {
        action: "Please try again later or contact the secretariat.",
      });
    }
    const reference = `GKF-${purpose === "REGISTRATION" ? "REG" : "REN"}-${randomBytes(9).toString("hex").toUpperCase()}`;
    const now = new Date().toISOString();
    const id = randomUUID();
    const stored = await this.repository.insertOpen({
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
    return { reference, authorization_url: authorizationUrl, amount: fee.amount, currency: "GHS" };
  }

  /** Asks the provider about one of the caller's payments and credits it if paid. */
  async verifyOwn(userId: string, reference: string): Promise<Payment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment || payment.user_id !== userId) throw notFound("You have no payment with this reference.");
    // Only SUCCESS is final: a payment abandoned or failed at one moment can still be completed.
    if (isUnsettled(payment)) await this.settle(payment, await this.askProvider(payment), "verify");
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
    if (!payment || !isUnsettled(payment)) return;
    if (event !== "charge.success" && event !== "charge.failed") return;
    await this.settle(payment, await this.askProvider(payment), "webhook");
  }

  // Officials

  async ledger(
    scope: StaffScope,
    filter: {
      reference?: string;
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
    const people = rows.flatMap((row) => [row.user_id, row.recorded_by, row.voided_by, row.refunded_by]);
    const members = await this.accounts.getMembers([...new Set(people.filter((id): id is string => Boolean(id)))]);
    const codes = await Promise.all(rows.map((row) => this.memberships.findByUser(row.user_id)));
    const nameOf = (id: string | null) => {
      const person = id ? members.get(id) : undefined;
      return { first_name: person?.firstName ?? "", last_name: person?.lastName ?? "" };
    };
    const canRecord = scope.regions === undefined;
    return {
      items: rows.map((row, index): AdminPayment => {
        const member = members.get(row.user_id);
        return {
          ...this.present(row),
          member: {
            first_name: member?.firstName ?? "",
            last_name: member?.lastName ?? "",
            code: codes[index]?.code ?? null,
            region: row.region_code,
          },
          needs_refund: isNeedsRefund(row.status),
          manual:
            row.provider === "manual"
              ? {
                  method: row.method ?? "CASH",
                  payer: row.payer ?? "",
                  external_reference: row.external_reference ?? "",
                  received_on: row.received_on ?? row.created_at.slice(0, 10),
                  recorded_by: nameOf(row.recorded_by),
                  recorded_at: row.created_at,
                }
              : null,
          voided: row.voided_at
            ? { at: row.voided_at, by: nameOf(row.voided_by), reason: row.void_reason ?? "" }
            : null,
          refund: row.refunded_at
            ? {
                at: row.refunded_at,
                by: nameOf(row.refunded_by),
                refunded_on: row.refunded_on ?? row.refunded_at.slice(0, 10),
                refund_reference: row.refund_reference,
                note: row.refund_note ?? "",
              }
            : null,
          can_void: canRecord && voidRefusal(row, scope.userId) === null,
          can_refund: canRecord && isNeedsRefund(row.status),
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

  /**
   * Cash or a bank transfer received at the secretariat, recorded by a federation official: the
   * amount is the fee table's, and it is credited exactly like an online payment (receipt,
   * membership, message), in one transaction. A purpose already paid is refused, never doubled.
   */
  async recordManual(officialId: string, input: ManualPaymentRequest, meta: RequestMeta): Promise<AdminPayment> {
    const userId = await this.resolveMember(input.member);
    if (input.received_on > today()) {
      throw new AppError(400, "VALIDATION_FAILED", "Some fields need your attention.", {
        fields: { received_on: "cannot be in the future" },
      });
    }
    const membership = await this.memberships.assertPayable(userId, input.purpose);
    const fee = await this.repository.findFee(membership.membership_type, input.purpose);
    if (!fee) {
      throw new AppError(409, PAYMENT_ERROR_CODES.FEE_NOT_CONFIGURED, "The federation has not set this fee yet.", {
        action: "Set the fee first, then record the payment.",
      });
    }
    if (input.amount !== undefined && input.amount !== fee.amount) {
      throw new AppError(409, PAYMENT_ERROR_CODES.AMOUNT_NOT_FEE, `The fee is ${formatMoney(fee.amount)}.`, {
        action: "Record the payment for the fee's amount; refund or keep the difference outside the portal.",
        fields: { amount: `must be the fee, ${fee.amount} pesewas` },
      });
    }
    const now = new Date().toISOString();
    const payment: PaymentRow = {
      id: randomUUID(),
      user_id: userId,
      reference: `GKF-MAN-${randomBytes(9).toString("hex").toUpperCase()}`,
      purpose: input.purpose,
      provider: "manual",
      amount: fee.amount,
      currency: "GHS",
      period_months: fee.period_months,
      status: "SUCCESS",
      channel: input.method === "CASH" ? "cash" : "bank_transfer",
      authorization_url: null,
      paid_at: input.received_on === now.slice(0, 10) ? now : `${input.received_on}T00:00:00.000Z`,
      receipt_number: null,
      region_code: membership.region_code,
      created_at: now,
      updated_at: now,
      method: input.method,
      payer: input.payer,
      external_reference: input.external_reference,
      received_on: input.received_on,
      recorded_by: officialId,
      voided_at: null,
      voided_by: null,
      void_reason: null,
      refunded_at: null,
      refunded_by: null,
      refunded_on: null,
      refund_reference: null,
      refund_note: null,
    };
    const credited = await this.repository.db.transaction().execute(async (trx) => {
      const repository = new PaymentsRepository(trx);
      await repository.insert(payment);
      await repository.claimCredit(payment.id, "manual");
      const outcome = await this.creditWithin(trx as Kysely<Database>, repository, payment, {
        paidAt: payment.paid_at ?? now,
        channel: payment.channel,
      });
      // Paid online meanwhile: nothing is stored, the official sees why.
      if (outcome.duplicate) throw alreadyPaid(input.purpose);
      return outcome;
    });
    await this.audit.record({
      action: "PAYMENT_RECORDED_MANUALLY",
      actorUserId: officialId,
      subjectUserId: userId,
      ...meta,
      detail: {
        reference: payment.reference,
        purpose: payment.purpose,
        amount: payment.amount,
        method: input.method,
        external_reference: input.external_reference,
        received_on: input.received_on,
      },
    });
    await this.afterCredit(payment, credited, "manual");
    return this.adminView(officialId, payment.reference);
  }

  /**
   * Takes back a manual payment recorded by mistake: another official, within
   * MANUAL_PAYMENT_VOID_HOURS, with a reason. What the credit changed on the membership is put back.
   */
  async voidManual(officialId: string, reference: string, reason: string, meta: RequestMeta): Promise<AdminPayment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw notFound("There is no payment with this reference.");
    const refusal = voidRefusal(payment, officialId);
    if (refusal) throw refusal;
    await this.repository.db.transaction().execute(async (trx) => {
      const repository = new PaymentsRepository(trx);
      const now = new Date().toISOString();
      const changed = await repository.transition(payment.id, ["SUCCESS"], {
        status: "VOIDED",
        voided_at: now,
        voided_by: officialId,
        void_reason: reason,
      });
      if (!changed) throw voidNotAllowed("This payment was voided already.");
      await this.memberships.lockForCredit(payment.user_id, trx as Kysely<Database>);
      const credit = await repository.findCredit(payment.id);
      if (credit && (await repository.hasLaterCredit(payment.user_id, payment.id, credit.credited_at))) {
        throw voidNotAllowed("Another payment of this member was credited after this one, so it cannot be taken back.");
      }
      if (credit?.membership_before) {
        const before = JSON.parse(credit.membership_before) as CreditedFields;
        await this.memberships.restoreAfterVoid(payment.user_id, before, trx as Kysely<Database>);
      }
    });
    await this.audit.record({
      action: "PAYMENT_VOIDED",
      actorUserId: officialId,
      subjectUserId: payment.user_id,
      ...meta,
      detail: { reference, purpose: payment.purpose, amount: payment.amount, reason, recorded_by: payment.recorded_by },
    });
    return this.adminView(officialId, reference);
  }

  /** Records a refund made outside the portal for a duplicate or disputed payment. */
  async markRefunded(
    officialId: string,
    reference: string,
    input: { refunded_on: string; refund_reference?: string; note: string },
    meta: RequestMeta,
  ): Promise<AdminPayment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw notFound("There is no payment with this reference.");
    if (input.refunded_on > today()) {
      throw new AppError(400, "VALIDATION_FAILED", "Some fields need your attention.", {
        fields: { refunded_on: "cannot be in the future" },
      });
    }
    const changed = await this.repository.transition(payment.id, [...NEEDS_REFUND_STATUSES], {
      status: "REFUNDED",
      refunded_at: new Date().toISOString(),
      refunded_by: officialId,
      refunded_on: input.refunded_on,
      refund_reference: input.refund_reference ?? null,
      refund_note: input.note,
    });
    if (!changed) {
      throw new AppError(
        409,
        PAYMENT_ERROR_CODES.REFUND_NOT_ALLOWED,
        payment.status === "REFUNDED"
          ? "This payment is marked refunded already."
          : "Only a duplicate or disputed payment can be marked refunded.",
      );
    }
    await this.audit.record({
      action: "PAYMENT_REFUNDED",
      actorUserId: officialId,
      subjectUserId: payment.user_id,
      ...meta,
      detail: {
        reference,
        previous_status: payment.status,
        amount: payment.amount,
        refunded_on: input.refunded_on,
        refund_reference: input.refund_reference ?? null,
        note: input.note,
      },
    });
    return this.adminView(officialId, reference);
  }

  private async adminView(officialId: string, reference: string): Promise<AdminPayment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw notFound();
    const scope = { userId: officialId, regions: undefined, canAccessRegion: () => true };
    const { items } = await this.ledger(scope, { reference, page: 1, pageSize: 1 });
    const item = items[0];
    if (!item) throw notFound();
    return item;
  }

  /** The member an official names by membership number, e-mail or phone. */
  private async resolveMember(member: string): Promise<string> {
    const byCode = /^GKF-/i.test(member) ? await this.memberships.findByCode(member.toUpperCase()) : undefined;
    const userId = byCode?.user_id ?? (await this.accounts.findUserIdByUsername(member));
    if (!userId) {
      throw new AppError(404, "NOT_FOUND", "No member has this membership number, e-mail or phone number.", {
        fields: { member: "no member found" },
      });
    }
    return userId;
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
   * A payment for something already paid is recorded as DUPLICATE (to refund), never credited.
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
    const credited = await this.repository.db.transaction().execute(async (trx) => {
      const repository = new PaymentsRepository(trx);
      if (!(await repository.claimCredit(payment.id, source))) return null;
      return this.creditWithin(trx as Kysely<Database>, repository, payment, paid);
    });
    if (credited) await this.afterCredit(payment, credited, source);
  }

  /**
   * Inside the crediting transaction, with the payment's claim taken: locks the membership, so
   * that two payments of one member are judged one after the other in every process, then credits
   * or records a duplicate. A registration already paid, or a renewal outside its window (another
   * renewal was credited meanwhile), is a duplicate.
   */
  private async creditWithin(
    trx: Kysely<Database>,
    repository: PaymentsRepository,
    payment: PaymentRow,
    paid: { paidAt: string; channel: string | null },
  ): Promise<CreditOutcome> {
    const membership = await this.memberships.lockForCredit(payment.user_id, trx);
    if (!membership) throw notFound("This member has no membership record.");
    const duplicate =
      payment.purpose === "REGISTRATION"
        ? membership.has_paid_registration === 1
        : membership.has_paid_registration !== 1 || !isRenewalOpen(membership);
    if (duplicate) {
      await repository.markNeedsRefund(payment.id, "DUPLICATE", paid);
      return { duplicate: true };
    }
    const before: CreditedFields = {
      status: membership.status,
      has_paid_registration: membership.has_paid_registration,
      period_start: membership.period_start,
      expiry_date: membership.expiry_date,
      renewal_count: membership.renewal_count,
      last_renewed_at: membership.last_renewed_at,
    };
    await repository.saveMembershipBefore(payment.id, before);
    const year = new Date().getUTCFullYear();
    const receiptNumber = `GKF-R-${year}-${String(await nextCounterValue(trx, `receipt:${year}`)).padStart(6, "0")}`;
    await repository.markPaid(payment.id, { ...paid, receiptNumber });
    const { code } =
      payment.purpose === "REGISTRATION"
        ? await this.memberships.creditRegistration(payment.user_id, payment.period_months, trx)
        : await this.memberships.creditRenewal(payment.user_id, payment.period_months, trx);
    return { duplicate: false, receiptNumber, code };
  }

  /** After the commit: the audit row, and the receipt message for a credit. */
  private async afterCredit(payment: PaymentRow, credited: CreditOutcome, source: string): Promise<void> {
    if (credited.duplicate) {
      await this.audit.record({
        action: "PAYMENT_DUPLICATE",
        outcome: "FAILURE",
        subjectUserId: payment.user_id,
        detail: { reference: payment.reference, purpose: payment.purpose, amount: payment.amount, source },
      });
      return;
    }
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
      receipt_url:
        payment.receipt_number && payment.status === "SUCCESS"
          ? `/api/my-account/membership/payments/${encodeURIComponent(payment.reference)}/receipt`
          : null,
      authorization_url:
        payment.status === "PENDING" || payment.status === "ABANDONED" ? payment.authorization_url : null,
    };
  }
}

interface RequestMeta {
  ip: string;
  userAgent: string;
}

const isNeedsRefund = (status: PaymentRow["status"]) => (NEEDS_REFUND_STATUSES as readonly string[]).includes(status);

function voidNotAllowed(message: string): AppError {
  return new AppError(409, PAYMENT_ERROR_CODES.VOID_NOT_ALLOWED, message);
}

function alreadyPaid(purpose: PaymentPurpose): AppError {
  return new AppError(
    409,
    PAYMENT_ERROR_CODES.ALREADY_PAID,
    purpose === "REGISTRATION"
      ? "This member's registration fee is already paid."
      : "This member's renewal was paid meanwhile.",
    { action: "Check the ledger before recording the payment." },
  );
}

/** Why the official may not void this payment now, or null when they may. */
function voidRefusal(payment: PaymentRow, officialId: string): AppError | null {
  if (payment.provider !== "manual") {
    return voidNotAllowed("Only a payment recorded at the secretariat can be voided.");
  }
  if (payment.status !== "SUCCESS") return voidNotAllowed("This payment was voided already.");
  if (payment.recorded_by === officialId) {
    return new AppError(403, "FORBIDDEN", "Another official must void a payment you recorded.");
  }
  if (Date.now() - Date.parse(payment.created_at) > MANUAL_PAYMENT_VOID_HOURS * 3_600_000) {
    return voidNotAllowed(
      `A manual payment can be voided within ${MANUAL_PAYMENT_VOID_HOURS} hours of being recorded.`,
    );
  }
  return null;
}

type CreditOutcome = { duplicate: true } | { duplicate: false; receiptNumber: string; code: string | null };

/** A payment a provider's later answer may still complete (only a paid payment is final). */
function isUnsettled(payment: PaymentRow): boolean {
  return payment.status === "PENDING" || payment.status === "ABANDONED" || payment.status === "FAILED";
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
