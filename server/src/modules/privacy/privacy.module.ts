import type { Services } from "../../app.js";
import type { AppConfig } from "../../config/config.js";
import type { Db } from "../../db/transaction.js";
import { DocumentRetention } from "../documents/document-retention.js";
import { DocumentsRepository } from "../documents/documents.repository.js";
import { DojoQueries } from "../dojos/dojo-queries.js";
import type { AccessLog } from "./access-log.js";
import { ConsentService } from "./consents.js";
import { DataExportService } from "./data-export.service.js";
import { ErasureService } from "./erasure.service.js";
import { DAY_MS, type PrivacyDeps } from "./privacy-deps.js";

export interface PrivacyRunResult {
  rejectedDocuments: number;
  replacedVersions: number;
  files: number;
  messageBodies: number;
  notices: number;
  payments: number;
  erased: number;
  exportsBuilt: number;
  exportsExpired: number;
}

/**
 * The privacy module's part of the hourly jobs (decision 97): retention (each module deletes its
 * own rows and files), erasures whose grace period is over, exports left pending, exports past
 * their date. Every step is idempotent or claims its rows, so several processes may run it.
 */
export class PrivacyJobs {
  constructor(
    private readonly deps: PrivacyDeps,
    private readonly erasure: ErasureService,
    private readonly exports: DataExportService,
  ) {}

  async run(now = new Date()): Promise<PrivacyRunResult> {
    const { config, documents, notifications, accounts, payments } = this.deps;
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const pruned = await documents.prune({
      rejectedBefore: ago(config.rejectedDocumentsDays),
      replacedBefore: ago(config.replacedVersionsDays),
    });
    const messageBodies = await notifications.blankDeliveredBefore(ago(config.messageBodiesDays));
    const notices = await accounts.pruneNotices(ago(config.messageBodiesDays));
    const accountingStart = new Date(now);
    accountingStart.setUTCFullYear(accountingStart.getUTCFullYear() - config.accountingYears);
    const paymentsPruned = await payments.pruneErasedBefore(accountingStart);
    const erased = await this.erasure.carryOutDue(now);
    const exports = await this.exports.runDue(now);
    return {
      ...pruned,
      messageBodies,
      notices,
      payments: paymentsPruned,
      erased,
      exportsBuilt: exports.built,
      exportsExpired: exports.expired,
    };
  }
}

export interface PrivacyServices {
  /** Officials' views of members' identity, medical and birth documents (decision 105). */
  accessLog: AccessLog;
  /** The privacy notice's versions and who accepted which (decision 105). */
  consents: ConsentService;
  erasure: ErasureService;
  exports: DataExportService;
  jobs: PrivacyJobs;
}

/** Wires the privacy module to the services it asks (services.ts). */
export function createPrivacyServices(
  db: Db,
  config: AppConfig,
  services: Omit<Services, "members" | "privacy">,
  accessLog: AccessLog,
): PrivacyServices {
  const consents = new ConsentService(
    db,
    services.accounts,
    services.audit,
    async (userId) => (await services.families.guardiansOf([userId])).get(userId)?.guardianId,
  );
  const deps: PrivacyDeps = {
    db,
    config: config.privacy,
    publicUrl: config.publicUrl,
    accounts: services.accounts,
    memberships: services.memberships,
    records: services.membershipRecords,
    // The documents module's own retention, erasure and export part, over its repository and files.
    documents: new DocumentRetention(new DocumentsRepository(db), services.files, (userId) =>
      services.membershipRecords.documentsChanged(userId),
    ),
    files: services.files,
    payments: services.payments,
    positions: services.positions,
    entries: services.events.entries,
    gradings: services.gradings.results,
    dojos: new DojoQueries(db, services.documents),
    audit: services.audit,
    notifications: services.notifications,
    accessLog,
    consents,
  };
  const erasure = new ErasureService(deps);
  const exports = new DataExportService(deps);
  return { accessLog, consents, erasure, exports, jobs: new PrivacyJobs(deps, erasure, exports) };
}
