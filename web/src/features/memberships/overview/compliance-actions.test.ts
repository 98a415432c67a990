import type { ComplianceEntry } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { documentsPathFor, getComplianceAction, getOpenComplianceItems } from "./compliance-actions";

const entry = (overrides: Partial<ComplianceEntry>): ComplianceEntry => ({
  item: "IDENTITY_DOCUMENT",
  met: false,
  state: "MISSING",
  reason: "Upload a Ghana Card.",
  rejection_reason: null,
  document_types: ["GHANA_CARD"],
  ...overrides,
});

describe("compliance actions", () => {
  it("sends an unpaid registration to the payments page", () => {
    expect(getComplianceAction(entry({ item: "REGISTRATION_PAID", document_types: [] }))).toEqual({
      kind: "pay",
      to: "/dashboard/my-membership/payments",
    });
  });

  it("opens the documents page with the type that satisfies the item preselected", () => {
    expect(getComplianceAction(entry({}))).toEqual({
      kind: "upload",
      documentType: "GHANA_CARD",
      to: "/dashboard/my-membership/documents?type=GHANA_CARD",
    });
    // A minor proves the birth date with a birth certificate: the server names that type.
    expect(getComplianceAction(entry({ document_types: ["BIRTH_CERTIFICATE"] }))?.to).toBe(
      "/dashboard/my-membership/documents?type=BIRTH_CERTIFICATE",
    );
    expect(
      getComplianceAction(entry({ item: "BELT_CERTIFICATE", document_types: ["BELT_CERTIFICATE"] })),
    ).toMatchObject({ documentType: "BELT_CERTIFICATE" });
  });

  it("falls back to the item's own document when the server names none", () => {
    expect(getComplianceAction(entry({ item: "MEDICAL_CLEARANCE", document_types: [] }))?.to).toBe(
      documentsPathFor("MEDICAL_CLEARANCE"),
    );
  });

  it("asks no upload of an item whose document waits for review, but does once it is rejected", () => {
    const waiting = entry({ state: "WAITING_FOR_REVIEW", reason: "Waiting for review: a Ghana Card." });
    expect(getComplianceAction(waiting)).toBeNull();
    expect(getOpenComplianceItems([waiting])).toEqual([{ entry: waiting, action: null }]);
    expect(getComplianceAction(entry({ state: "REJECTED" }))).toMatchObject({
      kind: "upload",
      documentType: "GHANA_CARD",
    });
  });

  it("asks nothing of a met item, and lists only the open ones in order", () => {
    expect(getComplianceAction(entry({ met: true, state: "MET" }))).toBeNull();
    const open = getOpenComplianceItems([
      entry({ item: "REGISTRATION_PAID", met: true, document_types: [] }),
      entry({ item: "PASSPORT_PHOTO", document_types: ["PASSPORT_PHOTO"] }),
      entry({ item: "IDENTITY_DOCUMENT", met: true }),
      entry({ item: "MEDICAL_CLEARANCE", document_types: ["MEDICAL_CLEARANCE"] }),
    ]);
    expect(open.map(({ entry: item }) => item.item)).toEqual(["PASSPORT_PHOTO", "MEDICAL_CLEARANCE"]);
    expect(open[0]?.action?.to).toBe("/dashboard/my-membership/documents?type=PASSPORT_PHOTO");
  });
});
