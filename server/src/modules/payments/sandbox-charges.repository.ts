import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

/** The sandbox provider's books (sandbox_charges): what a real provider keeps on its side. No rules. */
export class SandboxChargesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Opens a charge once: a second open of the same reference changes nothing. */
  async open(charge: { reference: string; amount: number; currency: string; approveAt: string | null }) {
    await this.db
      .insertInto("sandbox_charges")
      .values({
        reference: charge.reference,
        status: "PENDING",
        amount: charge.amount,
        currency: charge.currency,
        channel: null,
        paid_at: null,
        approve_at: charge.approveAt,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column("reference").doNothing())
      .execute();
  }

  /** Settles a pending charge; true when this call settled it. */
  async settle(reference: string, outcome: "success" | "failed"): Promise<boolean> {
    const result = await this.db
      .updateTable("sandbox_charges")
      .set({
        status: outcome === "success" ? "SUCCESS" : "FAILED",
        channel: outcome === "success" ? "mobile_money" : null,
        paid_at: outcome === "success" ? new Date().toISOString() : null,
      })
      .where("reference", "=", reference)
      .where("status", "=", "PENDING")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  find(reference: string) {
    return this.db.selectFrom("sandbox_charges").selectAll().where("reference", "=", reference).executeTakeFirst();
  }
}
