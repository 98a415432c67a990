import { CACHE_KEYS, formatMoney } from "@gkf/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, describe, expect, it } from "vitest";
import { aProfile } from "../../test/record-fixtures";
import { renderApp, stubApi } from "../../test/render-app";
import { changeLanguage, LANGUAGE_STORAGE_KEY } from "./i18n";

const profile = (language: "en" | "fr") =>
  aProfile({ tel: null, date_of_birth: "2004-03-21", region: "AH", district: "KM", language });

afterEach(async () => {
  // dayjs and formatMoney keep the active language for the whole file: back to English.
  await changeLanguage("en");
});

describe("the language switch", () => {
  it("shows the login page in French, and this device remembers it on the next visit", async () => {
    stubApi({});
    const first = await renderApp("/auth/login");
    await screen.findByRole("heading", { name: "Sign in" });
    fireEvent.click(screen.getByRole("button", { name: /^Français/ }));

    await screen.findByRole("heading", { name: "Connexion" });
    expect(screen.getByText("Mot de passe oublié ?")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Français/ }).getAttribute("aria-pressed")).toBe("true");
    expect(document.documentElement.lang).toBe("fr");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fr");
    // Money and dates follow the language.
    expect(formatMoney(123_450)).toBe("1\u202f234,50\u00a0GH₵");
    expect(dayjs("2026-11-21T12:00:00").format("D MMMM YYYY")).toBe("21 novembre 2026");
    first.unmount();

    // A new visit on this device (the app boots again with its storage): French from the start.
    await renderApp("/auth/login");
    await screen.findByRole("heading", { name: "Connexion" });
  });

  it("goes back to English, and English money reads GH₵ first", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    stubApi({});
    await renderApp("/auth/login");
    await screen.findByRole("heading", { name: "Connexion" });
    fireEvent.click(screen.getByRole("button", { name: /^English/ }));
    await screen.findByRole("heading", { name: "Sign in" });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(formatMoney(123_450)).toBe("GH₵ 1,234.50");
  });

  it("saves a signed-in member's choice on the account", async () => {
    window.localStorage.setItem(
      CACHE_KEYS.AUTH_DATA,
      JSON.stringify({
        value: {
          tokens: { access: "header.payload.signature", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
          user: { first_name: "Ama", last_name: "Mensah", login_with: "email", main_role: "ATHLETE", staff_roles: [] },
          last_time_logged: null,
        },
      }),
    );
    const fetchStub = stubApi({
      "/api/my-account/profile": { body: profile("en") },
      "/api/my-account/profile/update": { body: profile("fr") },
      "/api/my-account/sessions": { body: { sessions: [], devices: [] } },
    });
    await renderApp("/dashboard/my-account/index");
    // The dashboard tells the server the language, for the overview's HTML (decision 125).
    await waitFor(() => expect(document.cookie).toContain("gkf_language=en"));
    fireEvent.click(await screen.findByRole("button", { name: /^Français/ }));
    await waitFor(() => expect(document.cookie).toContain("gkf_language=fr"));
    await waitFor(() => {
      const update = fetchStub.mock.calls.find(([url]) => String(url).endsWith("/api/my-account/profile/update"));
      expect(update).toBeDefined();
      const init = (update as unknown[] | undefined)?.[1] as RequestInit | undefined;
      expect(JSON.parse(String(init?.body))).toEqual({ language: "fr" });
    });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fr");
  });
});
