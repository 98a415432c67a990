import { describe, expect, it } from "vitest";
import { RegisterRequestSchema } from "./accounts.js";
import { CalendarDateSchema, isCalendarDate } from "./dates.js";
import { CertificateFieldsSchema, DocumentFieldsSchema, DocumentUpdateFieldsSchema } from "./memberships.js";

describe("CalendarDateSchema", () => {
  it("accepts real calendar days, leap days included", () => {
    for (const day of ["2026-03-01", "2024-02-29", "2000-02-29", "1900-01-01", "2999-12-31", "2025-12-31"]) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it("refuses days that do not exist, other shapes and years out of range", () => {
    for (const day of [
      "2025-02-30",
      "2025-02-29",
      "1900-02-29",
      "2025-02-31",
      "2027-13-45",
      "2026-99-99",
      "2026-13-01",
      "2026-04-31",
      "0000-00-00",
      "0000-01-01",
      "1899-12-31",
      "3000-01-01",
      "2026-1-01",
      "2026-01-01T00:00:00Z",
      " 2026-01-01",
      "",
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
    expect(CalendarDateSchema.safeParse(null).success).toBe(false);
    expect(CalendarDateSchema.safeParse(20260101).success).toBe(false);
  });

  it("is the schema of every date field of the requests", () => {
    const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
      result.error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(issuesOf(DocumentFieldsSchema.safeParse({ document_type: "GHANA_CARD", issue_date: "2025-02-30" }))).toEqual(
      ["issue_date"],
    );
    expect(issuesOf(DocumentUpdateFieldsSchema.safeParse({ document_id: "d1", expiry_date: "2027-13-45" }))).toEqual([
      "expiry_date",
    ]);
    expect(
      issuesOf(CertificateFieldsSchema.safeParse({ belt: "KYU_9", grading_date: "2025-02-31", examiner: "Sensei" })),
    ).toEqual(["grading_date"]);
    expect(issuesOf(RegisterRequestSchema.safeParse({ date_of_birth: "2001-02-29" }))).toContain("date_of_birth");
  });
});
