import { describe, expect, it } from "vitest";
import {
  checkUploadFields,
  checkUploadFile,
  describeFileSize,
  getFieldsFor,
  MAX_UPLOAD_BYTES,
  normalizeGhanaCardNumber,
  type UploadFieldValues,
} from "./upload-checks";

function fileOf(type: string, size: number, name = "scan.pdf"): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const empty: UploadFieldValues = {
  document_number: "",
  issue_date: "",
  expiry_date: "",
  belt: "",
  grading_date: "",
  examiner: "",
};
const TODAY = "2026-03-06";

describe("checkUploadFile", () => {
  it("accepts PDF, JPEG, PNG and WebP up to 5 MB", () => {
    for (const type of ["application/pdf", "image/jpeg", "image/png", "image/webp"]) {
      expect(checkUploadFile(fileOf(type, MAX_UPLOAD_BYTES))).toBeNull();
    }
  });

  it("refuses a file over 5 MB before sending it", () => {
    expect(checkUploadFile(fileOf("application/pdf", MAX_UPLOAD_BYTES + 1))).toBe("file_too_large");
  });

  it("refuses other types, and anything but an image for a passport photo", () => {
    expect(checkUploadFile(fileOf("application/msword", 1000, "card.doc"))).toBe("file_type");
    expect(checkUploadFile(fileOf("", 1000, "photo.heic"))).toBe("file_type");
    expect(checkUploadFile(fileOf("application/pdf", 1000), { isPhoto: true })).toBe("photo_type");
    expect(checkUploadFile(fileOf("image/webp", 1000), { isPhoto: true })).toBeNull();
  });

  it("needs a file for a new upload, not for a replacement of the details", () => {
    expect(checkUploadFile(null)).toBe("file_required");
    expect(checkUploadFile(null, { isRequired: false })).toBeNull();
  });
});

describe("checkUploadFields", () => {
  it("asks each type only for its own fields", () => {
    expect(getFieldsFor("GHANA_CARD")).toEqual(["document_number"]);
    expect(getFieldsFor("MEDICAL_CLEARANCE")).toEqual(["issue_date"]);
    expect(getFieldsFor("PASSPORT_PHOTO")).toEqual([]);
    expect(getFieldsFor("BELT_CERTIFICATE")).toEqual(["belt", "grading_date", "examiner"]);
    expect(getFieldsFor("COACHING_LICENCE")).toContain("expiry_date");
  });

  it("needs a Ghana Card number shaped GHA-#########-#", () => {
    expect(checkUploadFields("GHANA_CARD", empty, TODAY)).toEqual({ document_number: "required" });
    expect(checkUploadFields("GHANA_CARD", { ...empty, document_number: "GHA-12345-6" }, TODAY)).toEqual({
      document_number: "ghana_card_number",
    });
    expect(checkUploadFields("GHANA_CARD", { ...empty, document_number: "gha 123456789 0" }, TODAY)).toEqual({});
  });

  it("needs a medical clearance's issue date, not in the future", () => {
    expect(checkUploadFields("MEDICAL_CLEARANCE", empty, TODAY)).toEqual({ issue_date: "required" });
    expect(checkUploadFields("MEDICAL_CLEARANCE", { ...empty, issue_date: "2026-03-07" }, TODAY)).toEqual({
      issue_date: "future_date",
    });
    expect(checkUploadFields("MEDICAL_CLEARANCE", { ...empty, issue_date: "2026-03-06" }, TODAY)).toEqual({});
  });

  it("needs a belt certificate's belt, past grading date and examiner", () => {
    expect(checkUploadFields("BELT_CERTIFICATE", empty, TODAY)).toEqual({
      belt: "required",
      grading_date: "required",
      examiner: "examiner",
    });
    expect(
      checkUploadFields(
        "BELT_CERTIFICATE",
        { ...empty, belt: "KYU_1", grading_date: "2025-12-01", examiner: "Sensei Kofi Agyeman" },
        TODAY,
      ),
    ).toEqual({});
  });

  it("lets a licence go without an expiry, but not with a malformed one", () => {
    expect(checkUploadFields("COACHING_LICENCE", empty, TODAY)).toEqual({});
    expect(checkUploadFields("COACHING_LICENCE", { ...empty, expiry_date: "next year" }, TODAY)).toEqual({
      expiry_date: "date",
    });
  });
});

describe("helpers", () => {
  it("normalises the way people type a Ghana Card number", () => {
    expect(normalizeGhanaCardNumber("gha-123456789-0")).toBe("GHA-123456789-0");
    expect(normalizeGhanaCardNumber("GHA 123456789 0")).toBe("GHA-123456789-0");
    expect(normalizeGhanaCardNumber(" gha123 ")).toBe("GHA123");
  });

  it("describes sizes in KB or MB", () => {
    expect(describeFileSize(300)).toEqual({ unit: "kb", value: "1" });
    expect(describeFileSize(640 * 1024)).toEqual({ unit: "kb", value: "640" });
    expect(describeFileSize(1.25 * 1024 * 1024)).toEqual({ unit: "mb", value: "1.3" });
  });
});
