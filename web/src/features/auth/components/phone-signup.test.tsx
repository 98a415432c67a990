import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp, stubApi } from "../../../test/render-app";
import { forgetPhoneSignup } from "./phone-signup";

const config = (phoneSignup: boolean) => ({
  body: { features: { dojos: false }, phone_signup: phoneSignup, environment: "production", version: "1.0.0" },
});
const REGIONS = { body: { items: [] } };

afterEach(() => forgetPhoneSignup());

describe("phone sign-up switched off (PHONE_SIGNUP=off)", () => {
  it("hides the phone option on the login page", async () => {
    stubApi({ "/api/config": config(false), "/api/regions": REGIONS });
    await renderApp("/auth/login");
    expect(await screen.findByLabelText(/E-mail address/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("radio", { name: "Phone" })).toBeNull());
    expect(screen.queryByRole("radio", { name: "E-mail" })).toBeNull();
  });

  it("hides it on the registration page too", async () => {
    stubApi({ "/api/config": config(false), "/api/regions": REGIONS });
    await renderApp("/auth/register");
    expect(await screen.findByLabelText(/E-mail address/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("radio", { name: "Phone" })).toBeNull());
  });

  it("keeps the choice while phone sign-up is on", async () => {
    stubApi({ "/api/config": config(true), "/api/regions": REGIONS });
    await renderApp("/auth/login");
    expect(await screen.findByRole("radio", { name: "Phone" })).toBeTruthy();
  });
});
