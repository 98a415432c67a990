import {
  type CertificateFieldsSchema,
  type CertificateUpdateFieldsSchema,
  type DocumentFieldsSchema,
  type DocumentType,
  type DocumentUpdateFieldsSchema,
  GHANA_CARD_PATTERN,
  type MemberDocument,
} from "@gkf/contract";
import type { z } from "zod";
import { conflict, validationFailed } from "../../http/errors.js";
import type { StoredFile } from "../files/files.service.js";
import { addMonths, today } from "../memberships/membership-rules.js";
import type { DocumentRow } from "./documents.table.js";

export interface Upload {
  data: Buffer;
  filename: string;
}

export interface ReviewMeta {
  ip: string;
  userAgent: string;
}

/**
 * Told after any change that can move compliance or the current belt (an upload, a replacement,
 * a decision, the hourly expiry). createServices (services.ts) wires it to the membership record.
 */
export type DocumentChangeListener = (userId: string) => Promise<void>;

export type DocumentFields = z.output<typeof DocumentFieldsSchema>;
export type DocumentUpdateFields = z.output<typeof DocumentUpdateFieldsSchema>;
export type CertificateFields = z.output<typeof CertificateFieldsSchema>;
export type CertificateUpdateFields = z.output<typeof CertificateUpdateFieldsSchema>;

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
  FIRST_AID: "first aid certificate",
  SAFEGUARDING: "safeguarding certificate",
  OTHER: "document",
};

export const EDITABLE_STATUSES: readonly DocumentRow["status"][] = ["PENDING_REVIEW", "REJECTED"];

export const PHOTO_TYPES = {
  mimeTypes: ["image/jpeg", "image/png", "image/webp"],
  message: "A passport photo must be a JPEG, PNG or WebP image.",
} as const;

export const alreadyPending = (type: DocumentType) =>
  conflict(
    type === "BELT_CERTIFICATE"
      ? "Your belt certificate for this belt is already waiting for review. Replace that one instead."
      : `Your ${DOCUMENT_LABELS[type]} is already waiting for review. Replace that one instead.`,
  );

/**
 * Read-time truth, as for membership status: an approved document past its expiry date is
 * EXPIRED whether or not the hourly job has stored it yet. Reading never writes.
 */
export function withReadTimeExpiry(rows: DocumentRow[], day = today()): DocumentRow[] {
  return rows.map((row) =>
    row.status === "APPROVED" && row.expiry_date !== null && row.expiry_date < day
      ? { ...row, status: "EXPIRED" as const }
      : row,
  );
}

/** The rules of a document's number and dates; the values to store, or 400 naming each problem. */
export function checkDocumentFields(
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
  if (fields.issue_date && expiry && expiry < fields.issue_date) problems.expiry_date = "must be after the issue date";
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
