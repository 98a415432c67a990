import { AFFILIATION_GRACE_DAYS, type DojoAffiliation, type Language } from "@gkf/contract";
import { payments as paymentsEn } from "@gkf/contract/i18n/en-payments";
import { payments as paymentsFr } from "@gkf/contract/i18n/fr-payments";
import { type Db, inTransaction } from "../../db/transaction.js";
import { AppError } from "../../http/errors.js";
import { today } from "../memberships/membership-rules.js";
import type { PurposeCredit } from "../payments/payment-crediting.js";
import type { Initialized } from "../payments/payments.service.js";
import type { PaymentRow } from "../payments/payments.table.js";
import {
  AFFILIATION_FEE_TYPE,
  addDays,
  affiliationSummary,
  DOJO_ERROR_CODES,
  type DojoContext,
  seasonOf,
} from "./dojo-context.js";
import { DojoNotices } from "./dojo-notices.js";
import { DojosRepository } from "./dojos.repository.js";

const subjectOf = (dojoId: string, season: number) => `${dojoId}:${season}`;

function parseSubject(subject: string): { dojoId: string; season: number } {
  const at = subject.lastIndexOf(":");
  return { dojoId: subject.slice(0, at), season: Number(subject.slice(at + 1)) };
}

/**
 * A dojo's affiliation per season: its state, paying it through the payments module (which
 * credits it once, through the handler below), and the job that lapses unpaid dojos.
 */
export class AffiliationService {
  private readonly notices: DojoNotices;

  constructor(private readonly context: DojoContext) {
    this.notices = new DojoNotices(context.deps);
  }

  async get(dojoId: string, userId: string): Promise<DojoAffiliation> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    const day = today();
    const season = seasonOf(day);
    const [paid, fee, payments] = await Promise.all([
      this.context.dojos.affiliations([dojo.id]),
      this.context.deps.payments.feeFor(AFFILIATION_FEE_TYPE, "DOJO_AFFILIATION"),
      this.context.deps.payments.listBySubjects("DOJO_AFFILIATION", [subjectOf(dojo.id, season)]),
    ]);
    const current = paid.find((entry) => entry.season === season);
    const paidPayment = payments.find((payment) => payment.status === "SUCCESS");
    const open = payments.find((payment) => payment.status === "PENDING" || payment.status === "ABANDONED");
    return {
      ...affiliationSummary(dojo, paid, day),
      fee: fee ? { amount: fee.amount, currency: "GHS" } : null,
      receipt_number: current?.receipt_number ?? null,
      payment_reference: (paidPayment ?? open)?.reference ?? null,
      history: paid.map((entry) => ({
        season: entry.season,
        paid_at: entry.paid_at,
        receipt_number: entry.receipt_number,
      })),
    };
  }

  /** The head instructor starts (or resumes) paying this season, like any payment. */
  async pay(dojoId: string, userId: string): Promise<Initialized> {
    const dojo = await this.context.requireHead(dojoId, userId);
    if (dojo.status === "PENDING" || dojo.status === "REJECTED") {
      throw new AppError(409, DOJO_ERROR_CODES.DOJO_NOT_AFFILIATED, "The region has not approved this dojo.", {
        action: "The affiliation is paid once the dojo is approved.",
      });
    }
    if (dojo.status === "SUSPENDED") {
      throw new AppError(409, DOJO_ERROR_CODES.DOJO_NOT_ACTIVE, "This dojo is suspended.", {
        action: "Please contact the federation.",
      });
    }
    const season = seasonOf(today());
    const paid = await this.context.dojos.affiliations([dojo.id]);
    if (paid.some((entry) => entry.season === season)) {
      throw new AppError(409, DOJO_ERROR_CODES.AFFILIATION_PAID, `The ${season} affiliation is paid already.`);
    }
    const fee = await this.context.deps.payments.feeFor(AFFILIATION_FEE_TYPE, "DOJO_AFFILIATION");
    if (!fee) {
      throw new AppError(409, "FEE_NOT_CONFIGURED", "The federation has not set the affiliation fee yet.", {
        action: "Please try again later or contact the secretariat.",
      });
    }
    return this.context.deps.payments.initializeFor(userId, {
      purpose: "DOJO_AFFILIATION",
      subject: subjectOf(dojo.id, season),
      amount: fee.amount,
      periodMonths: fee.period_months,
      regionCode: dojo.region_code,
      membershipType: AFFILIATION_FEE_TYPE,
    });
  }

  /** What crediting a DOJO_AFFILIATION payment does, inside the payments module's transaction. */
  creditHandler(): PurposeCredit {
    return {
      isPaid: async (trx: Db, payment: PaymentRow) => {
        const { dojoId, season } = parseSubject(payment.subject);
        const repository = new DojosRepository(trx);
        await repository.lock(dojoId);
        const paid = await repository.affiliations([dojoId]);
        return paid.some((entry) => entry.season === season);
      },
      credit: async (trx, payment, paid) => {
        const { dojoId, season } = parseSubject(payment.subject);
        const repository = new DojosRepository(trx);
        const recorded = await repository.insertAffiliation({
          dojo_id: dojoId,
          season,
          payment_id: payment.id,
          receipt_number: paid.receiptNumber,
          paid_at: paid.paidAt,
        });
        // A lapsed dojo that pays is active again; a suspended one stays suspended.
        const reactivated =
          season === seasonOf(today()) &&
          (await repository.transition(dojoId, ["LAPSED"], { status: "ACTIVE", decided_at: new Date().toISOString() }));
        // The head instructor hears of the affiliation; the payer's receipt is the payments module's.
        const dojo = recorded ? await repository.findById(dojoId) : undefined;
        if (dojo) await this.notices.affiliated(trx, dojo, season, reactivated);
      },
      phrase: async (trx, payment, language: Language) => {
        const { dojoId, season } = parseSubject(payment.subject);
        const dojo = await new DojosRepository(trx).findById(dojoId);
        const words = (language === "fr" ? paymentsFr : paymentsEn).purpose_phrases.DOJO_AFFILIATION;
        return `${words} (${dojo?.name ?? ""}, ${season})`;
      },
    };
  }

  /**
   * The daily job: ACTIVE dojos whose season is unpaid 30 days after it started (or after their
   * approval) become LAPSED. One conditional UPDATE: safe when several processes run it.
   */
  async lapseUnpaid(now = new Date()): Promise<number> {
    const day = today(now);
    const season = seasonOf(day);
    if (day <= addDays(`${season}-01-01`, AFFILIATION_GRACE_DAYS)) return 0;
    // The lapse and each head instructor's message commit together: a dojo another run lapsed
    // first is not among this run's rows, so each lapse is told once.
    return inTransaction(this.context.deps.db, async (trx) => {
      const lapsed = await new DojosRepository(trx).lapseUnpaid(season, addDays(day, -AFFILIATION_GRACE_DAYS));
      for (const dojo of lapsed) await this.notices.lapsed(trx, dojo, season);
      return lapsed.length;
    });
  }
}
