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
 * What compliance needs from the modules that own it (decision 112): the members' document
 * validity as a table to join on `user_id`, with one column per document type (named as the type)
 * holding the day until which the member holds a valid document of it, null when none (documents
 * module); and whether a member is a minor on the day, an expression on the member's id (accounts
 * module), evaluated only for members whose identity depends on it.
 */
export interface ComplianceSources {
  validity: RawBuilder<unknown>;
  isMinor: (userId: Expression<string>) => Expression<unknown>;
}

/** The memberships module's whole part of the dashboard (see `overview`). */
export interface MembershipOverview {
  byStatus: StatisticsCount[];
  byRegion: StatisticsCount[];
  byType: StatisticsCount[];
  byBelt: StatisticsCount[];
  /** New members per month (YYYY-MM of date_joined), for the months asked. */
  joined: Map<string, number>;
  expiring: { within_30_days: number; within_60_days: number };
  compliance: { members: number; compliant: number; rate: number; missing: StatisticsCount[] };
}

/**
 * The memberships module's part of the statistics dashboard, scoped to regions when given. Status
 * is the effective one, as the record shows it: ACTIVE past its expiry date counts as EXPIRED.
 * Erased members' records stay (payments refer to them) but are no longer members (decision 105).
 */
export class MembershipStatistics {
  constructor(private readonly db: Db) {}

  /**
   * Every count of the memberships module (decision 112) in one pass over memberships: grouped by
   * status, region, type and belt together (a few thousand groups at 100,000 members), with the
   * expiries and compliance summed per group, and the groups summed here; and the new members per
   * month since `since`. Compliance is the record's (membership-rules' requirementsFor), per member
   * from its joined validity row: no document is read.
   */
  async overview(
    regions: string[] | undefined,
    day: string,
    since: string,
    sources: ComplianceSources,
  ): Promise<MembershipOverview> {
    const [grouped, joined] = await Promise.all([
      this.grouped(regions, day, sources),
      this.joinedByMonth(regions, since),
    ]);
    return { ...grouped, joined };
  }

  /**
   * One pass over the covering index memberships_statistics_idx (migration 0034), in its order, so
   * the groups need no sort: the stored status, region, type and belt are the groups; ACTIVE
   * records past their expiry (`lapsed`) are moved to EXPIRED here.
   */
  private async grouped(regions: string[] | undefined, day: string, sources: ComplianceSources) {
    const requirements = complianceRequirements();
    const today = sql.lit(day);
    // No valid document of the type: none approved (null) or the latest one expired.
    const lacks = (type: DocumentType) => sql`(v.${sql.id(type)} is null or v.${sql.id(type)} < ${today})`;
    const missing = (entry: ComplianceRequirement): RawBuilder<unknown> => {
      if (entry.item === "REGISTRATION_PAID") return sql`m.has_paid_registration = 0`;
      if (entry.item === "IDENTITY_DOCUMENT") {
        // Adults prove identity with a Ghana Card; minors with a birth certificate or a Ghana Card.
        const minor = sources.isMinor(sql.ref<string>("m.user_id"));
        return sql`(${lacks("GHANA_CARD")} and (${lacks("BIRTH_CERTIFICATE")} or not ${minor}))`;
      }
      const types = sql.join(entry.membershipTypes.map((type) => sql.lit(type)));
      return sql`(m.membership_type in (${types}) and ${sql.join(entry.types.map(lacks), sql` and `)})`;
    };
    const count = (condition: RawBuilder<unknown>) => sql`sum(case when ${condition} then 1 else 0 end)`;
    const expiringWithin = (days: number) =>
      count(sql`m.status = 'ACTIVE' and m.expiry_date >= ${today} and m.expiry_date <= ${sql.lit(addDays(day, days))}`);
    const scope = regions ? sql`and m.region_code in (${sql.join(regions.map((region) => sql`${region}`))})` : sql``;
    const result = await sql<Record<string, string | number | null>>`
      select m.status, m.region_code, m.membership_type, m.current_belt, count(*) as members,
        ${count(sql`m.status = 'ACTIVE' and m.expiry_date < ${today}`)} as lapsed,
        ${expiringWithin(30)} as within_30, ${expiringWithin(60)} as within_60,
        ${sql.join(requirements.map((entry) => sql`${count(missing(entry))} as ${sql.id(entry.item)}`))},
        ${count(sql`not (${sql.join(requirements.map(missing), sql` or `)})`)} as compliant
      from memberships m left join ${sources.validity} v on v.user_id = m.user_id
      where m.erased_at is null ${scope}
      group by m.status, m.region_code, m.membership_type, m.current_belt`.execute(this.db);

    const counts = {
      status: new Map<string, number>(),
      region: new Map<string, number>(),
      type: new Map<string, number>(),
      belt: new Map<string, number>(),
    };
    const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
    const sums = new Map<string, number>();
    for (const row of result.rows) {
      const members = Number(row.members);
      const lapsed = Number(row.lapsed ?? 0);
      add(counts.status, String(row.status), members - lapsed);
      if (lapsed > 0) add(counts.status, "EXPIRED", lapsed);
      add(counts.region, String(row.region_code ?? ""), members);
      add(counts.type, String(row.membership_type), members);
      add(counts.belt, String(row.current_belt ?? "NONE"), members);
      for (const name of [
        "members",
        "within_30",
        "within_60",
        "compliant",
        ...requirements.map((entry) => entry.item),
      ]) {
        add(sums, name, Number(row[name] ?? 0));
      }
    }
    const sorted = (map: Map<string, number>) =>
      [...map]
        .filter(([, count]) => count > 0)
        .map(([key, count]) => ({ key, count }))
        .sort((a, b) => b.count - a.count);
    const sum = (name: string) => sums.get(name) ?? 0;
    const members = sum("members");
    const compliant = sum("compliant");
    return {
      byStatus: sorted(counts.status),
      byRegion: sorted(counts.region),
      byType: sorted(counts.type),
      byBelt: sorted(counts.belt),
      expiring: { within_30_days: sum("within_30"), within_60_days: sum("within_60") },
      compliance: {
        members,
        compliant,
        rate: members === 0 ? 0 : Math.round((compliant / members) * 1000) / 10,
        missing: COMPLIANCE_ITEMS.map((item) => ({ key: item, count: sum(item) }))
          .filter((entry) => entry.count > 0)
          .sort((a, b) => b.count - a.count),
      },
    };
  }

  /** New members per month (YYYY-MM of date_joined) since a day: a range of the covering index's rows. */
  private async joinedByMonth(regions: string[] | undefined, since: string): Promise<Map<string, number>> {
    const month = sql<string>`substr(date_joined, 1, 7)`;
    let query = this.db.selectFrom("memberships").where("erased_at", "is", null).where("date_joined", ">=", since);
    if (regions) query = query.where("region_code", "in", regions);
    const rows = await query
      .select((eb) => [month.as("month"), eb.fn.countAll<number | string>().as("count")])
      .groupBy(month)
      .execute();
    return new Map(rows.map((row) => [row.month, Number(row.count)]));
  }
}

/** The document types compliance looks at, the columns of the validity it joins. */
export const COMPLIANCE_DOCUMENT_TYPES: readonly DocumentType[] = [
  ...new Set(complianceRequirements().flatMap((entry) => entry.types)),
];

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
