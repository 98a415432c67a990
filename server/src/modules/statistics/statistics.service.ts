import type { Statistics } from "@gkf/contract";
import { forbidden } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { AccountStatistics } from "../accounts/account-statistics.js";
import type { DocumentStatistics } from "../documents/document-statistics.js";
import { addMonths, today } from "../memberships/membership-rules.js";
import { COMPLIANCE_DOCUMENT_TYPES, type MembershipStatistics } from "../memberships/membership-statistics.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { PaymentStatistics } from "../payments/payment-statistics.js";
import type { StatisticsSnapshots } from "./statistics.repository.js";

export interface StatisticsParts {
  accounts: AccountStatistics;
  documents: DocumentStatistics;
  memberships: MembershipStatistics;
  membershipsService: MembershipsService;
  payments: PaymentStatistics;
  snapshots: StatisticsSnapshots;
  /** An answer younger than this is served again (STATISTICS_MAX_AGE_SECONDS; 0: computed every time). */
  maxAgeSeconds: number;
}

/** The last 12 months as YYYY-MM, oldest first, ending with the current one. */
export function lastTwelveMonths(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, index) => addMonths(first, index - 11).slice(0, 7));
}

/**
 * The control panel's dashboard (issue 15, "Statistics"). Each module answers its part with
 * aggregate queries over its own tables (memberships, accounts, payments, documents), members
 * passed between them as the memberships module's subquery of ids, and this service puts the
 * answers together. Regional admins see their region only.
 *
 * Each answer is kept in the database for its scope (decision 157): for `maxAgeSeconds` every
 * official of that scope, on any machine, gets it again instead of five statements over every
 * member. `fresh` computes a new one (the page's Refresh).
 */
export class StatisticsService {
  constructor(private readonly parts: StatisticsParts) {}

  async get(
    scope: StaffScope,
    region: string | undefined,
    options: { fresh?: boolean } = {},
    now = new Date(),
  ): Promise<Statistics> {
    if (region && !scope.canAccessRegion(region)) {
      throw forbidden("You can see the statistics of your own region only.");
    }
    // A region asked for, or the caller's regions (undefined: the whole federation).
    const regions = region ? [region] : scope.regions?.length === 0 ? ["--"] : scope.regions;
    const key = regions ? [...regions].sort().join(",") : "*";
    const { snapshots, maxAgeSeconds } = this.parts;
    if (!options.fresh && maxAgeSeconds > 0) {
      const kept = await snapshots.find(key);
      // Another machine's clock may run a little ahead: an answer from "the future" counts as young.
      if (kept && Math.abs(now.getTime() - Date.parse(kept.generated_at)) < maxAgeSeconds * 1000) {
        return JSON.parse(kept.body) as Statistics;
      }
    }
    const answer = await this.compute(regions, now);
    if (maxAgeSeconds > 0) {
      await snapshots.save({ scope: key, generated_at: answer.generated_at, body: JSON.stringify(answer) });
    }
    return answer;
  }

  private async compute(regions: string[] | undefined, now: Date): Promise<Statistics> {
    const day = today(now);
    const months = lastTwelveMonths(day);
    const since = `${months[0]}-01`;
    const { accounts, documents, memberships, membershipsService, payments } = this.parts;
    // The members in scope as the memberships module's subquery; none for the whole federation.
    const members = () => (regions ? membershipsService.memberIdsIn(regions) : undefined);

    // Five statements (decision 112): memberships' counts in one pass of an index (and new members
    // per month), accounts' in one, payments' in one, the review queue in one.
    const [overview, people, money, queue] = await Promise.all([
      memberships.overview(regions, day, since, {
        validity: documents.validity(COMPLIANCE_DOCUMENT_TYPES),
        isMinor: accounts.isMinor(day),
      }),
      accounts.byGenderAndAge(members(), day),
      payments.received(`${since}T00:00:00.000Z`, regions),
      documents.reviewQueue(members(), now),
    ]);
    const { byStatus, byRegion, byType, byBelt, joined, compliance, expiring } = overview;
    return {
      region: regions?.length === 1 && regions[0] !== "--" ? (regions[0] ?? null) : null,
      generated_at: now.toISOString(),
      members: {
        total: byStatus.reduce((sum, entry) => sum + entry.count, 0),
        by_status: byStatus,
        by_region: byRegion,
        by_type: byType,
        by_age_category: people.byAgeCategory,
        by_gender: people.byGender,
        by_belt: byBelt,
      },
      months: months.map((month) => ({
        month,
        new_members: joined.get(month) ?? 0,
        renewals: money.byMonth.get(month)?.renewals ?? 0,
        revenue: money.byMonth.get(month)?.revenue ?? 0,
      })),
      revenue_by_purpose: money.byPurpose,
      compliance,
      expiring,
      review_queue: queue,
    };
  }
}
