import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import type { FeeRow, FeesTable, PaymentRow, PaymentsTable } from "./payments.table.js";

export interface LedgerFilter {
  status?: string;
  purpose?: string;
  from?: string;
  to?: string;
  regions?: string[];
  page: number;
  pageSize: number;
}

export class PaymentsRepository {
  constructor(readonly db: Kysely<Database>) {}

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

  async insert(payment: PaymentsTable): Promise<void> {
    await this.db.insertInto("payments").values(payment).execute();
  }

  findByReference(reference: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom("payments").selectAll().where("reference", "=", reference).executeTakeFirst();
  }

  /** A payment that may still be completed: pending, or abandoned at the checkout (it can resume). */
  findOpen(userId: string, purpose: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose as PaymentsTable["purpose"])
      .where("status", "in", ["PENDING", "ABANDONED"])
      .orderBy("created_at", "desc")
      .executeTakeFirst();
  }

  listForUser(userId: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute();
  }

  /** Records the provider's failure; a payment that succeeded is never changed back. */
  async markUnpaid(id: string, status: "FAILED" | "ABANDONED"): Promise<void> {
    await this.db
      .updateTable("payments")
      .set({ status, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "!=", "SUCCESS")
      .execute();
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
}
