import type { Statistics } from "@gkf/contract";
import { forbidden } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { AccountStatistics } from "../accounts/account-statistics.js";
import type { DocumentStatistics } from "../documents/document-statistics.js";
import { addMonths, today } from "../memberships/membership-rules.js";
import type { MembershipStatistics } from "../memberships/membership-statistics.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { PaymentStatistics } from "../payments/payment-statistics.js";

export interface StatisticsParts {
  accounts: AccountStatistics;
  documents: DocumentStatistics;
  memberships: MembershipStatistics;
  membershipsService: MembershipsService;
  payments: PaymentStatistics;
}

/** The last 12 months as YYYY-MM, oldest first, ending with the current one. */
export function lastTwelveMonths(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, index) => addMonths(first, index - 11).slice(0, 7));
}

/**
 * The control panel's dashboard (issue 15, "Statistics"). It owns no table: each module answers
 * its part with aggregate queries over its own tables (memberships, accounts, payments,
 * documents), members passed between them as the memberships module's subquery of ids, and
 * this service puts the answers together. Regional admins see their region only.
 */
export class StatisticsService {
  constructor(private readonly parts: StatisticsParts) {}

  async get(scope: StaffScope, region: string | undefined, now = new Date()): Promise<Statistics> {
    if (region && !scope.canAccessRegion(region)) {
      throw forbidden("You can see the statistics of your own region only.");
    }
    // A region asked for, or the caller's regions (undefined: the whole federation).
    const regions = region ? [region] : scope.regions?.length === 0 ? ["--"] : scope.regions;
    const day = today(now);
    const months = lastTwelveMonths(day);
    const since = `${months[0]}-01`;
    const { accounts, documents, memberships, membershipsService, payments } = this.parts;
    // The members in scope as the memberships module's subquery; none for the whole federation.
    const members = () => (regions ? membershipsService.memberIdsIn(regions) : undefined);

    const [byStatus, byRegion, byType, byBelt, byGender, byAge, joined, money, byPurpose, compliance, expiring, queue] =
      await Promise.all([
        memberships.byStatus(regions, day),
        memberships.byRegion(regions),
        memberships.byType(regions),
        memberships.byBelt(regions),
        accounts.byGender(members()),
        accounts.byAgeCategory(members(), day),
        memberships.joinedByMonth(regions, since),
        payments.byMonth(`${since}T00:00:00.000Z`, regions),
        payments.byPurpose(`${since}T00:00:00.000Z`, regions),
        memberships.compliance(regions, {
          validMask: (types, userId) => documents.validMask(types, day, userId),
          minors: accounts.minorsOn(day),
        }),
        memberships.expiring(regions, day),
        documents.reviewQueue(members(), now),
      ]);
    return {
      region: regions?.length === 1 && regions[0] !== "--" ? (regions[0] ?? null) : null,
      generated_at: now.toISOString(),
      members: {
        total: byStatus.reduce((sum, entry) => sum + entry.count, 0),
        by_status: byStatus,
        by_region: byRegion,
        by_type: byType,
        by_age_category: byAge,
        by_gender: byGender,
        by_belt: byBelt,
      },
      months: months.map((month) => ({
        month,
        new_members: joined.get(month) ?? 0,
        renewals: money.get(month)?.renewals ?? 0,
        revenue: money.get(month)?.revenue ?? 0,
      })),
      revenue_by_purpose: byPurpose,
      compliance,
      expiring,
      review_queue: queue,
    };
  }
}
