import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { countPaymentOutcome } from "../observability/metrics.js";
import type { MobileMoneyChargeRow, MobileMoneyChargesTable } from "./mobile-money.table.js";
import type { FeeRow, FeesTable, NewPayment, PaymentRow, PaymentsTable } from "./payments.table.js";

/** Statuses of a payment that may still be completed; at most one per member and purpose (index). */
export const OPEN_STATUSES = ["PENDING", "ABANDONED"] as const;
/** Statuses a provider's later answer may still change. */
const UNSETTLED_STATUSES = ["PENDING", "ABANDONED", "FAILED"] as const;

export interface LedgerFilter {
  reference?: string;
  status?: string;
  purpose?: string;
  from?: string;
  to?: string;
  regions?: string[];
  page: number;
  pageSize: number;
}

export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listFees(): Promise<FeeRow[]> {
    return this.db.selectFrom("fees").selectAll().orderBy("membership_type").orderBy("purpose").execute();
  }

  findFee(membershipType: string, purpose: string): Promise<FeeRow | undefined> {
    return this.db
      .selectFrom("fees")
      .selectAll()
      .where("membership_type", "=", membershipType)
      .where("purpose", "=", purpose as FeesTable["purpose"])
      .executeTakeFirst();
  }

  async upsertFee(fee: FeesTable): Promise<void> {
    await this.db
      .insertInto("fees")
      .values(fee)
      .onConflict((conflict) =>
        conflict.columns(["membership_type", "purpose"]).doUpdateSet({
          amount: fee.amount,
          currency: fee.currency,
          period_months: fee.period_months,
          updated_at: fee.updated_at,
          updated_by: fee.updated_by,
        }),
      )
      .execute();
  }

  async insert(payment: NewPayment): Promise<void> {
    await this.db.insertInto("payments").values(payment).execute();
  }

  /**
   * Inserts an open payment unless the member already has one for the purpose: the partial
   * unique index decides, in one statement, in whatever process. True when this one was stored.
   */
  async insertOpen(payment: NewPayment): Promise<boolean> {
    const result = await this.db
      .insertInto("payments")
      .values(payment)
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Closes an open payment whose checkout was never set up (its process died before it could). */
  async failStaleOpen(id: string): Promise<void> {
    await this.db
      .updateTable("payments")
      .set({ status: "FAILED", updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("authorization_url", "is", null)
      .where("status", "in", [...OPEN_STATUSES])
      .execute();
  }

  /** The provider's checkout address of a payment just started. */
  async setAuthorizationUrl(reference: string, authorizationUrl: string): Promise<void> {
    await this.db
      .updateTable("payments")
      .set({ authorization_url: authorizationUrl })
      .where("reference", "=", reference)
      .execute();
  }

  findByReference(reference: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom("payments").selectAll().where("reference", "=", reference).executeTakeFirst();
  }

  /** A payment that may still be completed: pending, or abandoned at the checkout (it can resume). */
  findOpen(userId: string, purpose: string, subject = ""): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose as PaymentsTable["purpose"])
      .where("subject", "=", subject)
      .where("status", "in", [...OPEN_STATUSES])
      .orderBy("created_at", "desc")
      .executeTakeFirst();
  }

  /** The payments of some subjects (a dojo's seasons), newest first. */
  listBySubjects(purpose: PaymentsTable["purpose"], subjects: string[]): Promise<PaymentRow[]> {
    if (subjects.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("payments")
      .selectAll()
      .where("purpose", "=", purpose)
      .where("subject", "in", subjects)
      .orderBy("created_at", "desc")
      .execute();
  }

  /** Open payments of a provider started between two moments, oldest first (the hourly chase). */
  listOpenStartedBetween(
    provider: string,
    after: string,
    before: string,
    limit: number,
  ): Promise<Pick<PaymentRow, "user_id" | "reference">[]> {
    return this.db
      .selectFrom("payments")
      .select(["user_id", "reference"])
      .where("provider", "=", provider as PaymentRow["provider"])
      .where("status", "in", [...OPEN_STATUSES])
      .where("created_at", "<", before)
      .where("created_at", ">", after)
      .orderBy("created_at")
      .limit(limit)
      .execute();
  }

  /** Closes an open payment that another one replaces (as FAILED: only SUCCESS is final). */
  async failOpen(id: string): Promise<void> {
    await this.db
      .updateTable("payments")
      .set({ status: "FAILED", updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", [...OPEN_STATUSES])
      .execute();
  }

  // Mobile money prompts (one per payment paid by a prompt)

  async insertMobileMoneyCharge(charge: MobileMoneyChargesTable): Promise<void> {
    await this.db.insertInto("mobile_money_charges").values(charge).execute();
  }

  findMobileMoneyCharge(paymentId: string): Promise<MobileMoneyChargeRow | undefined> {
    return this.db
      .selectFrom("mobile_money_charges")
      .selectAll()
      .where("payment_id", "=", paymentId)
      .executeTakeFirst();
  }

  async updateMobileMoneyCharge(
    paymentId: string,
    values: { nextStep: MobileMoneyChargeRow["next_step"]; displayText?: string | null },
  ): Promise<void> {
    await this.db
      .updateTable("mobile_money_charges")
      .set({
        next_step: values.nextStep,
        ...(values.displayText !== undefined ? { display_text: values.displayText } : {}),
        updated_at: new Date().toISOString(),
      })
      .where("payment_id", "=", paymentId)
      .execute();
  }

  listForUser(userId: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute();
  }

  /** Records the provider's failure; a payment that was paid (credited, duplicate, ...) never changes back. */
  async markUnpaid(id: string, status: "FAILED" | "ABANDONED"): Promise<void> {
    const result = await this.db
      .updateTable("payments")
      .set({ status, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", [...UNSETTLED_STATUSES])
      .executeTakeFirst();
    // Counted once, by the process whose update changed the status (/api/metrics).
    if (Number(result.numUpdatedRows) > 0) countPaymentOutcome(status === "FAILED" ? "failed" : "abandoned");
  }

  /** Paid, but not credited: a duplicate, or another amount than asked (disputed). */
  async markNeedsRefund(
    id: string,
    status: "DUPLICATE" | "DISPUTED",
    values: { paidAt: string | null; channel: string | null },
  ): Promise<void> {
    const result = await this.db
      .updateTable("payments")
      .set({ status, paid_at: values.paidAt, channel: values.channel, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", [...UNSETTLED_STATUSES])
      .executeTakeFirst();
    // Duplicates are counted after their crediting transaction commits (payment-crediting.ts).
    if (status === "DISPUTED" && Number(result.numUpdatedRows) > 0) countPaymentOutcome("disputed");
  }

  /** Claims the credit of a payment: true for exactly one caller, ever (primary key). */
  async claimCredit(paymentId: string, source: string): Promise<boolean> {
    const result = await this.db
      .insertInto("payment_credits")
      .values({ payment_id: paymentId, credited_at: new Date().toISOString(), source })
      .onConflict((conflict) => conflict.column("payment_id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async saveMembershipBefore(paymentId: string, before: unknown): Promise<void> {
    await this.db
      .updateTable("payment_credits")
      .set({ membership_before: JSON.stringify(before) })
      .where("payment_id", "=", paymentId)
      .execute();
  }

  findCredit(paymentId: string) {
    return this.db.selectFrom("payment_credits").selectAll().where("payment_id", "=", paymentId).executeTakeFirst();
  }

  /** Whether another payment of the member was credited after the given moment and still stands. */
  async hasLaterCredit(userId: string, paymentId: string, after: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("payment_credits")
      .innerJoin("payments", "payments.id", "payment_credits.payment_id")
      .select("payments.id")
      .where("payments.user_id", "=", userId)
      .where("payments.id", "!=", paymentId)
      .where("payments.status", "=", "SUCCESS")
      .where("payment_credits.credited_at", ">=", after)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** A conditional change of status: true when the payment was in one of `from` and now is `to`. */
  async transition(
    id: string,
    from: PaymentsTable["status"][],
    values: Partial<Omit<PaymentRow, "id">> & { status: PaymentsTable["status"] },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("payments")
      .set({ ...values, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markPaid(id: string, values: { paidAt: string; channel: string | null; receiptNumber: string }): Promise<void> {
    await this.db
      .updateTable("payments")
      .set({
        status: "SUCCESS",
        paid_at: values.paidAt,
        channel: values.channel,
        receipt_number: values.receiptNumber,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .execute();
  }

  async recordEvent(
    paymentId: string | null,
    source: string,
    event: string,
    providerStatus: string | null,
  ): Promise<void> {
    await this.db
      .insertInto("payment_events")
      .values({
        id: randomUUID(),
        payment_id: paymentId,
        source,
        event,
        provider_status: providerStatus,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  async ledger(filter: LedgerFilter): Promise<{ rows: PaymentRow[]; total: number; paidAmount: number }> {
    let query = this.db.selectFrom("payments");
    if (filter.reference) query = query.where("reference", "=", filter.reference);
    if (filter.status) query = query.where("status", "=", filter.status as PaymentRow["status"]);
    if (filter.purpose) query = query.where("purpose", "=", filter.purpose as PaymentRow["purpose"]);
    if (filter.from) query = query.where("created_at", ">=", filter.from);
    if (filter.to) query = query.where("created_at", "<", filter.to);
    if (filter.regions) {
      if (filter.regions.length === 0) return { rows: [], total: 0, paidAmount: 0 };
      query = query.where("region_code", "in", filter.regions);
    }
    const [rows, totals] = await Promise.all([
      query
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query
        .select((eb) => [
          eb.fn.countAll<number>().as("count"),
          sql<number>`sum(case when status = 'SUCCESS' then amount else 0 end)`.as("paid"),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(totals.count), paidAmount: Number(totals.paid ?? 0) };
  }

  /** Erasure: the payer's name kept on their payments, the one place it stays (decision 97). */
  async keepMemberName(userId: string, name: string): Promise<void> {
    await this.db
      .updateTable("payments")
      .set({ member_name: name })
      .where("user_id", "=", userId)
      .where("member_name", "is", null)
      .execute();
  }

  /** Retention: payments of erased members made before `before` (the accounting period is over). */
  async deleteErasedBefore(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom("payments")
      .where("member_name", "is not", null)
      .where("created_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
