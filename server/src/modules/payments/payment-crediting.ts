import { formatMoney, type Language, type PaymentRecordPurpose } from "@gkf/contract";
import { payments as paymentsFr } from "@gkf/contract/i18n/fr-payments";
import type { AppConfig } from "../../config/config.js";
import { nextCounterValue } from "../../db/counters.js";
import { type Db, inTransaction } from "../../db/transaction.js";
import { notFound } from "../../http/errors.js";
import { renderReceipt } from "../../pdf/receipt.js";
import type { MemberDirectory, MemberFacts } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import { isRenewalOpen } from "../memberships/membership-rules.js";
import type { CreditedFields, MembershipsService } from "../memberships/memberships.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { countPaymentOutcome } from "../observability/metrics.js";
import { alreadyPaid, type CreditOutcome } from "./payment-rules.js";
import { PaymentsRepository } from "./payments.repository.js";
import type { PaymentRow } from "./payments.table.js";

export interface Paid {
  paidAt: string;
  channel: string | null;
}

/**
 * What another module's payment purpose buys (a dojo's season): registered by that module, so
 * that payments never reach into its tables. Both calls run inside the crediting transaction.
 */
export interface PurposeCredit {
  /** Locks what the payment buys and says whether it is paid already (then a DUPLICATE, to refund). */
  isPaid(trx: Db, payment: PaymentRow): Promise<boolean>;
  /** Records what the payment buys. */
  credit(trx: Db, payment: PaymentRow, paid: { paidAt: string; receiptNumber: string }): Promise<void>;
  /** The purpose inside the receipt message's sentence ("dojo affiliation (Osu Dojo, 2026)"). */
  phrase(trx: Db, payment: PaymentRow, language: Language): Promise<string>;
}

/**
 * Crediting a paid payment, whoever confirms it (verify, webhook, an official's manual record):
 * the claim, the payment's new status and receipt number, what it buys and the receipt message
 * are one transaction; the audit row follows the commit.
 */
export class PaymentCrediting {
  constructor(
    private readonly config: AppConfig,
    private readonly db: Db,
    private readonly memberships: MembershipsService,
    private readonly accounts: MemberDirectory,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  private readonly purposes = new Map<PaymentRecordPurpose, PurposeCredit>();

  /** A module credits its own purpose (the dojos module, DOJO_AFFILIATION). */
  registerPurpose(purpose: Exclude<PaymentRecordPurpose, "REGISTRATION" | "RENEWAL">, handler: PurposeCredit): void {
    this.purposes.set(purpose, handler);
  }

  /**
   * Credits a paid payment exactly once (a primary key in payment_credits decides). A payment for
   * something already paid is recorded as DUPLICATE (to refund), never credited. Null when
   * another caller's claim won.
   */
  async credit(payment: PaymentRow, paid: Paid, source: "verify" | "webhook"): Promise<CreditOutcome | null> {
    const member = await this.accounts.getMember(payment.user_id);
    const credited = await inTransaction(this.db, async (trx) => {
      const repository = new PaymentsRepository(trx);
      if (!(await repository.claimCredit(payment.id, source))) return null;
      return this.creditWithin(trx, repository, payment, paid, member);
    });
    if (credited) await this.afterCredit(payment, credited, source);
    return credited;
  }

  /**
   * A payment received at the secretariat: stored, claimed and credited in one transaction. A
   * purpose paid online meanwhile is refused (409), and nothing is stored.
   */
  async creditManual(payment: PaymentRow, paid: Paid, audit: () => Promise<void>): Promise<void> {
    const member = await this.accounts.getMember(payment.user_id);
    const credited = await inTransaction(this.db, async (trx) => {
      const repository = new PaymentsRepository(trx);
      await repository.insert(payment);
      await repository.claimCredit(payment.id, "manual");
      const outcome = await this.creditWithin(trx, repository, payment, paid, member);
      // Paid online meanwhile: nothing is stored, the official sees why.
      if (outcome.duplicate) throw alreadyPaid(payment.purpose);
      return outcome;
    });
    await audit();
    await this.afterCredit(payment, credited, "manual");
  }

  /**
   * Inside the crediting transaction, with the payment's claim taken: locks the membership, so
   * that two payments of one member are judged one after the other in every process, then credits
   * or records a duplicate. A registration already paid, or a renewal outside its window (another
   * renewal was credited meanwhile), is a duplicate. A credit's receipt message commits with it.
   */
  private async creditWithin(
    trx: Db,
    repository: PaymentsRepository,
    payment: PaymentRow,
    paid: Paid,
    member: MemberFacts | undefined,
  ): Promise<CreditOutcome> {
    const handler = this.purposes.get(payment.purpose);
    if (handler) return this.creditPurpose(trx, repository, payment, paid, member, handler);
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
    const receiptNumber = await this.nextReceiptNumber(trx);
    await repository.markPaid(payment.id, { ...paid, receiptNumber });
    const { code } =
      payment.purpose === "REGISTRATION"
        ? await this.memberships.creditRegistration(payment.user_id, payment.period_months, trx)
        : await this.memberships.creditRenewal(payment.user_id, payment.period_months, trx);
    const outcome = { duplicate: false as const, receiptNumber, code };
    if (member) await this.sendReceipt(trx, payment, paid, outcome, member);
    return outcome;
  }

  /** A purpose another module credits: the same claim, receipt number and message. */
  private async creditPurpose(
    trx: Db,
    repository: PaymentsRepository,
    payment: PaymentRow,
    paid: Paid,
    member: MemberFacts | undefined,
    handler: PurposeCredit,
  ): Promise<CreditOutcome> {
    if (await handler.isPaid(trx, payment)) {
      await repository.markNeedsRefund(payment.id, "DUPLICATE", paid);
      return { duplicate: true };
    }
    const receiptNumber = await this.nextReceiptNumber(trx);
    await repository.markPaid(payment.id, { ...paid, receiptNumber });
    await handler.credit(trx, payment, { paidAt: paid.paidAt, receiptNumber });
    const code = (await this.memberships.findByUser(payment.user_id, trx))?.code ?? null;
    const outcome = { duplicate: false as const, receiptNumber, code };
    if (member) {
      const phrases = { en: await handler.phrase(trx, payment, "en"), fr: await handler.phrase(trx, payment, "fr") };
      await this.sendReceipt(trx, payment, paid, outcome, member, (language) => phrases[language]);
    }
    return outcome;
  }

  private async nextReceiptNumber(trx: Db): Promise<string> {
    const year = new Date().getUTCFullYear();
    return `GKF-R-${year}-${String(await nextCounterValue(trx, `receipt:${year}`)).padStart(6, "0")}`;
  }

  /** The receipt message, with the receipt PDF for an e-mail, written in the crediting transaction. */
  private async sendReceipt(
    trx: Db,
    payment: PaymentRow,
    paid: Paid,
    credited: { receiptNumber: string; code: string | null },
    member: MemberFacts,
    purposePhrase: (language: Language) => string = (language) =>
      language === "fr"
        ? paymentsFr.purpose_phrases[payment.purpose]
        : payment.purpose === "REGISTRATION"
          ? "registration fee"
          : "membership renewal",
  ): Promise<void> {
    await this.notifications.notifyMember(
      member.contact,
      {
        template: "payment_receipt",
        values: (language) => ({
          first_name: member.firstName,
          amount: formatMoney(payment.amount, payment.currency, language),
          purpose: purposePhrase(language),
          receipt: credited.receiptNumber,
          code: credited.code ?? "",
          link: `${this.config.publicUrl}/dashboard/my-membership/payments`,
        }),
        // The receipt PDF travels with the e-mail; an SMS cannot carry it.
        attachments: async (language) => [
          {
            filename: `receipt-${credited.receiptNumber}.pdf`,
            contentType: "application/pdf",
            content: await renderReceipt({
              receiptNumber: credited.receiptNumber,
              reference: payment.reference,
              memberName: `${member.firstName} ${member.lastName}`.trim(),
              membershipCode: credited.code,
              purpose: payment.purpose,
              amount: payment.amount,
              currency: payment.currency,
              channel: paid.channel,
              paidAt: paid.paidAt,
              language,
            }),
          },
        ],
      },
      trx,
    );
  }

  /** After the commit: the audit row of the credit or the duplicate. */
  private async afterCredit(payment: PaymentRow, credited: CreditOutcome, source: string): Promise<void> {
    countPaymentOutcome(credited.duplicate ? "duplicate" : "credited");
    await this.audit.record({
      action: credited.duplicate ? "PAYMENT_DUPLICATE" : "PAYMENT_CREDITED",
      ...(credited.duplicate ? { outcome: "FAILURE" as const } : {}),
      subjectUserId: payment.user_id,
      detail: { reference: payment.reference, purpose: payment.purpose, amount: payment.amount, source },
    });
  }
}
