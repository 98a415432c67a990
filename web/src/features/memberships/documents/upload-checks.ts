import { type Belt, type DocumentType, GHANA_CARD_PATTERN } from "@gkf/contract";

/** PRODUCT.md, "Documents": at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"];
export const PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"];

export type FileProblem = "file_required" | "file_too_large" | "file_type" | "photo_type";
export type FieldProblem = "required" | "ghana_card_number" | "date" | "future_date" | "examiner";

/**
 * The file check made before an upload, so that a member on a metered connection does not send
 * 5 MB to hear "no". The server judges the type from the content anyway; here the browser's
 * type is all there is (an empty one, e.g. HEIC on some phones, is refused).
 */
export function checkUploadFile(file: File | null, { isPhoto = false, isRequired = true } = {}): FileProblem | null {
  if (!file) return isRequired ? "file_required" : null;
  const types = isPhoto ? PHOTO_MIME_TYPES : DOCUMENT_MIME_TYPES;
  if (!types.includes(file.type)) return isPhoto ? "photo_type" : "file_type";
  if (file.size > MAX_UPLOAD_BYTES) return "file_too_large";
  return null;
}

/** The fields a type needs (PRODUCT.md "Documents"); the form shows only these. */
export interface UploadFieldValues {
  document_number: string;
  issue_date: string;
  expiry_date: string;
  belt: Belt | "";
  grading_date: string;
  examiner: string;
}

export type UploadField = keyof UploadFieldValues;

export function getFieldsFor(type: DocumentType): UploadField[] {
  switch (type) {
    case "GHANA_CARD":
      return ["document_number"];
    case "BIRTH_CERTIFICATE":
      return ["document_number"];
    case "MEDICAL_CLEARANCE":
      return ["issue_date"];
    case "PASSPORT_PHOTO":
      return [];
    case "BELT_CERTIFICATE":
      return ["belt", "grading_date", "examiner"];
    case "COACHING_LICENCE":
    case "REFEREE_LICENCE":
    case "FIRST_AID":
    case "SAFEGUARDING":
      return ["document_number", "expiry_date"];
    case "OTHER":
      return ["document_number"];
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "GHA 123456789 0", "gha-123456789-0" → "GHA-123456789-0"; anything else is left for the check to refuse. */
export function normalizeGhanaCardNumber(value: string): string {
  const compact = value.toUpperCase().replace(/[\s-]/g, "");
  const match = /^GHA(\d{9})(\d)$/.exec(compact);
  return match ? `GHA-${match[1]}-${match[2]}` : value.trim().toUpperCase();
}

/**
 * What is wrong with the fields of a type before sending: required ones, the Ghana Card number's
 * shape, dates that cannot be in the future (issue and grading). A replacement may leave fields
 * as they were, so only shapes are checked then. `today` is YYYY-MM-DD in the member's zone.
 */
export function checkUploadFields(
  type: DocumentType,
  values: UploadFieldValues,
  today: string,
): Partial<Record<UploadField, FieldProblem>> {
  const problems: Partial<Record<UploadField, FieldProblem>> = {};
  const fields = getFieldsFor(type);
  const checkPastDay = (field: "issue_date" | "grading_date") => {
    const value = values[field].trim();
    if (!value) problems[field] = "required";
    else if (!ISO_DAY.test(value)) problems[field] = "date";
    else if (value > today) problems[field] = "future_date";
  };
  if (type === "GHANA_CARD") {
    const number = normalizeGhanaCardNumber(values.document_number);
    if (!number) problems.document_number = "required";
    else if (!GHANA_CARD_PATTERN.test(number)) problems.document_number = "ghana_card_number";
  }
  if (fields.includes("issue_date")) checkPastDay("issue_date");
  if (fields.includes("expiry_date") && values.expiry_date.trim() && !ISO_DAY.test(values.expiry_date.trim())) {
    problems.expiry_date = "date";
  }
  if (type === "BELT_CERTIFICATE") {
    if (!values.belt) problems.belt = "required";
    checkPastDay("grading_date");
    if (values.examiner.trim().length < 2) problems.examiner = "examiner";
  }
  return problems;
}

/** "1.2 MB", "640 KB": sizes as a member reads them. */
export function describeFileSize(bytes: number): { unit: "kb" | "mb"; value: string } {
  if (bytes >= 1024 * 1024) return { unit: "mb", value: (bytes / (1024 * 1024)).toFixed(1) };
  return { unit: "kb", value: String(Math.max(1, Math.round(bytes / 1024))) };
}
