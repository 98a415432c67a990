import { randomUUID } from "node:crypto";
import {
  type CertificateFieldsSchema,
  type CertificateUpdateFieldsSchema,
  type DocumentFieldsSchema,
  type DocumentType,
  type DocumentUpdateFieldsSchema,
  ERROR_CODES,
  GHANA_CARD_PATTERN,
  type MemberDocument,
  type ReviewQueueItem,
} from "@gkf/contract";
import type { z } from "zod";
import { AppError, conflict, notFound, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { AccountsService } from "../accounts/accounts.service.js";
import type { AuditService } from "../audit/audit.service.js";
import type { FilesService, StoredFile } from "../files/files.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { DocumentsRepository } from "./documents.repository.js";
import type { DocumentRow } from "./documents.table.js";
import { addMonths, today } from "../memberships/membership-rules.js";

export interface Upload {
  data: Buffer;
  filename: string;
}

type DocumentFields = z.output<typeof DocumentFieldsSchema>;
type DocumentUpdateFields = z.output<typeof DocumentUpdateFieldsSchema>;
type CertificateFields = z.output<typeof CertificateFieldsSchema>;
type CertificateUpdateFields = z.output<typeof CertificateUpdateFieldsSchema>;

/** Medical clearances are valid for 12 months from their issue date (PRODUCT.md). */
const MEDICAL_VALIDITY_MONTHS = 12;

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  GHANA_CARD: "Ghana Card",
  BIRTH_CERTIFICATE: "birth certificate",
  MEDICAL_CLEARANCE: "medical clearance",
  PASSPORT_PHOTO: "passport photo",
  BELT_CERTIFICATE: "belt certificate",
  COACHING_LICENCE: "coaching licence",
  REFEREE_LICENCE: "referee licence",
  OTHER: "document",
};

const EDITABLE_STATUSES: readonly DocumentRow["status"][] = ["PENDING_REVIEW", "REJECTED"];

const PHOTO_TYPES = {
  mimeTypes: ["image/jpeg", "image/png", "image/webp"],
  message: "A passport photo must be a JPEG, PNG or WebP image.",
} as const;

const alreadyPending = (type: DocumentType) =>
  conflict(
    type === "BELT_CERTIFICATE"
      ? "Your belt certificate for this belt is already waiting for review. Replace that one instead."
      : `Your ${DOCUMENT_LABELS[type]} is already waiting for review. Replace that one instead.`,
  );

/**
 * A member's documents and belt certificates, and the officials' review of them. Rules live here;
 * every query is in DocumentsRepository; files are stored through FilesService.
 */
export class DocumentsService {
  /** Called after any change that can move compliance or the current belt. */
  onChange: (userId: string) => Promise<void> = async () => {};

  constructor(
    private readonly repository: DocumentsRepository,
    private readonly files: FilesService,
    private readonly accounts: AccountsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  // Member side

  async addDocument(userId: string, fields: DocumentFields, upload: Upload): Promise<MemberDocument> {
    const checked = this.checkDocumentFields(fields.document_type, fields);
    if (fields.document_type === "PASSPORT_PHOTO") checked.requireImage = true;
    return this.create(userId, fields.document_type, checked.values, upload, checked.requireImage);
  }

  async addCertificate(userId: string, fields: CertificateFields, upload: Upload): Promise<MemberDocument> {
    if (fields.grading_date > today()) throw validationFailed({ grading_date: "cannot be in the future" });
    return this.create(
      userId,
      "BELT_CERTIFICATE",
      { belt: fields.belt, grading_date: fields.grading_date, examiner: fields.examiner },
      upload,
      false,
    );
  }

  async updateDocument(userId: string, fields: DocumentUpdateFields, upload: Upload | undefined) {
    const document = await this.requireOwnEditable(userId, fields.document_id, false);
    const merged = {
      document_number: fields.document_number ?? document.document_number ?? undefined,
      issue_date: fields.issue_date ?? document.issue_date ?? undefined,
      expiry_date: fields.expiry_date ?? document.expiry_date ?? undefined,
    };
    const checked = this.checkDocumentFields(document.document_type as DocumentType, merged);
    return this.replace(userId, document, checked.values, upload, document.document_type === "PASSPORT_PHOTO");
  }

  async updateCertificate(userId: string, fields: CertificateUpdateFields, upload: Upload | undefined) {
    const document = await this.requireOwnEditable(userId, fields.certificate_id, true);
    const gradingDate = fields.grading_date ?? document.grading_date;
    if (gradingDate && gradingDate > today()) throw validationFailed({ grading_date: "cannot be in the future" });
    return this.replace(
      userId,
      document,
      {
        belt: fields.belt ?? document.belt,
        grading_date: gradingDate,
        examiner: fields.examiner ?? document.examiner,
      },
      upload,
      false,
    );
  }

  async listOwn(userId: string): Promise<MemberDocument[]> {
    return this.present(await this.documentsFor(userId));
  }

  /** The file of one of the caller's own documents; anyone else's is "not found". */
  async readOwnFile(userId: string, documentId: string, thumbnail: boolean) {
    const document = await this.repository.findById(documentId);
    if (!document || document.user_id !== userId) throw notFound("You have no document with this id.");
    return this.readFile(document, thumbnail);
  }

  async statistics(userId: string) {
    const documents = await this.documentsFor(userId);
    const counts = new Map<string, { document_type: DocumentType; status: DocumentRow["status"]; count: number }>();
    for (const document of documents) {
      const key = `${document.document_type}/${document.status}`;
      const entry = counts.get(key) ?? {
        document_type: document.document_type as DocumentType,
        status: document.status,
        count: 0,
      };
      entry.count += 1;
      counts.set(key, entry);
    }
    return { total: documents.length, items: [...counts.values()] };
  }

  complianceHistory(userId: string) {
    return this.repository.complianceHistory(userId);
  }

  /**
   * The member's documents, newest first, with approved ones past their date turned EXPIRED
   * (stored at once, so compliance and officials see the same). One indexed read on the hot path.
   */
  async documentsFor(userId: string): Promise<DocumentRow[]> {
    const rows = await this.repository.listForUser(userId);
    const day = today();
    const expired = rows.filter(
      (row) => row.status === "APPROVED" && row.expiry_date !== null && row.expiry_date < day,
    );
    if (expired.length === 0) return rows;
    await this.repository.expireByIds(expired.map((row) => row.id));
    await this.onChange(userId);
    return rows.map((row) => (expired.includes(row) ? { ...row, status: "EXPIRED" as const } : row));
  }

  recordScore(userId: string, score: number) {
    return this.repository.recordScore(userId, score);
  }

  // Officials' side

  async queue(
    scope: StaffScope,
    filter: { status?: string; type?: string; region?: string; page: number; pageSize: number; certificates: boolean },
  ) {
    if (filter.region && !scope.canAccessRegion(filter.region)) {
      throw new AppError(403, "FORBIDDEN", "You can review documents of your own region only.");
    }
    const regions = filter.region ? [filter.region] : scope.regions;
    const { rows, total } = await this.repository.queue({
      status: filter.status,
      types: filter.certificates ? ["BELT_CERTIFICATE"] : filter.type ? [filter.type] : undefined,
      excludeTypes: filter.certificates ? undefined : ["BELT_CERTIFICATE"],
      regions,
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
    return this.readFile(document, thumbnail);
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
    if (!(await this.repository.decide(document.id, { status: decision.decision, reason, reviewerId: scope.userId }))) {
      throw conflict("This document is not waiting for review any more.");
    }
    await this.audit.record({
      action: decision.decision === "APPROVED" ? "DOCUMENT_APPROVED" : "DOCUMENT_REJECTED",
      actorUserId: scope.userId,
      subjectUserId: document.user_id,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { document: document.id, type: document.document_type },
    });
    await this.onChange(document.user_id);
    const member = await this.accounts.getMember(document.user_id);
    if (member) {
      const approved = decision.decision === "APPROVED";
      const email = member.contact.channel === "email";
      await this.notifications.send({
        channel: member.contact.channel,
        to: member.contact.to,
        template: approved
          ? email
            ? "document_approved_email"
            : "document_approved_sms"
          : email
            ? "document_rejected_email"
            : "document_rejected_sms",
        values: {
          first_name: member.firstName,
          document: DOCUMENT_LABELS[document.document_type as DocumentType],
          reason: reason ?? "",
        },
      });
    }
    const updated = await this.repository.findById(document.id);
    const [item] = await this.presentForReview(updated ? [updated] : []);
    if (!item) throw notFound();
    return item;
  }

  /** Daily job and read path: approved documents past their expiry date become EXPIRED. */
  async expireAll(day = today()): Promise<string[]> {
    const owners = await this.repository.expireDocuments(day);
    for (const owner of owners) await this.onChange(owner);
    return owners;
  }

  medicalClearancesExpiringOn(days: string[]) {
    return this.repository.medicalClearancesExpiringOn(days);
  }

  claimReminder(userId: string, kind: string, reference: string) {
    return this.repository.claimReminder(userId, kind, reference);
  }

  // Helpers

  private checkDocumentFields(
    type: DocumentType,
    fields: { document_number?: string; issue_date?: string; expiry_date?: string },
  ): { values: Partial<DocumentRow>; requireImage: boolean } {
    const problems: Record<string, string> = {};
    const day = today();
    let expiry = fields.expiry_date ?? null;
    if (fields.issue_date && fields.issue_date > day) problems.issue_date = "cannot be in the future";
    if (type === "GHANA_CARD") {
      const number = fields.document_number?.toUpperCase();
      if (!number) problems.document_number = "is required for a Ghana Card";
      else if (!GHANA_CARD_PATTERN.test(number)) problems.document_number = "must look like GHA-123456789-0";
      fields.document_number = number;
    }
    if (type === "MEDICAL_CLEARANCE") {
      if (!fields.issue_date) problems.issue_date = "is required for a medical clearance";
      else {
        // Valid 12 months from the issue date, whatever expiry the form claims.
        expiry = addMonths(fields.issue_date, MEDICAL_VALIDITY_MONTHS);
        if (expiry < day) problems.issue_date = "is more than 12 months ago: this clearance has expired";
      }
    }
    if (expiry && expiry < day && !problems.issue_date) problems.expiry_date = "has passed: this document has expired";
    if (fields.issue_date && expiry && expiry < fields.issue_date)
      problems.expiry_date = "must be after the issue date";
    if (Object.keys(problems).length > 0) throw validationFailed(problems);
    return {
      values: {
        document_number: fields.document_number ?? null,
        issue_date: fields.issue_date ?? null,
        expiry_date: expiry,
      },
      requireImage: type === "PASSPORT_PHOTO",
    };
  }

  private async create(
    userId: string,
    type: DocumentType,
    values: Partial<DocumentRow>,
    upload: Upload,
    requireImage: boolean,
  ): Promise<MemberDocument> {
    // A quick answer for the usual case; the database's unique index decides a race below.
    if ((await this.repository.countPending(userId, type, values.belt)) > 0) throw alreadyPending(type);
    const stored = await this.storeUpload(userId, upload, requireImage);
    const now = new Date().toISOString();
    const document: DocumentRow = {
      id: randomUUID(),
      user_id: userId,
      document_type: type,
      status: "PENDING_REVIEW",
      document_number: values.document_number ?? null,
      issue_date: values.issue_date ?? null,
      expiry_date: values.expiry_date ?? null,
      belt: values.belt ?? null,
      grading_date: values.grading_date ?? null,
      examiner: values.examiner ?? null,
      file_id: stored.id,
      version: 1,
      review_reason: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    };
    let inserted: boolean;
    try {
      inserted = await this.repository.insertPending(document);
    } catch (error) {
      await this.files.remove(stored.id);
      throw error;
    }
    if (!inserted) {
      // Another upload of the same kind got in first: this one leaves nothing behind.
      await this.files.remove(stored.id);
      throw alreadyPending(type);
    }
    await this.onChange(userId);
    return this.presentOne(document, stored);
  }

  private async replace(
    userId: string,
    document: DocumentRow,
    values: Partial<DocumentRow>,
    upload: Upload | undefined,
    requireImage: boolean,
  ): Promise<MemberDocument> {
    const stored = upload ? await this.storeUpload(userId, upload, requireImage) : undefined;
    let outcome: Awaited<ReturnType<DocumentsRepository["replaceVersion"]>>;
    try {
      outcome = await this.repository.replaceVersion(
        document,
        {
          ...values,
          file_id: stored?.id ?? document.file_id,
          status: "PENDING_REVIEW",
          review_reason: null,
          reviewed_by: null,
          reviewed_at: null,
        },
        EDITABLE_STATUSES,
      );
    } catch (error) {
      if (stored) await this.files.remove(stored.id);
      throw error;
    }
    if (outcome !== "replaced") {
      // The losers of parallel replacements (or a replacement that would make a second document
      // of its kind wait for review) leave neither file nor row behind.
      if (stored) await this.files.remove(stored.id);
      const type = document.document_type as DocumentType;
      if (outcome === "duplicate") throw alreadyPending(type);
      throw new AppError(
        409,
        ERROR_CODES.CONFLICT,
        `Your ${DOCUMENT_LABELS[type]} was changed by another request at the same time.`,
        { action: "Reload your documents and try again." },
      );
    }
    await this.onChange(userId);
    const updated = await this.repository.findById(document.id);
    if (!updated) throw notFound();
    return this.presentOne(updated);
  }

  private async storeUpload(userId: string, upload: Upload, requireImage: boolean): Promise<StoredFile> {
    // The type is checked before anything is written: a refused upload leaves no file or row.
    return this.files.store({
      ownerUserId: userId,
      data: upload.data,
      originalName: upload.filename,
      ...(requireImage ? { only: PHOTO_TYPES } : {}),
    });
  }

  private async requireOwnEditable(userId: string, id: string, certificate: boolean): Promise<DocumentRow> {
    const document = await this.repository.findById(id);
    const isCertificate = document?.document_type === "BELT_CERTIFICATE";
    if (!document || document.user_id !== userId || isCertificate !== certificate) {
      throw notFound(certificate ? "You have no certificate with this id." : "You have no document with this id.");
    }
    if (!EDITABLE_STATUSES.includes(document.status)) {
      throw conflict(
        `This ${DOCUMENT_LABELS[document.document_type as DocumentType]} is ${document.status.toLowerCase().replace("_", " ")} and can no longer be changed. Upload a new one instead.`,
      );
    }
    return document;
  }

  private async requireInScope(scope: StaffScope, id: string, certificates: boolean): Promise<DocumentRow> {
    const document = await this.repository.findById(id);
    const isCertificate = document?.document_type === "BELT_CERTIFICATE";
    if (!document || isCertificate !== certificates) throw notFound("There is no such document.");
    const member = await this.repository.regionOf(document.user_id);
    // Outside the official's region the document does not exist for them.
    if (!member || !scope.canAccessRegion(member)) throw notFound("There is no such document.");
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

  private async readFile(document: DocumentRow, thumbnail: boolean) {
    const found = thumbnail
      ? await this.files.readThumbnail(document.file_id)
      : await this.files.read(document.file_id);
    if (!found) throw notFound(thumbnail ? "This document has no preview." : "The file of this document is missing.");
    const label = (DOCUMENT_LABELS[document.document_type as DocumentType] ?? "document")
      .replaceAll(" ", "-")
      .toLowerCase();
    return { ...found, downloadName: `${label}-${document.id.slice(0, 8)}` };
  }

  async present(documents: DocumentRow[]): Promise<MemberDocument[]> {
    const files = await this.files.getMany(documents.map((document) => document.file_id));
    return documents.map((document) =>
      toMemberDocument(document, files.get(document.file_id), "/api/my-account/membership/documents"),
    );
  }

  private async presentOne(document: DocumentRow, file?: StoredFile): Promise<MemberDocument> {
    const stored = file ?? (await this.files.get(document.file_id));
    return toMemberDocument(document, stored, "/api/my-account/membership/documents");
  }

  private async presentForReview(rows: DocumentRow[]): Promise<ReviewQueueItem[]> {
    const userIds = [...new Set(rows.map((row) => row.user_id))];
    const [members, memberships] = await Promise.all([
      this.accounts.getMembers(userIds),
      this.repository.membershipFacts(userIds),
    ]);
    const files = await this.files.getMany(rows.map((row) => row.file_id));
    return Promise.all(
      rows.map(async (row) => {
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
      }),
    );
  }
}

export interface ReviewMeta {
  ip: string;
  userAgent: string;
}

/** Rows become answers on purpose: a new column never leaks into the API. */
export function toMemberDocument(document: DocumentRow, file: StoredFile | undefined, base: string): MemberDocument {
  return {
    id: document.id,
    document_type: document.document_type as MemberDocument["document_type"],
    status: document.status,
    document_number: document.document_number,
    issue_date: document.issue_date,
    expiry_date: document.expiry_date,
    belt: document.belt as MemberDocument["belt"],
    grading_date: document.grading_date,
    examiner: document.examiner,
    file_name: file?.originalName ?? "",
    file_size: file?.sizeBytes ?? 0,
    mime_type: file?.mimeType ?? "application/octet-stream",
    has_thumbnail: file?.hasThumbnail ?? false,
    file_url: `${base}/${document.id}/file`,
    thumbnail_url: file?.hasThumbnail ? `${base}/${document.id}/file?thumbnail=true` : null,
    version: document.version,
    review_reason: document.review_reason,
    reviewed_at: document.reviewed_at,
    created_at: document.created_at,
    updated_at: document.updated_at,
  };
}
