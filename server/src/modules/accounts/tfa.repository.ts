import { reusableQuery } from "../../db/reusable-query.js";
import type { Db } from "../../db/transaction.js";
import type { UserTfaRow } from "./accounts.table.js";

// Every sign-in asks (decision 121): built once, prepared on PostgreSQL.
const selectEnabled = reusableQuery((db, userId: string) =>
  db.selectFrom("user_tfa").select("user_id").where("user_id", "=", userId).where("enabled_at", "is not", null),
);

/** Two-step sign-in's rows (migration 0029): the sealed secret, the last step accepted, the recovery codes. */
export class TfaRepository {
  constructor(private readonly db: Db) {}

  find(userId: string): Promise<UserTfaRow | undefined> {
    return this.db.selectFrom("user_tfa").selectAll().where("user_id", "=", userId).executeTakeFirst();
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await selectEnabled(this.db, userId)).length > 0;
  }

  /** A new secret waiting for its first code; never replaces one that is on. True when stored. */
  async savePending(userId: string, sealed: string, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto("user_tfa")
      .values({ user_id: userId, secret_sealed: sealed, enabled_at: null, last_step: 0, created_at: now })
      .onConflict((conflict) =>
        conflict
          .column("user_id")
          .doUpdateSet({ secret_sealed: sealed, last_step: 0, created_at: now })
          .where("user_tfa.enabled_at", "is", null),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Turns a waiting secret on, accepting `step`; true for the one caller that got there first. */
  async enable(userId: string, step: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable("user_tfa")
      .set({ enabled_at: now, last_step: step })
      .where("user_id", "=", userId)
      .where("enabled_at", "is", null)
      .where("last_step", "<", step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Accepts a step once: true only when it is later than every step accepted before. */
  async acceptStep(userId: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable("user_tfa")
      .set({ last_step: step })
      .where("user_id", "=", userId)
      .where("enabled_at", "is not", null)
      .where("last_step", "<", step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom("tfa_recovery_codes").where("user_id", "=", userId).execute();
    await this.db.deleteFrom("user_tfa").where("user_id", "=", userId).execute();
  }

  async replaceRecoveryCodes(userId: string, hashes: string[], now: string): Promise<void> {
    await this.db.deleteFrom("tfa_recovery_codes").where("user_id", "=", userId).execute();
    await this.db
      .insertInto("tfa_recovery_codes")
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
      .execute();
  }

  /** Uses a recovery code once: true only for the one caller that got there first. */
  async useRecoveryCode(userId: string, hash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable("tfa_recovery_codes")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("code_hash", "=", hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async unusedRecoveryCodes(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom("tfa_recovery_codes")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Two-step sign-in was just done on this device (staff: good for 12 hours). */
  async markDeviceVerified(deviceId: string, now: string): Promise<void> {
    await this.db.updateTable("trusted_devices").set({ tfa_verified_at: now }).where("id", "=", deviceId).execute();
  }
}
