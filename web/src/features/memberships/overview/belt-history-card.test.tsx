import type { BeltHistoryEntry, ComplianceEntry } from "@gkf/contract";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, LANGUAGE_STORAGE_KEY } from "../../../shared/i18n/i18n";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { aRecord, CONFIG, stubObjectUrls } from "../test/membership-fixtures";

const grade = (overrides: Partial<BeltHistoryEntry>): BeltHistoryEntry => ({
  certificate_id: "cert-1",
  belt: "KYU_6",
  grading_date: "2025-02-01",
  examiner: "Sensei Mensah",
  confirmed_at: "2025-02-10T09:30:00.000Z",
  confirmed_by: "Kwame Boateng",
  source: "CERTIFICATE",
  certificate_url: null,
  ...overrides,
});

const HISTORY = [
  grade({}),
  grade({
    certificate_id: "cert-2",
    belt: "KYU_7",
    grading_date: "2024-03-15",
    examiner: "Sensei Addo",
    confirmed_at: "2024-04-02T12:00:00.000Z",
    confirmed_by: null,
  }),
];

async function showOverview(record: ReturnType<typeof aRecord>) {
  storeSession();
  storeMembership({ hasPaidRegistration: true });
  stubObjectUrls();
  stubApi({
    "/api/config": CONFIG,
    "/api/my-account/membership/my-record": { body: record },
    "/api/my-account/membership/card/qr.png": { body: {} },
  });
  await renderApp("/dashboard/my-membership/index");
  const heading = await screen.findByRole("heading", { name: /^(Belt history|Historique des grades)$/ });
  return heading.closest("section") as HTMLElement;
}

afterEach(async () => {
  act(() => notifications.clean());
  await changeLanguage("en");
});

describe("the belt history on the overview", () => {
  it("shows each confirmed grade, newest first, with its colour, grading date, examiner and who confirmed it", async () => {
    const card = await showOverview(aRecord({ current_belt: "KYU_6", belt_history: HISTORY }));

    const items = within(card).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "6th kyuGraded 1 Feb 2025 · Examiner: Sensei MensahConfirmed 10 Feb 2025 by Kwame Boateng",
      "7th kyuGraded 15 Mar 2024 · Examiner: Sensei AddoConfirmed 2 Apr 2024",
    ]);
    // The grade wears its colour: a strip beside the name.
    const strip = items[0]?.querySelector("span[aria-hidden='true']") as HTMLElement;
    expect(strip.style.background).not.toBe("");
    expect(within(card).queryByRole("link")).toBeNull();
  });

  it("a grade awarded at a GKF grading says so and offers its grade certificate", async () => {
    const awarded = grade({
      certificate_id: "award-1",
      belt: "KYU_5",
      grading_date: "2026-06-10",
      examiner: "Kofi Boateng, Efua Sarpong",
      confirmed_at: "2026-06-15T09:00:00.000Z",
      confirmed_by: "GKF grading",
      source: "GKF_GRADING",
      certificate_url: "/api/my-account/membership/grades/award-1/certificate.pdf",
    });
    const card = await showOverview(aRecord({ current_belt: "KYU_5", belt_history: [awarded, ...HISTORY] }));

    const first = within(card).getAllByRole("listitem")[0] as HTMLElement;
    expect(first.textContent).toContain("5th kyu");
    expect(first.textContent).toContain("Examiner: Kofi Boateng, Efua Sarpong");
    expect(first.textContent).toContain("Awarded 15 Jun 2026 at a GKF grading");
    expect(within(first).getByRole("button", { name: "Grade certificate (PDF)" })).toBeTruthy();
    // A certificate from elsewhere, reviewed by an official, has no such download.
    const second = within(card).getAllByRole("listitem")[1] as HTMLElement;
    expect(within(second).queryByRole("button")).toBeNull();
  });

  it("says how to add a grade when none is confirmed, and links to the belt certificate upload", async () => {
    const card = await showOverview(aRecord({ current_belt: null, belt_history: [] }));

    expect(within(card).getByText(/^No confirmed grade yet\. Upload your belt certificate/)).toBeTruthy();
    const upload = within(card).getByRole("link", { name: "Upload a belt certificate" });
    expect(upload.getAttribute("href")).toBe("/dashboard/my-membership/documents?type=BELT_CERTIFICATE");
  });

  it("does not ask for a certificate that is already waiting for review", async () => {
    const card = await showOverview(
      aRecord({
        current_belt: null,
        belt_history: [],
        certifications: [
          {
            id: "cert-9",
            belt: "KYU_5",
            grading_date: "2025-09-20",
            examiner: "Sensei Owusu",
            status: "PENDING_REVIEW",
            review_reason: null,
          },
        ],
      }),
    );

    expect(within(card).getByText(/^Your belt certificate is waiting for review\./)).toBeTruthy();
    expect(within(card).queryByRole("link")).toBeNull();
  });

  it("speaks French when the member does", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    const card = await showOverview(aRecord({ current_belt: "KYU_6", belt_history: HISTORY }));

    const first = within(card).getAllByRole("listitem")[0];
    expect(first?.textContent).toContain("6e kyu");
    expect(first?.textContent).toContain("Examinateur : Sensei Mensah");
    expect(first?.textContent).toContain("Confirmé le 10 févr. 2025 par Kwame Boateng");
  });
});

describe("a document waiting for review on the overview", () => {
  it("is not also asked for: no upload button beside “Waiting for review”", async () => {
    const waiting: ComplianceEntry = {
      item: "IDENTITY_DOCUMENT",
      met: false,
      state: "WAITING_FOR_REVIEW",
      reason: "Waiting for review: a Ghana Card.",
      rejection_reason: null,
      document_types: ["GHANA_CARD"],
    };
    const breakdown = aRecord().compliance_breakdown.map((entry) =>
      entry.item === "IDENTITY_DOCUMENT" ? waiting : entry,
    );
    await showOverview(aRecord({ compliance_breakdown: breakdown }));

    const compliance = screen.getByRole("heading", { name: "Compliance" }).closest("section") as HTMLElement;
    expect(within(compliance).getByText("Waiting for review: a Ghana Card.")).toBeTruthy();
    expect(within(compliance).queryByRole("link", { name: "Upload a Ghana Card" })).toBeNull();
    // The other open item still says what to do.
    expect(within(compliance).getByRole("link", { name: "Upload a medical clearance" })).toBeTruthy();
  });
});
