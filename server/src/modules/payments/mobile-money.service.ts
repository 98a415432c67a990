import { randomBytes, randomUUID } from "node:crypto";
import {
  type MobileMoneyCharge,
  type MobileMoneyNetwork,
  type PaymentPurpose,
  type PaymentQuote,
  suggestMobileMoneyNetwork,
} from "@gkf/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { inTransaction } from "../../db/transaction.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, conflict, notFound } from "../../http/errors.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { MobileMoneyChargeRow } from "./mobile-money.table.js";
import type { ChargeAnswer, PaymentProvider } from "./payment-providers.js";
import { PaymentsRepository } from "./payments.repository.js";
import type { PaymentsService } from "./payments.service.js";
import type { PaymentRow } from "./payments.table.js";
import { ProviderRefusal } from "./provider-helpers.js";

/** A payment with no word from the provider after this long is asked about by the hourly job (Hubtel's rule). */
export const OVERDUE_AFTER_MS = 5 * 60_000;
/** Open payments older than this are no longer chased by the job (the member can still check them). */
const CHASE_FOR_MS = 7 * 86_400_000;
/** At most this many payments are asked about per run, oldest first. */
const CHASE_BATCH = 200;

export const MOBILE_MONEY_ERROR_CODES = {
  MOBILE_MONEY_REFUSED: "MOBILE_MONEY_REFUSED",
  PAYMENT_IN_PROGRESS: "PAYMENT_IN_PROGRESS",
  NOT_AWAITING_OTP: "NOT_AWAITING_OTP",
} as const;

const NETWORK_NAMES: Record<MobileMoneyNetwork, string> = {
  MTN: "MTN MoMo",
  TELECEL: "Telecel Cash",
  AIRTELTIGO: "AirtelTigo Money",
};

const providerUnavailable = () =>
  new AppError(502, "PROVIDER_UNAVAILABLE", "The payment service did not answer. Nothing was charged.", {
    action: "Please try again in a few minutes, or pay by card.",
  });

/**
 * Mobile money without leaving the app: the member names the wallet and network, the provider
 * prompts the phone, and the payment is followed to its end by the provider's callback, the
 * app's polling of verify, or the hourly job. Crediting stays with PaymentsService (verify →
 * settle): a prompt's answer is never a reason to credit, only the provider's confirmation of
 * status, amount and currency is.
 */
export class MobileMoneyService {
  private readonly repository: PaymentsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
    private readonly memberships: MembershipsService,
    private readonly accounts: MemberDirectory,
  ) {
    this.repository = new PaymentsRepository(db);
  }

  /** What paying costs, and the wallet to suggest (the member's confirmed phone). Nothing is started. */
  async quote(userId: string, purpose: PaymentPurpose): Promise<PaymentQuote> {
    const membership = await this.memberships.assertPayable(userId, purpose);
    const fee = await this.requireFee(membership.membership_type, purpose);
    const profile = await this.accounts.getProfile(userId);
    const phone = profile.tel && profile.tel_verified ? profile.tel : null;
    return {
      purpose,
      amount: fee.amount,
      currency: "GHS",
      period_months: fee.period_months,
      mobile_money: { phone, network: suggestMobileMoneyNetwork(phone) },
    };
  }

  /**
   * Sends a prompt to the wallet. A payment still open for the purpose is asked about first
   * (credited if it was paid after all) and then closed, so there is one open payment per member
   * and purpose; a prompt to the same wallet that is still waiting is answered again, not resent,
   * when the member taps twice.
   */
  async start(
    userId: string,
    input: { purpose: PaymentPurpose; phone: string; network: MobileMoneyNetwork },
  ): Promise<{ created: boolean; body: MobileMoneyCharge }> {
    const membership = await this.memberships.assertPayable(userId, input.purpose);
    const fee = await this.requireFee(membership.membership_type, input.purpose);

    let payment: PaymentRow | null = null;
    for (let attempt = 0; attempt < 3 && !payment; attempt += 1) {
      const open = await this.repository.findOpen(userId, input.purpose);
      if (open) {
        const same = await this.sameWaitingPrompt(open, input.phone, input.network);
        if (same) return { created: false, body: this.present(open, same) };
        await this.closeOpen(userId, open);
      }
      payment = await this.insertPayment(userId, input, fee, membership.region_code);
    }
    if (!payment) {
      throw new AppError(
        409,
        MOBILE_MONEY_ERROR_CODES.PAYMENT_IN_PROGRESS,
        "Another payment for this fee was started at the same moment.",
        { action: "Please check your payments before paying again." },
      );
    }

    const member = await this.accounts.getMember(userId);
    const profile = await this.accounts.getProfile(userId);
    let answer: ChargeAnswer;
    try {
      answer = await this.provider.chargeMobileMoney({
        reference: payment.reference,
        amount: payment.amount,
        currency: "GHS",
        email: profile.email ?? `member-${userId}@members.gkf.invalid`,
        phone: input.phone,
        network: input.network,
        description: input.purpose === "REGISTRATION" ? "GKF registration fee" : "GKF membership renewal",
        metadata: {
          purpose: input.purpose,
          membership_type: membership.membership_type,
          member: `${member?.firstName ?? ""} ${member?.lastName ?? ""}`.trim(),
        },
      });
    } catch (error) {
      await this.repository.markUnpaid(payment.id, "FAILED");
      await this.updateCharge(payment.id, { nextStep: "done", displayText: null });
      const refused = error instanceof ProviderRefusal;
      await this.repository.recordEvent(
        payment.id,
        "charge",
        `${refused ? "refused" : "failed"}: ${String(error instanceof Error ? error.message : error)}`.slice(0, 48),
        null,
      );
      if (!refused) throw providerUnavailable();
      throw new AppError(
        422,
        MOBILE_MONEY_ERROR_CODES.MOBILE_MONEY_REFUSED,
        `${NETWORK_NAMES[input.network]} did not accept the payment request${error.providerMessage ? `: ${error.providerMessage}` : "."}`,
        {
          action: "Check the wallet number and the network, or pay by card.",
          fields: { phone: "the network refused this wallet" },
        },
      );
    }
    await this.repository.recordEvent(payment.id, "charge", "prompted", answer.status);
    await this.updateCharge(payment.id, answer);
    if (answer.status === "FAILED") await this.repository.markUnpaid(payment.id, "FAILED");
    // The provider says it is paid already: believe only its verify answer, through the usual crediting.
    if (answer.status === "SUCCESS") await this.payments.verifyOwn(userId, payment.reference).catch(() => undefined);
    return { created: true, body: await this.describe(payment.reference) };
  }

  /** The voucher code the network sent (Paystack's send_otp), for one of the caller's prompts. */
  async submitOtp(userId: string, reference: string, otp: string): Promise<MobileMoneyCharge> {
    const payment = await this.repository.findByReference(reference);
    if (!payment || payment.user_id !== userId) throw notFound("You have no payment with this reference.");
    const charge = await this.findCharge(payment.id);
    if (!charge || payment.status !== "PENDING" || charge.next_step !== "enter_otp") {
      throw new AppError(409, MOBILE_MONEY_ERROR_CODES.NOT_AWAITING_OTP, "This payment is not waiting for a code.");
    }
    let answer: ChargeAnswer;
    try {
      answer = await this.provider.submitOtp(reference, otp);
    } catch (error) {
      if (error instanceof ProviderRefusal) {
        throw new AppError(422, MOBILE_MONEY_ERROR_CODES.MOBILE_MONEY_REFUSED, "The code was not accepted.", {
          action: "Check the code the network sent and try again, or send a new prompt.",
          fields: { otp: error.providerMessage || "not accepted" },
        });
      }
      throw providerUnavailable();
    }
    await this.repository.recordEvent(payment.id, "charge", "otp_submitted", answer.status);
    await this.updateCharge(payment.id, answer);
    if (answer.status === "FAILED") await this.repository.markUnpaid(payment.id, "FAILED");
    if (answer.status === "SUCCESS") await this.payments.verifyOwn(userId, reference).catch(() => undefined);
    return this.describe(reference);
  }

  /**
   * The hourly job: every open payment of the provider in use with no final word after five
   * minutes is asked about (verify), and credited if the provider confirms it. Hubtel requires
   * this; for the others it catches lost webhooks. Returns how many were asked about.
   */
  async chaseOverdue(now = new Date()): Promise<number> {
    const overdue = await this.repository.listOpenStartedBetween(
      this.provider.name,
      new Date(now.getTime() - CHASE_FOR_MS).toISOString(),
      new Date(now.getTime() - OVERDUE_AFTER_MS).toISOString(),
      CHASE_BATCH,
    );
    for (const payment of overdue) {
      // One provider error must not stop the others; the next run tries again.
      await this.payments.verifyOwn(payment.user_id, payment.reference).catch(() => undefined);
    }
    return overdue.length;
  }

  /**
   * The member gives up on a prompt (another number, or the card instead): the provider is asked
   * first (a prompt approved meanwhile is credited, and answered as paid), then it is closed.
   */
  async cancel(userId: string, reference: string): Promise<MobileMoneyCharge> {
    const payment = await this.repository.findByReference(reference);
    const charge = payment ? await this.findCharge(payment.id) : undefined;
    if (!payment || payment.user_id !== userId || !charge) throw notFound("You have no payment with this reference.");
    if (payment.status === "PENDING" || payment.status === "ABANDONED") {
      await this.closeOpen(userId, payment).catch((error: unknown) => {
        // Paid meanwhile: the answer below says so.
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      });
    }
    return this.describe(reference);
  }

  /**
   * For the hosted checkout: an open mobile money prompt has no checkout page of its own (except
   * in the sandbox), so paying by card closes it first, as a new prompt would.
   */
  async closeOpenPromptFor(userId: string, purpose: PaymentPurpose): Promise<void> {
    const open = await this.repository.findOpen(userId, purpose);
    if (open && !open.authorization_url && (await this.findCharge(open.id))) await this.closeOpen(userId, open);
  }

  private async describe(reference: string): Promise<MobileMoneyCharge> {
    const payment = await this.repository.findByReference(reference);
    const charge = payment ? await this.findCharge(payment.id) : undefined;
    if (!payment || !charge) throw notFound("You have no payment with this reference.");
    return this.present(payment, charge);
  }

  private present(payment: PaymentRow, charge: MobileMoneyChargeRow): MobileMoneyCharge {
    const status =
      payment.status === "PENDING" || payment.status === "SUCCESS" || payment.status === "ABANDONED"
        ? payment.status
        : "FAILED";
    return {
      reference: payment.reference,
      // Mobile money pays a member's own fees only (a dojo's affiliation, an event's entry start at a checkout).
      purpose: payment.purpose === "RENEWAL" ? "RENEWAL" : "REGISTRATION",
      status,
      amount: payment.amount,
      currency: "GHS",
      phone: charge.phone,
      network: charge.network,
      next_step: status === "PENDING" ? charge.next_step : "done",
      display_text: charge.display_text,
    };
  }

  /** The open payment is a prompt to this wallet that is still waiting: the member tapped twice. */
  private async sameWaitingPrompt(open: PaymentRow, phone: string, network: MobileMoneyNetwork) {
    if (open.status !== "PENDING") return null;
    const charge = await this.findCharge(open.id);
    if (!charge || charge.phone !== phone || charge.network !== network || charge.next_step === "done") return null;
    // A prompt times out on the phone after a minute or two: after that, "pay" sends a new one.
    return Date.now() - Date.parse(open.created_at) < 60_000 ? charge : null;
  }

  /** Asks the provider about an open payment (crediting it if paid), then closes it if still open. */
  private async closeOpen(userId: string, open: PaymentRow): Promise<void> {
    const checked = await this.payments.verifyOwn(userId, open.reference).catch(() => null);
    if (checked?.status === "SUCCESS") {
      throw conflict(
        open.purpose === "REGISTRATION" ? "Your registration fee is already paid." : "This renewal is already paid.",
      );
    }
    // Closed as FAILED like other superseded payments: should the provider confirm it after all,
    // crediting still reaches it (only SUCCESS is final) and a second payment counts as a duplicate.
    await this.repository.failOpen(open.id);
    await this.updateCharge(open.id, { nextStep: "done" });
    await this.repository.recordEvent(open.id, "charge", "superseded", null);
  }

  private async insertPayment(
    userId: string,
    input: { purpose: PaymentPurpose; phone: string; network: MobileMoneyNetwork },
    fee: { amount: number; period_months: number },
    regionCode: string,
  ): Promise<PaymentRow | null> {
    const reference = `GKF-${input.purpose === "REGISTRATION" ? "REG" : "REN"}-${randomBytes(9).toString("hex").toUpperCase()}`;
    const now = new Date().toISOString();
    const id = randomUUID();
    try {
      await inTransaction(this.db, async (trx) => {
        const repository = new PaymentsRepository(trx);
        await repository.insert({
          id,
          user_id: userId,
          reference,
          purpose: input.purpose,
          provider: this.provider.name,
          amount: fee.amount,
          currency: "GHS",
          period_months: fee.period_months,
          status: "PENDING",
          channel: "mobile_money",
          authorization_url: this.provider.promptCheckoutUrl(reference),
          paid_at: null,
          receipt_number: null,
          region_code: regionCode,
          created_at: now,
          updated_at: now,
        });
        await repository.insertMobileMoneyCharge({
          payment_id: id,
          phone: input.phone,
          network: input.network,
          next_step: "approve_on_phone",
          display_text: null,
          created_at: now,
          updated_at: now,
        });
      });
    } catch (error) {
      // Someone else opened a payment for this purpose at the same moment: look again.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    return (await this.repository.findByReference(reference)) ?? null;
  }

  /** The mobile money prompt behind a payment, if it was paid by one (the sandbox page shows it). */
  findCharge(paymentId: string): Promise<MobileMoneyChargeRow | undefined> {
    return this.repository.findMobileMoneyCharge(paymentId);
  }

  private async updateCharge(
    paymentId: string,
    answer: { nextStep: MobileMoneyChargeRow["next_step"]; displayText?: string | null },
  ): Promise<void> {
    await this.repository.updateMobileMoneyCharge(paymentId, answer);
  }

  private async requireFee(membershipType: string, purpose: PaymentPurpose) {
    const fee = await this.repository.findFee(membershipType, purpose);
    if (!fee) {
      throw new AppError(409, "FEE_NOT_CONFIGURED", "The federation has not set this fee yet.", {
        action: "Please try again later or contact the secretariat.",
      });
    }
    return fee;
  }
}
