import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
import { renderApp } from "../../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../../test/stub-routes";
// The session a signed-in official holds (the events fixtures' session store fits every feature).
import { storeEventsSession, stubFirstDraft } from "../../events/test-support/event-fixtures";
import { anApplication, aSession, aSheet } from "../test-support/grading-fixtures";

const PAGE = "/dashboard/my-control-panel/gradings";
const LIST = "/api/admin/gradings";

afterEach(() => {
  act(() => notifications.clean());
});

const card = async (name: string | RegExp) => within(await screen.findByRole("article", { name }));

async function openForm() {
  fireEvent.click(await screen.findByRole("button", { name: "New grading session" }));
  const dialog = within(await screen.findByRole("dialog", { name: "New grading session" }));
  fireEvent.change(dialog.getByLabelText(/^Venue/), { target: { value: "Kumasi Dojo hall" } });
  fireEvent.change(dialog.getByLabelText(/^Membership number of examiner 1/), {
    target: { value: "GKF-AA-26-000101" },
  });
  return dialog;
}

/** A federation admin with no session yet; the server saves a new one as a draft (once `held` lets it answer). */
function stubNewDraft(held?: Promise<void>) {
  return stubFirstDraft(LIST, aSession({ status: "DRAFT", venue: "Kumasi Dojo hall" }), held);
}

describe("the officials' gradings page", () => {
  it("creates a kyu session as a draft with an examiner named by membership number", async () => {
    const fetchStub = stubNewDraft();
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Gradings" })).toBeTruthy();
    expect(await screen.findByText("No grading session yet.")).toBeTruthy();
    const dialog = await openForm();
    fireEvent.change(dialog.getByLabelText(/^Fee/), { target: { value: "100" } });
    fireEvent.change(dialog.getByLabelText(/^Places/), { target: { value: "30" } });
    fireEvent.change(dialog.getByLabelText(/^Examiner 1 may award up to/), { target: { value: "KYU_1" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save as a draft" }));

    expect(await screen.findByText("The grading session is saved")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", LIST)).toMatchObject({
      host: { kind: "FEDERATION" },
      venue: "Kumasi Dojo hall",
      kind: "KYU",
      highest_grade: "KYU_5",
      fee: 10_000,
      capacity: 30,
      examiners: [{ member: "GKF-AA-26-000101", max_award: "KYU_1" }],
    });
  });

  it("keeps one examiner on the panel, and sends the examiners left after one is removed", async () => {
    const fetchStub = stubNewDraft();
    await renderApp(PAGE);

    const dialog = await openForm();
    expect(dialog.queryByRole("button", { name: /^Remove examiner/ })).toBeNull();
    fireEvent.click(dialog.getByRole("button", { name: "Add an examiner" }));
    fireEvent.change(dialog.getByLabelText(/^Membership number of examiner 2/), {
      target: { value: "GKF-AH-25-000202" },
    });
    fireEvent.change(dialog.getByLabelText(/^Examiner 2 may award up to/), { target: { value: "KYU_3" } });
    fireEvent.click(dialog.getByRole("button", { name: "Remove examiner 1" }));

    expect(dialog.queryByLabelText(/^Membership number of examiner 2/)).toBeNull();
    expect(dialog.queryByRole("button", { name: /^Remove examiner/ })).toBeNull();
    fireEvent.click(dialog.getByRole("button", { name: "Save as a draft" }));
    expect(await screen.findByText("The grading session is saved")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", LIST)).toMatchObject({
      examiners: [{ member: "GKF-AH-25-000202", max_award: "KYU_3" }],
    });
  });

  it("still says a session is saved when its dialog was closed before the answer, and leaves the next opening alone", async () => {
    preferReducedMotion();
    const { held, release } = heldAnswer();
    stubNewDraft(held);
    await renderApp(PAGE);

    const name = "New grading session";
    const first = await openForm();
    fireEvent.click(first.getByRole("button", { name: "Save as a draft" }));
    fireEvent.keyDown(screen.getByRole("dialog", { name }), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name })).toBeNull());

    // Opened again: the first answer must neither close it nor clear what is typed in it.
    fireEvent.click(screen.getByRole("button", { name }));
    const dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(/^Venue/), { target: { value: "Tamale sports hall" } });
    release();
    expect(await screen.findByText("The grading session is saved")).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Venue/) as HTMLInputElement).value).toBe("Tamale sports hall");
    expect(screen.getByRole("dialog", { name })).toBe(dialog);
  });

  it("shows the server's refusals at their field: an examiner beyond their authorisation, a dan panel too small", async () => {
    storeEventsSession(["FEDERATION_ADMIN"]);
    const routes = {
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [] } },
      "/api/regions": { body: { items: [] } },
      [`POST ${LIST}`]: {
        status: 422,
        body: {
          code: "EXAMINER_NOT_AUTHORISED",
          message: "An examiner would award above their authorisation: Kwame Osei may award at most 2nd kyu.",
          fields: { "examiners.0.max_award": "Kwame Osei may award at most 2nd kyu" },
        },
      },
    };
    stubRoutes(routes);
    await renderApp(PAGE);
    const dialog = await openForm();
    fireEvent.click(dialog.getByRole("button", { name: "Save as a draft" }));

    expect(await dialog.findByText("Kwame Osei may award at most 2nd kyu")).toBeTruthy();
    const award = dialog.getByLabelText(/^Examiner 1 may award up to/);
    expect(award.getAttribute("aria-invalid")).toBe("true");
    expect(dialog.getByRole("alert").textContent).toContain("above what their own grade allows");

    routes[`POST ${LIST}`] = {
      status: 422,
      body: {
        code: "DAN_PANEL_TOO_SMALL",
        message: "A dan grading needs at least 3 examiners.",
        fields: undefined as unknown as { "examiners.0.max_award": string },
      },
    };
    fireEvent.change(dialog.getByLabelText(/^Kind/), { target: { value: "DAN" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save as a draft" }));
    expect(await dialog.findAllByText("A dan grading needs at least three examiners on its panel.")).toHaveLength(2);
    expect(dialog.queryByText("Kwame Osei may award at most 2nd kyu")).toBeNull();
  });

  it("publishes a draft; a published session's applications show each rule, and a failed rule is let pass with a reason", async () => {
    storeEventsSession(["REGIONAL_ADMIN"]);
    const kofi = anApplication({
      id: "ap-2",
      member: { id: "m-2", first_name: "Kofi", last_name: "Boateng", code: "GKF-AA-26-000002" },
      ready: false,
      paid: false,
      applied_by: "INSTRUCTOR",
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
    const routes = {
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [aSession({ id: "gr-2", status: "DRAFT", venue: "Tamale hall" }), aSession()] } },
      "PATCH /api/admin/gradings/gr-2/publish": { body: aSession({ id: "gr-2", venue: "Tamale hall" }) },
      "/api/admin/gradings/gr-1/applications": { body: { items: [anApplication(), kofi] } },
      "POST /api/admin/gradings/gr-1/applications/ap-2/overrides": {
        status: 400 as number,
        body: {
          code: "VALIDATION_FAILED",
          message: "Check the highlighted fields.",
          fields: { reason: "must be at least 10 characters" },
        } as unknown,
      },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp(PAGE);

    const draft = await card(/Tamale hall/);
    fireEvent.click(draft.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The grading session is published: members may apply")).toBeTruthy();
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true);

    const held = await card(/Accra Sports Stadium hall/);
    expect(held.getByText(/Examiners: Kwame Osei \(3rd dan\)/)).toBeTruthy();
    fireEvent.click(held.getByRole("button", { name: "Applications" }));
    const drawer = within(await screen.findByRole("dialog", { name: /^Applications/ }));
    const ama = within(await drawer.findByRole("article", { name: "Ama Mensah" }));
    expect(ama.getByText("Ready to be examined")).toBeTruthy();
    expect(ama.getByText(/4th kyu to 3rd kyu · Applied themselves · Fee paid/)).toBeTruthy();
    const kofiCard = within(drawer.getByRole("article", { name: "Kofi Boateng" }));
    expect(kofiCard.getByText("Not ready yet")).toBeTruthy();
    expect(
      kofiCard.getByText(/48 trainings counting toward gradings are needed since 1 Mar 2026; 20 attended/),
    ).toBeTruthy();
    expect(kofiCard.getByText(/Fee not paid/)).toBeTruthy();

    fireEvent.click(kofiCard.getByRole("button", { name: "Let “Trainings attended” pass" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Let a failed rule pass" }));
    expect(dialog.getByText("Trainings attended for Kofi Boateng")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/^Why this rule may pass/), { target: { value: "Too short" } });
    fireEvent.click(dialog.getByRole("button", { name: "Let the rule pass" }));
    expect(await dialog.findByText("must be at least 10 characters")).toBeTruthy();

    routes["POST /api/admin/gradings/gr-1/applications/ap-2/overrides"] = {
      status: 201,
      body: anApplication({ id: "ap-2" }),
    };
    const reason = "Trained abroad for four months with a WKF dojo; letter on file.";
    fireEvent.change(dialog.getByLabelText(/^Why this rule may pass/), { target: { value: reason } });
    fireEvent.click(dialog.getByRole("button", { name: "Let the rule pass" }));
    expect(await screen.findByText("The rule is let pass")).toBeTruthy();
    const sent = fetchStub.mock.calls.filter(([input]) => String(input).endsWith("/ap-2/overrides"));
    expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { rule: "ATTENDANCE", reason: "Too short" },
      { rule: "ATTENDANCE", reason },
    ]);
  });

  it("enters an examiner's score sheet on a phone-sized grid, confirms the result, and offers the certificate", async () => {
    storeEventsSession(["FEDERATION_ADMIN"]);
    const marked = aSheet({
      components: (["KIHON", "KATA", "KUMITE"] as const).map((component) => ({
        component,
        marks: [
          {
            examiner: "ex-1",
            mark: 7,
            passed: true,
            recorded_by: "official",
            recorded_at: "2027-07-18T10:00:00Z",
          },
        ],
        verdict: "PASSED" as const,
        credited: false,
      })),
      proposed: { result: "PASSED", retake: [] },
    });
    const passed = {
      ...marked,
      result: {
        result: "PASSED" as const,
        retake: [],
        retake_deadline: null,
        decided_by: "official",
        decided_at: "2027-07-18T12:00:00Z",
        award_id: "aw-1",
        certificate_url: "/api/admin/gradings/gr-1/applications/ap-1/certificate.pdf",
      },
    };
    const routes: Record<string, { status?: number; body: unknown }> = {
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [aSession({ status: "CLOSED" })] } },
      "/api/admin/gradings/gr-1/scores": { body: { session_id: "gr-1", status: "CLOSED", candidates: [aSheet()] } },
      "PUT /api/admin/gradings/gr-1/scores": {
        status: 409,
        body: { code: "GRADING_NOT_HELD_YET", message: "Marks are entered from the exam day, 18 July 2027." },
      },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp(PAGE);

    fireEvent.click((await card(/Accra Sports Stadium hall/)).getByRole("button", { name: "Score sheets" }));
    const drawer = within(await screen.findByRole("dialog", { name: /^Score sheets/ }));
    expect((drawer.getByLabelText("Whose sheet") as HTMLSelectElement).value).toBe("ex-1");
    const ama = within(await drawer.findByRole("article", { name: "Ama Mensah" }));
    for (const component of ["Kihon", "Kata", "Kumite"]) {
      const cell = within(ama.getByRole("group", { name: component }));
      expect(cell.getByText("Not marked yet")).toBeTruthy();
      fireEvent.change(cell.getByLabelText(`${component} mark (0 to 10)`), { target: { value: "7" } });
      fireEvent.click(cell.getByLabelText(`${component} passed`));
    }
    fireEvent.click(drawer.getByRole("button", { name: "Save the sheet" }));
    expect(await drawer.findByText("Marks are entered from the exam day, 18 July 2027.")).toBeTruthy();

    routes["PUT /api/admin/gradings/gr-1/scores"] = {
      body: { session_id: "gr-1", status: "CLOSED", candidates: [marked] },
    };
    routes["PUT /api/admin/gradings/gr-1/results"] = {
      body: { session_id: "gr-1", status: "CLOSED", candidates: [passed] },
    };
    fireEvent.click(drawer.getByRole("button", { name: "Save the sheet" }));
    expect(await screen.findByText("The score sheet is saved")).toBeTruthy();
    expect(sentBody(fetchStub, "PUT", "/api/admin/gradings/gr-1/scores")).toEqual({
      examiner: "ex-1",
      scores: ["KIHON", "KATA", "KUMITE"].map((component) => ({
        application: "ap-1",
        component,
        mark: 7,
        passed: true,
      })),
    });
    expect(await drawer.findByText("The sheets say: Passed")).toBeTruthy();

    fireEvent.click(drawer.getByRole("button", { name: "Confirm the result" }));
    expect(await screen.findByText("The result is confirmed")).toBeTruthy();
    expect(sentBody(fetchStub, "PUT", "/api/admin/gradings/gr-1/results")).toEqual({
      results: [{ application: "ap-1" }],
    });
    const done = within(drawer.getByRole("article", { name: "Ama Mensah" }));
    expect(done.getAllByText("Passed")).toHaveLength(4); // the result and each component's verdict
    expect(done.getByRole("button", { name: "Certificate" })).toBeTruthy();
    expect((done.getByLabelText("Kihon mark (0 to 10)") as HTMLInputElement).disabled).toBe(true);
    expect(drawer.queryByRole("button", { name: "Save the sheet" })).toBeNull();
  });
});
