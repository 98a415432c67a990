import { en, FEATURE_TEXT_GROUPS, type FeatureTextGroup } from "@gkf/contract";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

export const DEFAULT_LANGUAGE = "en";

/**
 * One i18next namespace holding the whole catalogue; its top-level groups (`common`, `app`,
 * one per feature) are described in packages/contract/src/i18n/en.ts.
 */
let current: i18n | undefined;

export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  current = instance;
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: en } },
    // React escapes what it renders; escaping here too would show "&amp;" on screen.
    interpolation: { escapeValue: false },
  });
  // Tests render feature pages without the router's lazy loader, so they get every text at once.
  // (The build replaces MODE, and this branch is dropped from the app.)
  if (import.meta.env.MODE === "test")
    await Promise.all(FEATURE_TEXT_GROUPS.map((group) => loadFeatureTexts(group, instance)));
  return instance;
}

/** Where each dashboard feature's texts come from: a chunk of their own (see en.ts). */
const FEATURE_TEXTS: Record<FeatureTextGroup, () => Promise<Record<string, unknown>>> = {
  account: () => import("@gkf/contract/i18n/en-account").then((module) => module.account),
  memberships: () => import("@gkf/contract/i18n/en-memberships").then((module) => module.memberships),
  payments: () => import("@gkf/contract/i18n/en-payments").then((module) => module.payments),
  positions: () => import("@gkf/contract/i18n/en-positions").then((module) => module.positions),
};

/** Adds a feature's texts to the running catalogue (once); pages call it before they render. */
export async function loadFeatureTexts(group: FeatureTextGroup, instance: i18n | undefined = current): Promise<void> {
  if (!instance || instance.getResource(DEFAULT_LANGUAGE, "translation", group) !== undefined) return;
  const texts = await FEATURE_TEXTS[group]();
  instance.addResourceBundle(DEFAULT_LANGUAGE, "translation", { [group]: texts }, true, false);
}

/** Narrows a key the server sends (an error code, an integration name) to one the catalogue has. */
export function isKeyOf<T extends object>(group: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(group, key);
}
