import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, storeMembership, storeSession, stubApi } from "../../test/render-app";

const config = (dojos: boolean) => ({ body: { features: { dojos }, environment: "test", version: "1.4.0" } });

async function expectLocation(expected: string) {
  await screen.findByText(expected, { selector: "output" });
}

describe("the routes", () => {
  it("renders the system status from the API", async () => {
    stubApi({
      "/api/status": {
        body: {
          status: "ok",
          checked_at: "2026-03-01T08:00:00.000Z",
          services: [
            { name: "portal", state: "ok" },
            { name: "sms", state: "disabled" },
          ],
        },
      },
    });

    await renderApp("/status");

    expect(await screen.findByText("All systems operational")).toBeTruthy();
    expect(screen.getByText("Website and sign-in")).toBeTruthy();
    expect(screen.getByText("Disabled")).toBeTruthy();
  });

  it("says so when the status cannot be loaded", async () => {
    stubApi({ "/api/status": { status: 503, body: { code: "SERVICE_UNAVAILABLE", message: "Down" } } });
    await renderApp("/status");
    expect(await screen.findByText("The status could not be loaded.")).toBeTruthy();
  });

  it("shows the 404 page for a path no route knows", async () => {
    await renderApp("/no/such/page");
    expect(await screen.findByText("We could not find that page")).toBeTruthy();
  });

  it("sends a visitor without a session from the dashboard to login, with the way back", async () => {
    await renderApp("/dashboard/my-membership/payments?reference=T-77");
    await expectLocation("/auth/login?redirect=%2Fdashboard%2Fmy-membership%2Fpayments%3Freference%3DT-77");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByLabelText(/E-mail address/)).toBeTruthy();
  });

  it("sends an expired session to login", async () => {
    storeSession({ expiresInMs: -1_000 });
    await renderApp("/dashboard/my-profile/index");
    await expectLocation("/auth/login?redirect=%2Fdashboard%2Fmy-profile%2Findex");
  });

  it("sends an unknown action of a dashboard section to that section's index", async () => {
    storeSession();
    await renderApp("/dashboard/my-account/preferences");
    await expectLocation("/dashboard/my-account/index");
    expect(await screen.findByRole("heading", { name: "My account" })).toBeTruthy();
  });

  it("sends an empty section path to its index", async () => {
    storeSession();
    await renderApp("/dashboard/my-profile");
    await expectLocation("/dashboard/my-profile/index");
  });

  it("sends a member without the paid registration from membership to the profile index", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: false });
    await renderApp("/dashboard/my-membership/documents");
    await expectLocation("/dashboard/my-profile/index");
    expect(await screen.findByRole("heading", { name: "My profile" })).toBeTruthy();
  });

  it("opens membership pages for a paid member", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    await renderApp("/dashboard/my-membership/documents");
    expect(await screen.findByRole("heading", { name: "Documents and certificates", level: 1 })).toBeTruthy();
    // The page header's way back to the section's index.
    expect(within(screen.getByRole("main")).getByRole("link", { name: "My membership" }).getAttribute("href")).toBe(
      "/dashboard/my-membership/index",
    );
    expect(screen.getByText("Signed in as Ama Mensah")).toBeTruthy();
  });

  it("shows 404 for activities while the dojos flag is off", async () => {
    stubApi({ "/api/config": config(false) });
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    await renderApp("/dashboard/my-activities/trainings");
    expect(await screen.findByText("We could not find that page")).toBeTruthy();
  });

  it("opens activities while the dojos flag is on, and lists them in the navbar", async () => {
    stubApi({ "/api/config": config(true) });
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    await renderApp("/dashboard/my-activities/trainings");
    expect(await screen.findByRole("heading", { name: "Trainings", level: 1 })).toBeTruthy();
    const navbar = screen.getByRole("navigation", { name: "Dashboard sections" });
    expect(within(navbar).getByText("My activities")).toBeTruthy();
  });

  it("sends unknown auth paths to login", async () => {
    await renderApp("/auth/forgotten/abc/def");
    await expectLocation("/auth/login");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
  });

  it("sends a signed-in member away from the auth pages", async () => {
    storeSession();
    await renderApp("/auth/register");
    // Membership index first; without a paid registration, on to the profile.
    await expectLocation("/dashboard/my-profile/index");
  });

  it("keeps only the payment result among the dashboard modals", async () => {
    storeSession();
    await renderApp("/dashboard/modals/payment-response/REF-1?reference=REF-1");
    expect(await screen.findByRole("heading", { name: "Payment result" })).toBeTruthy();
  });

  it("sends bare /dashboard/modals to the profile, like an unknown modal", async () => {
    storeSession();
    await renderApp("/dashboard/modals");
    await expectLocation("/dashboard/my-profile/index");
  });

  it("renders the home page", async () => {
    await renderApp("/home");
    expect(await screen.findByRole("heading", { name: "Welcome to GKF Portal" })).toBeTruthy();
    expect(screen.getByText("Pay the one-time registration fee.")).toBeTruthy();
  });
});
