import { describe, expect, it } from "vitest";
import {
  getAuthActionRedirect,
  getDashboardRedirect,
  getGuestRedirect,
  getLoginRedirect,
  getMembershipRedirect,
  getModalActionRedirect,
  getSectionActionRedirect,
  isMembershipSummaryNeeded,
} from "./route-guards";

const NOW = Date.parse("2026-03-06T12:00:00Z");

function session(expiresAt: string) {
  return {
    tokens: { access: "a.b.c", expires_at: expiresAt },
    user: { first_name: "Kofi", last_name: "Boateng", login_with: "tel", main_role: "COACH" },
    last_time_logged: null,
  };
}

const validSession = session("2026-03-06T13:00:00Z");
const expiredSession = session("2026-03-06T11:59:59Z");

describe("getLoginRedirect", () => {
  it("sends a visitor without a token to login, keeping the full path and query", () => {
    const target = getLoginRedirect(null, NOW, "/dashboard/my-membership/payments?reference=T123");
    expect(target).toBe("/auth/login?redirect=%2Fdashboard%2Fmy-membership%2Fpayments%3Freference%3DT123");
    expect(new URL(target ?? "", "http://x").searchParams.get("redirect")).toBe(
      "/dashboard/my-membership/payments?reference=T123",
    );
  });

  it("sends an expired token to login", () => {
    expect(getLoginRedirect(expiredSession, NOW, "/dashboard/my-profile/index")).toBe(
      "/auth/login?redirect=%2Fdashboard%2Fmy-profile%2Findex",
    );
  });

  it("treats a token expiring right now as expired", () => {
    expect(getLoginRedirect(session("2026-03-06T12:00:00Z"), NOW, "/x")).not.toBeNull();
  });

  it("sends cached data of the wrong shape to login", () => {
    expect(getLoginRedirect({ tokens: { access: "" } }, NOW, "/x")).not.toBeNull();
    expect(getLoginRedirect({ tokens: { access: "t", expires_at: "soon" } }, NOW, "/x")).not.toBeNull();
    expect(getLoginRedirect("token", NOW, "/x")).not.toBeNull();
  });

  it("lets a valid token through", () => {
    expect(getLoginRedirect(validSession, NOW, "/dashboard/my-profile/index")).toBeNull();
  });

  it("sends a person who is signing out to login with no page to come back to", () => {
    expect(getLoginRedirect(null, NOW, null)).toBe("/auth/login");
  });
});

describe("getMembershipRedirect", () => {
  it("sends a member who has not paid the registration to the profile index", () => {
    expect(getMembershipRedirect({ has_paid_registration: false, payment_summary: null })).toBe(
      "/dashboard/my-profile/index",
    );
    expect(getMembershipRedirect(null)).toBe("/dashboard/my-profile/index");
  });

  it("lets a paid member through", () => {
    expect(getMembershipRedirect({ has_paid_registration: true, payment_summary: {} })).toBeNull();
  });
});

describe("getDashboardRedirect", () => {
  const base = { auth: validSession, membership: null, now: NOW, originalPath: "/dashboard/x" };

  it("checks the login before anything else", () => {
    expect(getDashboardRedirect({ ...base, auth: null, section: "my-membership", action: "nonsense" })).toMatch(
      /^\/auth\/login\?redirect=/,
    );
  });

  it("sends an unknown action to its section's index", () => {
    expect(getDashboardRedirect({ ...base, section: "my-profile", action: "settings" })).toBe(
      "/dashboard/my-profile/index",
    );
    expect(getSectionActionRedirect("my-activities", "students")).toBeNull();
    expect(getSectionActionRedirect("my-account", undefined)).toBe("/dashboard/my-account/index");
  });

  it("asks membership and activities, not profile or account, for the paid registration", () => {
    expect(getDashboardRedirect({ ...base, section: "my-membership", action: "documents" })).toBe(
      "/dashboard/my-profile/index",
    );
    expect(getDashboardRedirect({ ...base, section: "my-activities", action: "events" })).toBe(
      "/dashboard/my-profile/index",
    );
    expect(getDashboardRedirect({ ...base, section: "my-account", action: "index" })).toBeNull();
    expect(
      getDashboardRedirect({
        ...base,
        section: "my-membership",
        action: "payments",
        membership: { has_paid_registration: true, payment_summary: null },
      }),
    ).toBeNull();
  });
});

describe("isMembershipSummaryNeeded", () => {
  const base = { auth: validSession, now: NOW };
  const paid = { has_paid_registration: true, payment_summary: null };
  const unpaid = { has_paid_registration: false, payment_summary: null };

  it("asks the server when a members-only page has no summary on this device", () => {
    expect(isMembershipSummaryNeeded({ ...base, section: "my-membership", action: "index", membership: null })).toBe(
      true,
    );
    expect(isMembershipSummaryNeeded({ ...base, section: "my-activities", action: "events", membership: "junk" })).toBe(
      true,
    );
  });

  it("asks again when the cached summary says unpaid (a payment may have happened since)", () => {
    expect(
      isMembershipSummaryNeeded({ ...base, section: "my-membership", action: "documents", membership: unpaid }),
    ).toBe(true);
  });

  it("decides from the cache when it says paid", () => {
    expect(isMembershipSummaryNeeded({ ...base, section: "my-membership", action: "index", membership: paid })).toBe(
      false,
    );
  });

  it("never asks for other sections, unknown actions or without a valid login", () => {
    expect(isMembershipSummaryNeeded({ ...base, section: "my-profile", action: "index", membership: null })).toBe(
      false,
    );
    expect(isMembershipSummaryNeeded({ ...base, section: "my-membership", action: "nonsense", membership: null })).toBe(
      false,
    );
    expect(
      isMembershipSummaryNeeded({
        ...base,
        auth: expiredSession,
        section: "my-membership",
        action: "index",
        membership: null,
      }),
    ).toBe(false);
  });
});

describe("auth and modal paths", () => {
  it("sends unknown auth actions to login and lets the spec's through", () => {
    expect(getAuthActionRedirect("forgot")).toBe("/auth/login");
    expect(getAuthActionRedirect(undefined)).toBe("/auth/login");
    expect(getAuthActionRedirect("confirm-reset-password")).toBeNull();
  });

  it("sends a logged-in person away from the auth pages", () => {
    expect(getGuestRedirect(validSession, NOW)).toBe("/dashboard/my-membership/index");
    expect(getGuestRedirect(expiredSession, NOW)).toBeNull();
  });

  it("knows only the payment-response modal", () => {
    expect(getModalActionRedirect("payment-response")).toBeNull();
    expect(getModalActionRedirect("receipt")).toBe("/dashboard/my-profile/index");
  });
});
