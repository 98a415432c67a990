import type { PrivacyConfig } from "../../config/config.js";
import type { Db } from "../../db/transaction.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { DocumentRetention } from "../documents/document-retention.js";
import type { DojoQueries } from "../dojos/dojo-queries.js";
import type { EntriesService } from "../events/entries.service.js";
import type { FilesService } from "../files/files.service.js";
import type { ScoresService } from "../gradings/scores.service.js";
import type { MembershipRecordService } from "../memberships/membership-record.service.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { PaymentsService } from "../payments/payments.service.js";
import type { PositionsService } from "../positions/positions.service.js";
import type { AccessLog } from "./access-log.js";
import type { ConsentService } from "./consents.js";

/** What the privacy module asks of the others: each erases, prunes or exports its own part. */
export interface PrivacyDeps {
  db: Db;
  config: PrivacyConfig;
  publicUrl: string;
  accounts: MemberDirectory;
  memberships: MembershipsService;
  records: MembershipRecordService;
  documents: DocumentRetention;
  files: FilesService;
  payments: PaymentsService;
  positions: PositionsService;
  entries: EntriesService;
  gradings: ScoresService;
  dojos: DojoQueries;
  audit: AuditService;
  notifications: NotificationsService;
  /** Officials' views of the member's identity, medical and birth documents (decision 105). */
  accessLog: AccessLog;
  /** Acceptances of the privacy notice (decision 105). */
  consents: ConsentService;
  log?: { error(object: unknown, message: string): void };
}

export const DAY_MS = 86_400_000;

/** A day as members read it in messages (the UTC calendar date). */
export const dayOf = (iso: string) => iso.slice(0, 10);
