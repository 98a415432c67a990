import {
  COMPLIANCE_ITEMS,
  type ComplianceItem,
  type DocumentType,
  MAIN_ROLES,
  type StatisticsCount,
} from "@gkf/contract";
import { type Expression, type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/transaction.js";
import { requirementsFor } from "./membership-rules.js";

/**
 * What compliance needs from the modules that own it: a member's valid documents as a bit mask
 * (bit i set when the member holds a valid document of `types[i]`), an expression on the member's
 * id (documents module); and one row per minor, `id` (accounts module).
 */
export interface ComplianceSources {
  validMask: (types: readonly DocumentType[], userId: Expression<string>) => Expression<unknown>;
  minors: Expression<unknown>;
}

/**
 * The memberships module's part of the statistics dashboard: every count one GROUP BY over
 * memberships (no rows read into Node), scoped to regions when given. Status is the effective
 * one, as the record shows it: ACTIVE past its expiry date counts as EXPIRED.
 */
export class MembershipStatistics {
  constructor(private readonly db: Db) {}

  private scoped(regions: string[] | undefined) {
    // Erased members' records stay (payments refer to them) but are no longer members (decision 105).
    const query = this.db.selectFrom("memberships").where("erased_at", "is", null);
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
    // An expression, not the column: grouping by the column made SQLite walk a region index and
    // seek every row for erased_at (3 times the CPU of one scan of the table, decision 102).
    return this.countBy(regions, sql<string>`coalesce(region_code, '')`);
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
   * Compliance as the record computes it (membership-rules' requirementsFor), in one statement
   * (decision 102): one row per member with the paid flag, the type, whether a minor, and the
   * valid documents as a bit mask, read by one probe of the documents' covering index per member
   * (no grouping of every document, no temporary index); materialised once, then each item's
   * missing flag summed, and the members who lack nothing counted.
   */
  async compliance(regions: string[] | undefined, sources: ComplianceSources) {
    const requirements = complianceRequirements();
    const documentTypes = [...new Set(requirements.flatMap((entry) => entry.types))];
    const has = (type: DocumentType) => sql`(per_member.mask & ${sql.lit(2 ** documentTypes.indexOf(type))}) <> 0`;
    const anyOf = (types: DocumentType[]) => sql.join(types.map(has), sql` or `);
    const missing = (entry: ComplianceRequirement): RawBuilder<unknown> => {
      if (entry.item === "REGISTRATION_PAID") return sql`per_member.paid = 0`;
      if (entry.item === "IDENTITY_DOCUMENT") {
        // Adults prove identity with a Ghana Card; minors with a birth certificate or a Ghana Card.
        return sql`not (${has("GHANA_CARD")} or (per_member.minor = 1 and ${has("BIRTH_CERTIFICATE")}))`;
      }
      const types = sql.join(entry.membershipTypes.map((type) => sql.lit(type)));
      return sql`per_member.type in (${types}) and not (${anyOf(entry.types)})`;
    };
    const flags = sql.join(
      requirements.map((entry) => sql`case when ${missing(entry)} then 1 else 0 end as ${sql.id(entry.item)}`),
    );
    const scope = regions ? sql`where m.region_code in (${sql.join(regions.map((region) => sql`${region}`))})` : sql``;
    const mask = sources.validMask(documentTypes, sql.ref<string>("m.user_id"));
    const anyMissing = sql.join(
      requirements.map((entry) => sql.ref(`flags.${entry.item}`)),
      sql` + `,
    );
    const sums = sql.join(
      requirements.map((entry) => sql`sum(${sql.ref(`flags.${entry.item}`)}) as ${sql.id(entry.item)}`),
    );
    const result = await sql<Record<string, number | string | null>>`
      with per_member as materialized (
        select m.has_paid_registration as paid, m.membership_type as type, (${mask}) as mask,
          case when m.user_id in (${sources.minors}) then 1 else 0 end as minor
        from memberships m
        ${scope}
      )
      select count(*) as members, sum(case when ${anyMissing} = 0 then 1 else 0 end) as compliant, ${sums}
      from (select ${flags} from per_member) flags`.execute(this.db);
    const row = result.rows[0];
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

interface ComplianceRequirement {
  item: ComplianceItem;
  /** Document types of which one valid document meets the item (adults' for identity). */
  types: DocumentType[];
  /** The membership types that must have the item. */
  membershipTypes: string[];
}

/** Each compliance item, the documents that meet it and who needs it, from requirementsFor. */
function complianceRequirements(): ComplianceRequirement[] {
  return COMPLIANCE_ITEMS.map((item) => {
    const needing = MAIN_ROLES.filter((type) => requirementsFor(type, false).some((entry) => entry.item === item));
    const types = [
      ...new Set(
        MAIN_ROLES.flatMap((type) => [...requirementsFor(type, false), ...requirementsFor(type, true)])
          .filter((entry) => entry.item === item)
          .flatMap((entry) => entry.types),
      ),
    ];
    return { item, types, membershipTypes: needing };
  }).filter((entry) => entry.membershipTypes.length > 0);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
