import { createHash } from "node:crypto";
import { type MembershipRecord, MembershipRecordSchema } from "@gkf/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { reusableQuery } from "../../db/reusable-query.js";
import { today } from "./membership-rules.js";

const DAY_MS = 86_400_000;

const selectView = reusableQuery((db, userId: string) =>
  db
    .selectFrom("member_record_views")
    .select(["version", "computed_version", "day", "stamp", "last_renewal", "body"])
    .where("user_id", "=", userId),
);

/** A member's record as computed from the facts, and the date its days since renewal count from. */
export interface ComputedRecord {
  record: MembershipRecord;
  lastRenewal: string | null;
}

/** Days since the last renewal (or the period's start), counted as the record always counted them. */
export function daysSince(lastRenewal: string | null, now = Date.now()): number | null {
  return lastRenewal ? Math.floor((now - Date.parse(lastRenewal)) / DAY_MS) : null;
}

/** The stored body (an object's JSON without the field) with days_since_last_renewal put in front. */
function withDays(body: string, lastRenewal: string | null): string {
  return `{"days_since_last_renewal":${JSON.stringify(daysSince(lastRenewal))},${body.slice(1)}`;
}

/**
 * GET my-record from its read model (migration 0032, decision 109): one indexed read when the
 * stored record is current, the whole computation (and a conditional write) when it is not.
 * Current means: no fact changed since it was computed (the triggers' `version`), computed today
 * (status, category and validity depend on the date), and with the same stamp (public address,
 * card key, app version, regions). The answer is the JSON text, already checked against the
 * record's schema when it was computed, so the hot path neither validates nor serialises.
 */
export class MemberRecordViews {
  private stamp: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly stampParts: () => Promise<unknown>,
    private readonly compute: (userId: string) => Promise<ComputedRecord>,
  ) {}

  async json(userId: string): Promise<string> {
    const day = today();
    const [stamp, found] = await Promise.all([this.currentStamp(), this.read(userId)]);
    if (found?.body != null && found.computed_version === found.version && found.day === day && found.stamp === stamp) {
      return withDays(found.body, found.last_renewal);
    }
    // The version is read before the facts, so that a change committed meanwhile makes the write
    // below match no row (the next read computes again) instead of storing a record it missed.
    let version = found?.version;
    if (version === undefined) {
      await this.db
        .insertInto("member_record_views")
        .values({ user_id: userId })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .execute();
      version = (await this.read(userId))?.version;
    }
    const { record, lastRenewal } = await this.compute(userId);
    const { days_since_last_renewal: _days, ...rest } = MembershipRecordSchema.parse(record);
    const body = JSON.stringify(rest);
    if (version !== undefined) {
      await this.db
        .updateTable("member_record_views")
        .set({ body, day, stamp, last_renewal: lastRenewal, computed_version: version })
        .where("user_id", "=", userId)
        .where("version", "=", version)
        .execute();
    }
    return withDays(body, lastRenewal);
  }

  private async read(userId: string) {
    return (await selectView(this.db, userId))[0];
  }

  /** What every stored record depends on besides the member's facts, hashed; the same in every process. */
  private currentStamp(): Promise<string> {
    this.stamp ??= this.stampParts()
      .then((parts) => createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 32))
      .catch((error: unknown) => {
        this.stamp = undefined;
        throw error;
      });
    return this.stamp;
  }
}
