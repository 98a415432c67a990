import { describe, expect, it } from "vitest";
import {
  DEFAULT_AFTER_LOGIN,
  forgetRedirect,
  getRedirectAfterLogin,
  getSafeRedirect,
  loginPathWithRedirect,
  recallRedirect,
  rememberRedirect,
} from "./redirect-after-login";

const search = (redirect: string) => `?${new URLSearchParams({ redirect })}`;

describe("the redirect after sign-in", () => {
  it("returns to the full original path, query included", () => {
    expect(getRedirectAfterLogin(search("/dashboard/my-membership/payments?reference=T-77"))).toBe(
      "/dashboard/my-membership/payments?reference=T-77",
    );
    expect(getRedirectAfterLogin("?redirect=%2Fdashboard%2Fmy-account%2Findex")).toBe("/dashboard/my-account/index");
  });

  it("goes to the membership index without a redirect", () => {
    expect(getRedirectAfterLogin("")).toBe("/dashboard/my-membership/index");
    expect(DEFAULT_AFTER_LOGIN).toBe("/dashboard/my-membership/index");
  });

  it.each([
    "//evil.com",
    "//evil.com/dashboard",
    "https://evil.com",
    "https://evil.com/dashboard/my-account/index",
    "http:evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "javascript:alert(1)",
    "dashboard/my-account/index",
    "/\t/evil.com",
    "",
  ])("refuses the off-site or odd target %j and uses the default", (target) => {
    expect(getSafeRedirect(target)).toBeNull();
    expect(getRedirectAfterLogin(search(target))).toBe(DEFAULT_AFTER_LOGIN);
  });

  it("does not send a person back to an auth page", () => {
    expect(getSafeRedirect("/auth/login")).toBeNull();
    expect(getSafeRedirect("/auth/verify?redirect=/x")).toBeNull();
    expect(getSafeRedirect("/authors")).toBe("/authors");
  });

  it("builds the login path with the way back, or without one", () => {
    expect(loginPathWithRedirect("/dashboard/my-account/index")).toBe(
      "/auth/login?redirect=%2Fdashboard%2Fmy-account%2Findex",
    );
    expect(loginPathWithRedirect("//evil.com")).toBe("/auth/login");
    expect(loginPathWithRedirect(null)).toBe("/auth/login");
  });

  it("remembers a safe redirect for the tab (registration detour), never an unsafe one", () => {
    rememberRedirect(search("/dashboard/my-account/index"));
    expect(recallRedirect()).toBe("/dashboard/my-account/index");
    rememberRedirect(search("https://evil.com"));
    expect(recallRedirect()).toBe("/dashboard/my-account/index");
    forgetRedirect();
    expect(recallRedirect()).toBeNull();
  });
});
