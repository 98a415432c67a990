import type { Db } from "../../db/transaction.js";
import { AccountStatistics } from "../accounts/account-statistics.js";
import { DocumentStatistics } from "../documents/document-statistics.js";
import { MembershipStatistics } from "../memberships/membership-statistics.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import { PaymentStatistics } from "../payments/payment-statistics.js";
import { StatisticsSnapshots } from "./statistics.repository.js";
import { StatisticsService } from "./statistics.service.js";

/**
 * The dashboard's service with each module's part (their `*-statistics.ts`) on the same database,
 * its answers kept `maxAgeSeconds` (decision 157).
 */
export function createStatisticsService(
  db: Db,
  memberships: MembershipsService,
  maxAgeSeconds: number,
): StatisticsService {
  return new StatisticsService({
    accounts: new AccountStatistics(db),
    documents: new DocumentStatistics(db),
    memberships: new MembershipStatistics(db),
    membershipsService: memberships,
    payments: new PaymentStatistics(db),
    snapshots: new StatisticsSnapshots(db),
    maxAgeSeconds,
  });
}
