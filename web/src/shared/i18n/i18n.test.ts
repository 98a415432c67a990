import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, createI18n } from "./i18n";

afterEach(async () => {
  await changeLanguage("en");
  window.localStorage.clear();
});

describe("texts that are not part of the login page's first load (decision 99)", () => {
  it("switch language with the app: feature groups and the other auth pages' texts", async () => {
    const i18n = await createI18n();
    expect(i18n.t("auth.register.title")).toBe("Create your account");
    expect(i18n.t("memberships.not_set")).toBe("Not set");

    await changeLanguage("fr", i18n);

    expect(i18n.t("auth.register.title")).toBe("Créer votre compte");
    expect(i18n.t("auth.confirm_reset_password.submit")).not.toBe("Save the new password");
    expect(i18n.t("memberships.not_set")).toBe("Non renseigné");
    // The login page's own texts stay in the first-load catalogue.
    expect(i18n.t("auth.login.title")).toBe("Connexion");
  });
});
