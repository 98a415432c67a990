import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { changeLanguage } from "../../../shared/i18n/i18n";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { aProfile, aRecord, CONFIG, PAID_SUMMARY, stubObjectUrls, UNPAID_SUMMARY } from "../test/membership-fixtures";

const cache = () => createCacheStore({ storage: window.localStorage });

const answers = {
  "/api/config": CONFIG,
  "/api/my-account/membership/my-record": { body: aRecord() },
  "/api/my-account/membership/card/qr.png": { body: {} },
};

afterEach(() => {
  act(() => notifications.clean());
});

describe("the membership guard", () => {
  it("asks the server when this device has no membership summary, and lets a paid member in", async () => {
    storeSession();
    stubObjectUrls();
    const fetchStub = stubApi({
      ...answers,
      "/api/my-account/membership/my-record-summary": { status: 200, body: PAID_SUMMARY },
    });
    await renderApp("/dashboard/my-membership/index");

    expect(await screen.findByRole("heading", { name: "Your membership" })).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/dashboard/my-membership/index");
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith("/my-record-summary"))).toBe(true);
    // Kept a week for the next visit.
    expect(cache().get(CACHE_KEYS.MY_MEMBERSHIP)).toEqual(PAID_SUMMARY);
  });

  it("sends a member who has not paid (206) to the profile", async () => {
    storeSession();
    stubApi({
      ...answers,
      "/api/my-account/membership/my-record-summary": { status: 206, body: UNPAID_SUMMARY },
      "/api/my-account/membership/my-record": {
        body: aRecord({ has_paid_registration: false, status: "PENDING_PAYMENT" }),
      },
    });
    await renderApp("/dashboard/my-membership/documents");

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/dashboard/my-profile/index"));
    expect(cache().get(CACHE_KEYS.MY_MEMBERSHIP)).toEqual(UNPAID_SUMMARY);
  });

  it("decides from a cached paid summary without asking", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubObjectUrls();
    const fetchStub = stubApi(answers);
    await renderApp("/dashboard/my-membership/index");

    expect(await screen.findByRole("heading", { name: "Your membership" })).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith("/my-record-summary"))).toBe(false);
  });

  it("shows the spec's toast when the summary cannot be loaded, and sends the member to the profile", async () => {
    storeSession();
    stubApi({
      ...answers,
      "/api/my-account/membership/my-record-summary": {
        status: 500,
        body: { code: "INTERNAL_ERROR", message: "Boom." },
      },
    });
    await renderApp("/dashboard/my-membership/index");

    expect(await screen.findByText("Load Membership Record")).toBeTruthy();
    expect(await screen.findByText(/Failed to load your membership record summary/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/dashboard/my-profile/index"));
  });
});

describe("the membership overview", () => {
  it("shows the record, the compliance score and what is still to do", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubObjectUrls();
    stubApi(answers);
    await renderApp("/dashboard/my-membership/index");

    expect(await screen.findByText("GKF-AA-26-000001", { selector: "p" })).toBeTruthy();
    expect(screen.getAllByText("3rd kyu").length).toBeGreaterThan(0);
    expect(screen.getByText("Accra Metropolitan (AM)")).toBeTruthy();
    expect(screen.getByTestId("compliance-score").textContent).toBe("60%");
    expect(screen.getByText("Incomplete")).toBeTruthy();
    const upload = screen.getByRole("link", { name: "Upload a Ghana Card" });
    expect(upload.getAttribute("href")).toBe("/dashboard/my-membership/documents?type=GHANA_CARD");
    expect(screen.getByRole("link", { name: "Upload a medical clearance" })).toBeTruthy();
    // Met items ask for nothing.
    expect(screen.queryByRole("link", { name: "Upload a passport photo" })).toBeNull();
    expect(screen.getByTestId("membership-card")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download card (PDF)" })).toBeTruthy();
  });

  it("tells a suspended member that they have no valid card and whom to ask", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubObjectUrls();
    stubApi({
      ...answers,
      "/api/my-account/membership/my-record": { body: aRecord({ status: "SUSPENDED", membership_certificate: null }) },
    });
    await renderApp("/dashboard/my-membership/index");

    const record = await screen.findByRole("region", { name: "Your membership" });
    expect(within(record).getByText("Suspended")).toBeTruthy();
    const card = screen.getByRole("region", { name: "Membership card" });
    expect(within(card).getByText(/^Your membership is suspended, so you have no valid card\./)).toBeTruthy();
    expect(within(card).queryByText("Your card appears here once your membership is active.")).toBeNull();
  });

  it("paints at once from the device's copy of the record, then shows the fresh one", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubObjectUrls();
    cache().set(CACHE_KEYS.MY_MEMBERSHIP_RECORD, aRecord({ compliance_score: 40 }));
    stubApi(answers);
    await renderApp("/dashboard/my-membership/index");

    expect((await screen.findByTestId("compliance-score")).textContent).toBe("40%");
    await waitFor(() => expect(screen.getByTestId("compliance-score").textContent).toBe("60%"));
    expect(cache().get(CACHE_KEYS.MY_MEMBERSHIP_RECORD)).toMatchObject({ compliance_score: 60 });
  });

  it("shows the spec's toast when the record cannot be loaded", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubApi({
      ...answers,
      "/api/my-account/membership/my-record": { status: 500, body: { code: "INTERNAL_ERROR", message: "Boom." } },
    });
    await renderApp("/dashboard/my-membership/index");

    expect(await screen.findByText("Load Membership Record")).toBeTruthy();
    expect(await screen.findByText(/^Failed to load your membership record\. Boom\./)).toBeTruthy();
    expect(screen.getByText("Your membership record could not be loaded.")).toBeTruthy();
  });
});

describe("the membership overview in another language", () => {
  afterEach(async () => {
    await changeLanguage("en");
  });

  it("names the page in French once the member switches to French", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubObjectUrls();
    stubApi({
      ...answers,
      "/api/my-account/profile": { body: aProfile({ language: "en" }) },
      "/api/my-account/profile/update": { body: aProfile({ language: "fr" }) },
    });
    await renderApp("/dashboard/my-membership/index");
    expect(await screen.findByRole("heading", { level: 1, name: "My membership" })).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: /^Français/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Votre adhésion" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Mon adhésion");
    // The items' sentences too: the record's own `reason` is the server's English.
    expect(screen.getByText("Envoyez une Ghana Card.")).toBeTruthy();
    expect(screen.getByText("Approuvé : une photo d'identité.")).toBeTruthy();
    expect(screen.getByText("Envoyez un certificat médical de moins de 12 mois.")).toBeTruthy();
    expect(screen.queryByText("Upload a Ghana Card.")).toBeNull();
  });

  it("words a refused document with the official's reason, in either language", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubObjectUrls();
    const refused = aRecord().compliance_breakdown.map((entry) =>
      entry.item === "IDENTITY_DOCUMENT"
        ? {
            ...entry,
            state: "REJECTED" as const,
            document_types: ["BIRTH_CERTIFICATE" as const, "GHANA_CARD" as const],
            reason: "Rejected: the name is unreadable Upload a birth certificate or Ghana Card again.",
            rejection_reason: "the name is unreadable",
          }
        : entry,
    );
    stubApi({
      ...answers,
      "/api/my-account/membership/my-record": { body: aRecord({ compliance_breakdown: refused }) },
      "/api/my-account/profile": { body: aProfile({ language: "en" }) },
      "/api/my-account/profile/update": { body: aProfile({ language: "fr" }) },
    });
    await renderApp("/dashboard/my-membership/index");

    expect(
      await screen.findByText("Rejected: the name is unreadable. Upload a birth certificate or Ghana Card again."),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: /^Français/ }));
    expect(
      await screen.findByText(
        "Refusé : the name is unreadable. Envoyez de nouveau un acte de naissance ou une Ghana Card.",
      ),
    ).toBeTruthy();
  });
});
