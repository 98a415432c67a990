import { DEFAULT_LANGUAGE, FEATURE_TEXT_GROUPS, type FeatureTextGroup, type Language } from "@gkf/contract";
import type { i18n } from "i18next";
import { activeLanguage, onLanguageSwitch, runningI18n, storedLanguage } from "./i18n";

type Texts = Record<string, unknown>;

/**
 * Where each dashboard feature's texts come from: a chunk of their own per language (see en.ts).
 * This map is not part of the login page's first load (decision 99): the dashboard's code imports
 * this module, and the public pages that need a group (account, public dojos, card checks:
 * lazy-pages.ts) import it with their page. A new feature's group adds its two lines here only.
 */
const FEATURE_TEXTS: Record<Language, Record<FeatureTextGroup, () => Promise<Texts>>> = {
  en: {
    account: () => import("@gkf/contract/i18n/en-account").then((module) => module.account),
    memberships: () => import("@gkf/contract/i18n/en-memberships").then((module) => module.memberships),
    payments: () => import("@gkf/contract/i18n/en-payments").then((module) => module.payments),
    positions: () => import("@gkf/contract/i18n/en-positions").then((module) => module.positions),
    dojos: () => import("@gkf/contract/i18n/en-dojos").then((module) => module.dojos),
    events: () => import("@gkf/contract/i18n/en-events").then((module) => module.events),
    gradings: () => import("@gkf/contract/i18n/en-gradings").then((module) => module.gradings),
    members: () => import("@gkf/contract/i18n/en-members").then((module) => module.members),
  },
  fr: {
    account: () => import("@gkf/contract/i18n/fr-account").then((module) => module.account),
    memberships: () => import("@gkf/contract/i18n/fr-memberships").then((module) => module.memberships),
    payments: () => import("@gkf/contract/i18n/fr-payments").then((module) => module.payments),
    positions: () => import("@gkf/contract/i18n/fr-positions").then((module) => module.positions),
    dojos: () => import("@gkf/contract/i18n/fr-dojos").then((module) => module.dojos),
    events: () => import("@gkf/contract/i18n/fr-events").then((module) => module.events),
    gradings: () => import("@gkf/contract/i18n/fr-gradings").then((module) => module.gradings),
    members: () => import("@gkf/contract/i18n/fr-members").then((module) => module.members),
  },
};

/** Adds a feature's texts, in the active language, to the running catalogue (once); pages call it before they render. */
export async function loadFeatureTexts(
  group: FeatureTextGroup,
  instance: i18n | undefined = runningI18n(),
  language: Language = activeLanguage(instance),
): Promise<void> {
  if (!instance || instance.getResource(language, "translation", group) !== undefined) return;
  const texts = await FEATURE_TEXTS[language][group]();
  instance.addResourceBundle(language, "translation", { [group]: texts }, true, false);
}

/**
 * Starts fetching a feature's texts (in the device's language) before they are needed, e.g. with
 * the page a reload opens; loadFeatureTexts then finds the chunk already in the browser.
 */
export function preloadFeatureTexts(group: FeatureTextGroup): void {
  FEATURE_TEXTS[storedLanguage() ?? DEFAULT_LANGUAGE][group]().catch(() => {});
}

/** Every group at once (tests render feature pages without the router's lazy loaders). */
export async function loadAllFeatureTexts(instance: i18n): Promise<void> {
  await Promise.all(FEATURE_TEXT_GROUPS.map((group) => loadFeatureTexts(group, instance)));
}

// A language switch loads the groups already open in the new language before it shows (no keys
// on screen). Groups can only be open once this module has run, so registering here is enough.
onLanguageSwitch(async (instance, language) => {
  const open = FEATURE_TEXT_GROUPS.filter(
    (group) => instance.getResource(activeLanguage(instance), "translation", group) !== undefined,
  );
  await Promise.all(open.map((group) => loadFeatureTexts(group, instance, language)));
});
