import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, LANGUAGE_STORAGE_KEY } from "../../../shared/i18n/i18n";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp } from "../../../test/render-app";
import { CONFIG_ROUTE, stubRoutes } from "../../../test/stub-routes";
// The signed-in member (the events fixtures' session store fits every feature).
import { storeEventsSession } from "../../events/test-support/event-fixtures";
import { goToCheckout } from "../components/go-to-checkout";
import { aCandidate, aMemberGrading, anApplication, myGrading } from "../test-support/grading-fixtures";

vi.mock("../components/go-to-checkout", () => ({ goToCheckout: vi.fn() }));

const PAGE = "/dashboard/my-membership/events";
const OPEN = "/api/gkf/gradings";
const MINE = "/api/my-account/membership/events";

afterEach(async () => {
  act(() => notifications.clean());
  vi.mocked(goToCheckout).mockClear();
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  await changeLanguage("en");
});

const session = async (name: RegExp) => within(await screen.findByRole("article", { name }));

const notYet = aCandidate({
  eligibility: {
    eligible: false,
    attended: 20,
    checks: [
      { rule: "MEMBERSHIP_ACTIVE", met: true, reason: null, why: null },
      {
        rule: "ATTENDANCE",
        met: false,
        reason: "48 trainings counting toward gradings are needed since 2026-03-01; 20 attended.",
        why: { code: "ATTENDANCE", required: 48, attended: 20, since: "2026-03-01" },
      },
    ],
  },
});

describe("the member's gradings, on the events page", () => {
  it("shows an open session with my next grade and every rule, applies, and shows a refusal where I am looking", async () => {
    storeEventsSession();
    const routes: Record<string, { status?: number; body: unknown }> = {
      ...CONFIG_ROUTE,
      "/api/gkf/events": { body: { items: [] } },
      [MINE]: { body: { items: [], gradings: [] } },
      [OPEN]: { body: { items: [aMemberGrading({ me: notYet })] } },
      "POST /api/gkf/gradings/gr-1/applications": {
        status: 409,
        body: { code: "GRADING_FULL", message: "This grading has no place left." },
      },
    };
    stubRoutes(routes);
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 2, name: "Gradings" })).toBeTruthy();
    const card = await session(/Kyu grading · 18 Jul 2027/);
    expect(card.getByText("Your next grade: 3rd kyu")).toBeTruthy();
    expect(card.getByText("Not eligible yet")).toBeTruthy();
    expect(card.getByText(/Grades up to 3rd kyu · Fee GH/)).toBeTruthy();
    expect(card.getByText(/12 places left/)).toBeTruthy();
    expect(card.getByText("Active membership")).toBeTruthy();
    expect(
      card.getByText(/Not met: 48 trainings counting toward gradings are needed since 1 Mar 2026; 20 attended\./),
    ).toBeTruthy();
    expect(card.getByText(/an official can let a failed rule pass/)).toBeTruthy();
    expect(await screen.findByText("You have not applied for a grading yet.")).toBeTruthy();

    fireEvent.click(card.getByRole("button", { name: "Apply for 3rd kyu" }));
    expect(await card.findByRole("alert")).toBeTruthy();
    expect(card.getByRole("alert").textContent).toBe("This grading is full.");

    routes["POST /api/gkf/gradings/gr-1/applications"] = {
      status: 201,
      body: anApplication({ paid: false, ready: false }),
    };
    routes[OPEN] = {
      body: {
        items: [aMemberGrading({ me: { ...notYet, application: anApplication({ paid: false, ready: false }) } })],
      },
    };
    routes[MINE] = { body: { items: [], gradings: [myGrading()] } };
    fireEvent.click(card.getByRole("button", { name: "Apply for 3rd kyu" }));
    expect(await screen.findByText("Your application is sent")).toBeTruthy();
    expect(await card.findByText("Fee not paid")).toBeTruthy();
    expect(card.getByText("Not ready yet")).toBeTruthy();
    const mine = await session(/^3rd kyu · 18 Jul 2027$/);
    expect(mine.getByText("Waiting for the exam")).toBeTruthy();
  });

  it("words why a rule fails and why a grade is not offered in the reader's language, not the server's English", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    storeEventsSession();
    const senior = aCandidate({
      current_grade: "KYU_3",
      grade: "KYU_2",
      offered: false,
      not_offered_reason: "The next grade is 2nd kyu; this session offers kyu grades up to 3rd kyu.",
      not_offered_why: { code: "GRADE_NOT_OFFERED", grade: "KYU_2", kind: "KYU", highest_grade: "KYU_3" },
      eligibility: null,
    });
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/gkf/events": { body: { items: [] } },
      [MINE]: { body: { items: [], gradings: [] } },
      [OPEN]: {
        body: {
          items: [aMemberGrading({ me: notYet }), aMemberGrading({ id: "gr-2", date: "2027-08-21", me: senior })],
        },
      },
    });
    await renderApp(PAGE);

    const card = await session(/18 juil\. 2027/);
    expect(
      card.getByText(
        /Non rempli : 48 entraînements comptant pour les passages de grade sont nécessaires depuis le 1 mars 2026 ; 20 suivis\./,
      ),
    ).toBeTruthy();
    const other = await session(/21 août 2027/);
    expect(
      other.getByText(
        "Pas pour vous : Le grade suivant est le 2e kyu ; cette session propose les grades kyu jusqu'au 3e kyu.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/trainings counting|The next grade/)).toBeNull();
  });

  it("pays the fee on the provider's page and withdraws an application", async () => {
    storeEventsSession();
    const applied = aMemberGrading({ me: aCandidate({ application: anApplication({ paid: false, ready: false }) }) });
    const routes: Record<string, { status?: number; body: unknown }> = {
      ...CONFIG_ROUTE,
      "/api/gkf/events": { body: { items: [] } },
      [MINE]: { body: { items: [], gradings: [myGrading()] } },
      [OPEN]: { body: { items: [applied] } },
      "POST /api/gkf/gradings/gr-1/applications/ap-1/pay": {
        status: 201,
        body: {
          reference: "GKF-PAY-9",
          authorization_url: "/sandbox/checkout/GKF-PAY-9",
          amount: 10_000,
          currency: "GHS",
        },
      },
      "PATCH /api/gkf/gradings/gr-1/applications/ap-1/withdraw": {
        body: anApplication({ status: "WITHDRAWN" }),
      },
    };
    stubRoutes(routes);
    await renderApp(PAGE);

    const card = await session(/Kyu grading · 18 Jul 2027/);
    fireEvent.click(card.getByRole("button", { name: "Pay the fee" }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith("/sandbox/checkout/GKF-PAY-9"));

    routes[OPEN] = { body: { items: [aMemberGrading()] } };
    fireEvent.click(card.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("The application is withdrawn")).toBeTruthy();
    expect(await card.findByRole("button", { name: "Apply for 3rd kyu" })).toBeTruthy();
  });

  it("shows my results: a pass with its certificate, a partial pass with the parts to retake (in French too)", async () => {
    storeEventsSession();
    const pdf = vi.fn(() => new Response(new Blob(["%PDF-1.7"]), { headers: { "content-type": "application/pdf" } }));
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      "/api/gkf/events": { body: { items: [] } },
      [OPEN]: { body: { items: [] } },
      [MINE]: {
        body: {
          items: [],
          gradings: [
            myGrading({
              application: "ap-9",
              grade: "KYU_3",
              result: "PASSED",
              session: { id: "gr-1", date: "2027-07-18", venue: "Accra Sports Stadium hall", status: "COMPLETED" },
              certificate_url: "/api/my-account/membership/grades/aw-1/certificate.pdf",
            }),
            myGrading({
              application: "ap-8",
              grade: "KYU_4",
              result: "PARTIAL",
              retake: ["KUMITE"],
              retake_deadline: "2027-01-18",
              session: { id: "gr-0", date: "2026-01-18", venue: "Kumasi hall", status: "COMPLETED" },
            }),
          ],
        },
      },
    });
    URL.createObjectURL = vi.fn(() => "blob:certificate");
    // jsdom does not download: the link's click is where the browser would save the file.
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    URL.revokeObjectURL = vi.fn();
    await renderApp(PAGE);

    expect(await screen.findByText("No grading session is open for applications.")).toBeTruthy();
    const passed = await session(/^3rd kyu · 18 Jul 2027$/);
    expect(passed.getByText("Passed")).toBeTruthy();
    const partial = await session(/^4th kyu · 18 Jan 2026$/);
    expect(partial.getByText("Partly passed")).toBeTruthy();
    expect(partial.getByText("Retake Kumite by 18 Jan 2027")).toBeTruthy();
    expect(partial.queryByRole("button", { name: "Download the certificate" })).toBeNull();

    fetchStub.mockImplementationOnce(async () => pdf());
    fireEvent.click(passed.getByRole("button", { name: "Download the certificate" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    const [input] = fetchStub.mock.calls.at(-1) ?? [];
    expect(String(input)).toContain("/api/my-account/membership/grades/aw-1/certificate.pdf");

    await act(() => changeLanguage("fr"));
    expect(await screen.findByText("Repasser Kumite avant le 18 janv. 2027")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Télécharger le certificat" })).toBeTruthy();
  });
});
