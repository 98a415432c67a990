import { randomUUID } from "node:crypto";
import { type DocumentType, ERROR_CODES, type MemberDocument } from "@gkf/contract";
import { AppError, conflict, notFound, validationFailed } from "../../http/errors.js";
import type { FilesService, StoredFile } from "../files/files.service.js";
import { today } from "../memberships/membership-rules.js";
import {
  alreadyPending,
  type CertificateFields,
  type CertificateUpdateFields,
  checkDocumentFields,
  DOCUMENT_LABELS,
  type DocumentChangeListener,
  type DocumentFields,
  type DocumentUpdateFields,
  EDITABLE_STATUSES,
  PHOTO_TYPES,
  toMemberDocument,
  type Upload,
  withReadTimeExpiry,
} from "./document-rules.js";
import type { DocumentsRepository } from "./documents.repository.js";
import type { DocumentRow } from "./documents.table.js";

export type { Upload } from "./document-rules.js";

const MEMBER_BASE = "/api/my-account/membership/documents";

/**
 * A member's documents and belt certificates: uploads, replacements and the member's reads.
 * Rules live in document-rules.ts; every query is in DocumentsRepository; files are stored
 * through FilesService. The officials' side is DocumentReviewService, the hourly expiry DocumentJobs.
 */
export class DocumentsService {
  constructor(
    private readonly repository: DocumentsRepository,
    private readonly files: FilesService,
    private readonly onChange: DocumentChangeListener,
  ) {}

  // Uploads

  async addDocument(userId: string, fields: DocumentFields, upload: Upload): Promise<MemberDocument> {
    const checked = checkDocumentFields(fields.document_type, fields);
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
    const checked = checkDocumentFields(document.document_type as DocumentType, merged);
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

  // Reads

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

  /**
   * The member's documents, newest first, approved ones past their date shown EXPIRED (computed
   * here, stored by the hourly job): one indexed read on the hot path, and no write.
   */
  async documentsFor(userId: string): Promise<DocumentRow[]> {
    return withReadTimeExpiry(await this.repository.listForUser(userId));
  }

  /** A document's file (or its preview) and the name to download it under. */
  async readFile(document: DocumentRow, thumbnail: boolean) {
    const found = thumbnail
      ? await this.files.readThumbnail(document.file_id)
      : await this.files.read(document.file_id);
    if (!found) throw notFound(thumbnail ? "This document has no preview." : "The file of this document is missing.");
    const label = (DOCUMENT_LABELS[document.document_type as DocumentType] ?? "document")
      .replaceAll(" ", "-")
      .toLowerCase();
    return { ...found, downloadName: `${label}-${document.id.slice(0, 8)}` };
  }

  /** The documents as officials reach them: file_url is the review routes' (region-checked, audited). */
  async presentForOfficials(documents: DocumentRow[]): Promise<MemberDocument[]> {
    const files = await this.files.getMany(documents.map((document) => document.file_id));
    return documents.map((document) =>
      toMemberDocument(
        document,
        files.get(document.file_id),
        document.document_type === "BELT_CERTIFICATE" ? "/api/admin/certificates" : "/api/admin/documents",
      ),
    );
  }

  async present(documents: DocumentRow[]): Promise<MemberDocument[]> {
    const files = await this.files.getMany(documents.map((document) => document.file_id));
    return documents.map((document) => toMemberDocument(document, files.get(document.file_id), MEMBER_BASE));
  }

  // Helpers

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
    if (typeof outcome === "string") {
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
    // The version this request made: a parallel replacement may already have made the next one.
    return this.presentOne(outcome);
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

  private async presentOne(document: DocumentRow, file?: StoredFile): Promise<MemberDocument> {
    const stored = file ?? (await this.files.get(document.file_id));
    return toMemberDocument(document, stored, MEMBER_BASE);
  }
}
