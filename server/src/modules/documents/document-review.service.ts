import type { DocumentType, ReviewAge, ReviewQueueItem } from "@gkf/contract";
import { memberships as membershipsFr } from "@gkf/contract/i18n/fr-memberships";
import { searchText } from "../../db/search-text.js";
import { type Db, inTransaction } from "../../db/transaction.js";
import { AppError, conflict, notFound, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { FilesService } from "../files/files.service.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import {
  DOCUMENT_LABELS,
  type DocumentChangeListener,
  type ReviewMeta,
  toMemberDocument,
  withReadTimeExpiry,
} from "./document-rules.js";
import { DocumentsRepository } from "./documents.repository.js";
import type { DocumentsService } from "./documents.service.js";
import type { DocumentRow } from "./documents.table.js";

export interface ReviewQueueFilter {
  status?: string;
  type?: string;
  region?: string;
  /** Part of the member's name. */
  q?: string;
  /** Days since the upload, as the statistics dashboard counts them: 0-2, 3-7, 8-30, 31+. */
  age?: ReviewAge;
  /** oldest (default), newest, name, -name, type, -type. */
  sort?: string;
  page: number;
  pageSize: number;
  certificates: boolean;
}

/** An official read a member's document file: a preview on screen (VIEW) or the file itself (DOWNLOAD). */
export type FileReadListener = (read: {
  officialUserId: string;
  subjectUserId: string;
  documentId: string;
  documentType: string;
  how: "VIEW" | "DOWNLOAD";
}) => Promise<void>;

const DAY = 86_400_000;
/** The upload times of an age bucket, with the dashboard's bounds (document-statistics.ts). */
function uploadedWithin(age: ReviewAge | undefined, now: Date): { uploadedAfter?: string; uploadedUntil?: string } {
  const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  switch (age) {
    case "0-2":
      return { uploadedAfter: before(3) };
    case "3-7":
      return { uploadedAfter: before(8), uploadedUntil: before(3) };
    case "8-30":
      return { uploadedAfter: before(31), uploadedUntil: before(8) };
    case "31+":
      return { uploadedUntil: before(31) };
    default:
      return {};
  }
}

/**
 * The officials' review of documents and belt certificates: the queues, a document and its file
 * (each access audited), and the decision, told to the member on their channel.
 */
export class DocumentReviewService {
  constructor(
    private readonly db: Db,
    private readonly repository: DocumentsRepository,
    private readonly documents: DocumentsService,
    private readonly files: FilesService,
    private readonly accounts: MemberDirectory,
    private readonly memberships: MembershipsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly onChange: DocumentChangeListener,
    /** Told of every file an official reads (the privacy module's access log, decision 105). */
    private readonly onFileRead: FileReadListener = async () => {},
  ) {}

  async queue(scope: StaffScope, filter: ReviewQueueFilter, now = new Date()) {
    if (filter.region && !scope.canAccessRegion(filter.region)) {
      throw new AppError(403, "FORBIDDEN", "You can review documents of your own region only.");
    }
    const regions = filter.region ? [filter.region] : scope.regions;
    const empty = { items: [], total: 0, page: filter.page, page_size: filter.pageSize };
    if (regions?.length === 0) return empty;
    // The member's name as the directory searches it (accents and case ignored, every word).
    const words = searchText(filter.q ?? "")
      .split(" ")
      .filter(Boolean)
      .slice(0, 5);
    if (filter.q?.trim() && words.length === 0) return empty;
    const key = (filter.sort ?? "oldest").replace(/^-/, "");
    const descending = filter.sort === "newest" || filter.sort?.startsWith("-") === true;
    const { rows, total } = await this.repository.queue({
      status: filter.status,
      types: filter.certificates ? ["BELT_CERTIFICATE"] : filter.type ? [filter.type] : undefined,
      excludeTypes: filter.certificates ? undefined : ["BELT_CERTIFICATE"],
      members: this.memberships.memberIdsIn(regions),
      names: words.length > 0 ? this.accounts.idsMatchingName(words) : undefined,
      ...uploadedWithin(filter.age, now),
      sort:
        key === "name"
          ? { key: "name", descending, people: this.accounts.directoryPeople() }
          : { key: key === "type" ? "type" : "uploaded", descending },
      page: filter.page,
      pageSize: filter.pageSize,
    });
    return { items: await this.presentForReview(rows), total, page: filter.page, page_size: filter.pageSize };
  }

  async getForReview(scope: StaffScope, id: string, certificates: boolean, meta: ReviewMeta): Promise<ReviewQueueItem> {
    const document = await this.requireInScope(scope, id, certificates);
    await this.auditSensitiveAccess(scope.userId, document, "DOCUMENT_VIEWED", meta);
    const [item] = await this.presentForReview([document]);
    if (!item) throw notFound();
    return item;
  }

  async readFileForReview(scope: StaffScope, id: string, certificates: boolean, thumbnail: boolean, meta: ReviewMeta) {
    const document = await this.requireInScope(scope, id, certificates);
    await this.auditSensitiveAccess(scope.userId, document, "DOCUMENT_FILE_VIEWED", meta);
    const found = await this.documents.readFile(document, thumbnail);
    await this.onFileRead({
      officialUserId: scope.userId,
      subjectUserId: document.user_id,
      documentId: document.id,
      documentType: document.document_type,
      how: thumbnail ? "VIEW" : "DOWNLOAD",
    });
    return found;
  }

  async decide(
    scope: StaffScope,
    id: string,
    certificates: boolean,
    decision: { decision: "APPROVED" | "REJECTED"; reason?: string },
    meta: ReviewMeta,
  ): Promise<ReviewQueueItem> {
    const document = await this.requireInScope(scope, id, certificates);
    if (document.user_id === scope.userId) {
      throw new AppError(403, "FORBIDDEN", "Officials cannot review their own documents.");
    }
    const reason = decision.reason?.trim() || null;
    if (decision.decision === "REJECTED" && !reason) throw validationFailed({ reason: "is required when rejecting" });
    const member = await this.accounts.getMember(document.user_id);
    const approved = decision.decision === "APPROVED";
    // The decision and the message that tells the member commit together.
    await inTransaction(this.db, async (trx) => {
      const repository = new DocumentsRepository(trx);
      if (!(await repository.decide(document.id, { status: decision.decision, reason, reviewerId: scope.userId }))) {
        throw conflict("This document is not waiting for review any more.");
      }
      if (member) {
        await this.notifications.notifyMember(
          member.contact,
          {
            template: approved ? "document_approved" : "document_rejected",
            values: (language) => ({
              first_name: member.firstName,
              document:
                language === "fr"
                  ? membershipsFr.document_nouns[document.document_type as DocumentType]
                  : DOCUMENT_LABELS[document.document_type as DocumentType],
              reason: reason ?? "",
            }),
          },
          trx,
        );
      }
    });
    await this.audit.record({
      action: approved ? "DOCUMENT_APPROVED" : "DOCUMENT_REJECTED",
      actorUserId: scope.userId,
      subjectUserId: document.user_id,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { document: document.id, type: document.document_type },
    });
    await this.onChange(document.user_id);
    const updated = await this.repository.findById(document.id);
    const [item] = await this.presentForReview(updated ? [updated] : []);
    if (!item) throw notFound();
    return item;
  }

  private async requireInScope(scope: StaffScope, id: string, certificates: boolean): Promise<DocumentRow> {
    const document = await this.repository.findById(id);
    const isCertificate = document?.document_type === "BELT_CERTIFICATE";
    if (!document || isCertificate !== certificates) throw notFound("There is no such document.");
    const region = (await this.memberships.findByUser(document.user_id))?.region_code;
    // Outside the official's region the document does not exist for them.
    if (!region || !scope.canAccessRegion(region)) throw notFound("There is no such document.");
    return document;
  }

  /** Act 843: access to medical documents is logged; we log every official's access to any. */
  private async auditSensitiveAccess(officialId: string, document: DocumentRow, action: string, meta: ReviewMeta) {
    await this.audit.record({
      action,
      actorUserId: officialId,
      subjectUserId: document.user_id,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { document: document.id, type: document.document_type },
    });
  }

  private async presentForReview(stored: DocumentRow[]): Promise<ReviewQueueItem[]> {
    const rows = withReadTimeExpiry(stored);
    const userIds = [...new Set(rows.map((row) => row.user_id))];
    const [members, memberships] = await Promise.all([
      this.accounts.getMembers(userIds),
      this.memberships.factsOf(userIds),
    ]);
    const files = await this.files.getMany(rows.map((row) => row.file_id));
    return rows.map((row) => {
      const member = members.get(row.user_id);
      const membership = memberships.get(row.user_id);
      const base = row.document_type === "BELT_CERTIFICATE" ? "/api/admin/certificates" : "/api/admin/documents";
      return {
        ...toMemberDocument(row, files.get(row.file_id), base),
        member: {
          first_name: member?.firstName ?? "",
          last_name: member?.lastName ?? "",
          code: membership?.code ?? null,
          region: membership?.region_code ?? "",
          membership_type: membership?.membership_type ?? "",
        },
      };
    });
  }
}
