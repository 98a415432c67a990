import {
  type Catalogue,
  DEFAULT_LANGUAGE,
  en,
  FEATURE_TEXT_GROUPS,
  type FeatureTextGroup,
  isLanguage,
  type Language,
  setMoneyLanguage,
} from "@gkf/contract";
import i18next, { type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { setupDates } from "../dates/date-setup";

export { DEFAULT_LANGUAGE };

/** Where this device remembers the chosen language (also applied at sign-in from the account). */
export const LANGUAGE_STORAGE_KEY = "gkf.language";

/**
 * One i18next namespace holding the whole catalogue; its top-level groups (`common`, `app`,
 * one per feature) are described in packages/contract/src/i18n/en.ts. English is in the first
 * load; French (fr.ts and its feature files) arrives only when it is the active language.
 */
let current: i18n | undefined;

/** The language this device chose before, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // No storage (private mode): the choice lasts for this visit.
  }
}

type Texts = Record<string, unknown>;

/** The first-load part of each language's catalogue: English is bundled, the others are chunks. */
const CORE_TEXTS: Record<Language, () => Promise<Texts>> = {
  en: async () => en,
  fr: () => Promise.all([import("@gkf/contract/i18n/fr"), import("dayjs/locale/fr")]).then(([module]) => module.fr),
};

export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  current = instance;
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  const resources: Record<string, { translation: Texts }> = { [DEFAULT_LANGUAGE]: { translation: en } };
  if (language !== DEFAULT_LANGUAGE) {
    try {
      resources[language] = { translation: await CORE_TEXTS[language]() };
    } catch {
      // The chunk could not be loaded (offline): English rather than no app.
    }
  }
  const active = resources[language] ? language : DEFAULT_LANGUAGE;
  await instance.use(initReactI18next).init({
    lng: active,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    // React escapes what it renders; escaping here too would show "&amp;" on screen.
    interpolation: { escapeValue: false },
  });
  await applyLanguage(active);
  // Tests render feature pages without the router's lazy loader, so they get every text at once.
  // (The build replaces MODE, and this branch is dropped from the app.)
  if (import.meta.env.MODE === "test")
    await Promise.all([
      ...FEATURE_TEXT_GROUPS.map((group) => loadFeatureTexts(group, instance)),
      loadSiteTexts(instance),
    ]);
  return instance;
}

let dayjsLocaleSet = false;

/**
 * Dates (Intl through the boot's date step, dayjs), money (formatMoney) and the page's `lang`
 * follow the active language. dayjs is imported here only for another language than English (or
 * after a switch): it stays out of the English login page's first load (decision 68).
 */
async function applyLanguage(language: Language): Promise<void> {
  setMoneyLanguage(language);
  setupDates(language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
  if (language === DEFAULT_LANGUAGE && !dayjsLocaleSet) return;
  const [{ default: dayjs }] = await Promise.all([
    import("dayjs"),
    language === "fr" ? import("dayjs/locale/fr") : Promise.resolve(),
  ]);
  dayjs.locale(language);
  dayjsLocaleSet = true;
}

/**
 * The running catalogue's t, for code that runs outside a component (a route loader, a query
 * function, the token refresher): it translates in the language active when it is called.
 */
export function appT(): TFunction {
  return (current ?? i18next).t;
}

/** The running catalogue's language. */
export function activeLanguage(instance: i18n | undefined = current): Language {
  const language = instance?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Switches the app to `language`: its texts (the first-load part and the feature groups already
 * open) are loaded first, so the page never shows keys; the device remembers the choice.
 */
export async function changeLanguage(language: Language, instance: i18n | undefined = current): Promise<void> {
  if (!instance) return;
  if (!instance.hasResourceBundle(language, "translation")) {
    instance.addResourceBundle(language, "translation", await CORE_TEXTS[language](), true, false);
  }
  const open = FEATURE_TEXT_GROUPS.filter(
    (group) => instance.getResource(activeLanguage(instance), "translation", group) !== undefined,
  );
  const siteOpen = instance.getResource(activeLanguage(instance), "translation", SITE_TEXTS_KEY) !== undefined;
  await Promise.all([
    ...open.map((group) => loadFeatureTexts(group, instance, language)),
    siteOpen ? loadSiteTexts(instance, language) : undefined,
  ]);
  rememberLanguage(language);
  await applyLanguage(language);
  await instance.changeLanguage(language);
}

/** The home and status pages' texts (en-site.ts), merged into `system` when one of them opens. */
const SITE_TEXTS: Record<Language, () => Promise<Texts>> = {
  en: () => import("@gkf/contract/i18n/en-site").then((module) => module.site),
  fr: () => import("@gkf/contract/i18n/fr-site").then((module) => module.site),
};
/** A key of the site texts: present once they are loaded for a language. */
const SITE_TEXTS_KEY = "system.status";

export async function loadSiteTexts(
  instance: i18n | undefined = current,
  language: Language = activeLanguage(instance),
): Promise<void> {
  if (!instance || instance.getResource(language, "translation", SITE_TEXTS_KEY) !== undefined) return;
  const texts = await SITE_TEXTS[language]();
  instance.addResourceBundle(language, "translation", { system: texts }, true, false);
}

/** Where each dashboard feature's texts come from: a chunk of their own per language (see en.ts). */
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
  instance: i18n | undefined = current,
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

/** The type of the catalogue both languages fill (`Catalogue`, from the English texts). */
export type { Catalogue };

/** Narrows a key the server sends (an error code, an integration name) to one the catalogue has. */
export function isKeyOf<T extends object>(group: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(group, key);
}
