import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../shared/i18n/i18n";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { aProfile, aRecord, CONFIG, stubObjectUrls } from "../test/membership-fixtures";

afterEach(async () => {
  act(() => notifications.clean());
  await changeLanguage("en");
});

describe("the membership overview in another language", () => {
  it("names the page in French once the member switches to French", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubObjectUrls();
    stubApi({
      "/api/config": CONFIG,
      "/api/my-account/membership/my-record": { body: aRecord() },
      "/api/my-account/membership/card/qr.png": { body: {} },
      "/api/my-account/profile": { body: aProfile({ language: "en" }) },
      "/api/my-account/profile/update": { body: aProfile({ language: "fr" }) },
    });
    await renderApp("/dashboard/my-membership/index");
    expect(await screen.findByRole("heading", { level: 1, name: "My membership" })).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: /^Français/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Votre adhésion" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Mon adhésion");
  });
});
