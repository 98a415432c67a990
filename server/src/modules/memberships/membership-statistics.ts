import {
  COMPLIANCE_ITEMS,
  type ComplianceItem,
  type DocumentType,
  MAIN_ROLES,
  type StatisticsCount,
} from "@gkf/contract";
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/database.js";
import type { Db } from "../../db/transaction.js";
import { requirementsFor } from "./membership-rules.js";

/** A subquery of user ids (valid document holders, minors) from the module that owns them. */
type IdsQuery = Expression<{ user_id: string } | { id: string }>;

export interface ComplianceSources {
  /** Members holding a valid document of these types today (documents module). */
  holders: (types: DocumentType[]) => IdsQuery;
  /** Members under 18 today (accounts module). */
  minors: IdsQuery;
}

type MembershipsEb = ExpressionBuilder<Database, "memberships">;

/**
 * The memberships module's part of the statistics dashboard: every count one GROUP BY over
 * memberships (no rows read into Node), scoped to regions when given. Status is the effective
 * one, as the record shows it: ACTIVE past its expiry date counts as EXPIRED.
 */
export class MembershipStatistics {
  constructor(private readonly db: Db) {}

  private scoped(regions: string[] | undefined) {
    const query = this.db.selectFrom("memberships");
    return regions ? query.where("region_code", "in", regions) : query;
  }

  private async countBy(regions: string[] | undefined, key: RawBuilder<string>): Promise<StatisticsCount[]> {
    const rows = await this.scoped(regions)
      .select((eb) => [key.as("key"), eb.fn.countAll<number | string>().as("count")])
      .groupBy(key)
      .execute();
    return rows.map((row) => ({ key: row.key, count: Number(row.count) })).sort((a, b) => b.count - a.count);
  }

  /** `day` is written into the query (a date we computed): the same expression groups it on PostgreSQL. */
  byStatus(regions: string[] | undefined, day: string) {
    return this.countBy(
      regions,
      sql<string>`case when status = 'ACTIVE' and expiry_date < ${sql.lit(day)} then 'EXPIRED' else status end`,
    );
  }

  byRegion(regions: string[] | undefined) {
    return this.countBy(regions, sql<string>`region_code`);
  }

  byType(regions: string[] | undefined) {
    return this.countBy(regions, sql<string>`membership_type`);
  }

  byBelt(regions: string[] | undefined) {
    return this.countBy(regions, sql<string>`coalesce(current_belt, 'NONE')`);
  }

  /** New members per month (YYYY-MM of date_joined) since a day. */
  async joinedByMonth(regions: string[] | undefined, since: string): Promise<Map<string, number>> {
    const month = sql<string>`substr(date_joined, 1, 7)`;
    const rows = await this.scoped(regions)
      .select((eb) => [month.as("month"), eb.fn.countAll<number | string>().as("count")])
      .where("date_joined", ">=", since)
      .groupBy(month)
      .execute();
    return new Map(rows.map((row) => [row.month, Number(row.count)]));
  }

  /** ACTIVE memberships whose expiry date falls in the next 30 and 60 days (today included). */
  async expiring(regions: string[] | undefined, day: string) {
    const in30 = addDays(day, 30);
    const in60 = addDays(day, 60);
    const row = await this.scoped(regions)
      .select((eb) => [
        eb.fn.sum<number | string>(eb.case().when("expiry_date", "<=", in30).then(1).else(0).end()).as("within_30"),
        eb.fn.countAll<number | string>().as("within_60"),
      ])
      .where("status", "=", "ACTIVE")
      .where("expiry_date", ">=", day)
      .where("expiry_date", "<=", in60)
      .executeTakeFirst();
    return { within_30_days: Number(row?.within_30 ?? 0), within_60_days: Number(row?.within_60 ?? 0) };
  }

  /**
   * Compliance as the record computes it (membership-rules' requirementsFor), in one query: per
   * item, the members who need it and lack it; and the members who lack nothing.
   */
  async compliance(regions: string[] | undefined, sources: ComplianceSources) {
    const missing = (eb: MembershipsEb, item: ComplianceItem): Expression<SqlBool> => {
      if (item === "REGISTRATION_PAID") return eb("has_paid_registration", "=", 0);
      if (item === "IDENTITY_DOCUMENT") {
        // Adults prove identity with a Ghana Card; minors with a birth certificate or a Ghana Card.
        return eb.and([
          eb("user_id", "not in", sources.holders(["GHANA_CARD"]) as never),
          eb.or([
            eb("user_id", "not in", sources.minors as never),
            eb("user_id", "not in", sources.holders(["BIRTH_CERTIFICATE"]) as never),
          ]),
        ]);
      }
      const requirement = requirementsFor("ATHLETE", false)
        .concat(requirementsFor("COACH", false), requirementsFor("REFEREE", false))
        .find((entry) => entry.item === item);
      const types = MAIN_ROLES.filter((type) => requirementsFor(type, false).some((entry) => entry.item === item));
      if (!requirement || types.length === 0) return eb.val(false) as unknown as Expression<SqlBool>;
      return eb.and([
        eb("membership_type", "in", types),
        eb("user_id", "not in", sources.holders(requirement.types) as never),
      ]);
    };
    const row = (await this.scoped(regions)
      .select((eb) => [
        eb.fn.countAll<number | string>().as("members"),
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when(eb.or(COMPLIANCE_ITEMS.map((item) => missing(eb, item))))
              .then(0)
              .else(1)
              .end(),
          )
          .as("compliant"),
        ...COMPLIANCE_ITEMS.map((item) =>
          eb.fn.sum<number | string>(eb.case().when(missing(eb, item)).then(1).else(0).end()).as(item),
        ),
      ])
      .executeTakeFirst()) as Record<string, number | string | null> | undefined;
    const members = Number(row?.members ?? 0);
    const compliant = Number(row?.compliant ?? 0);
    return {
      members,
      compliant,
      rate: members === 0 ? 0 : Math.round((compliant / members) * 1000) / 10,
      missing: COMPLIANCE_ITEMS.map((item) => ({ key: item, count: Number(row?.[item] ?? 0) }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count),
    };
  }
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
