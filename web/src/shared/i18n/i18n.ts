import { type Catalogue, DEFAULT_LANGUAGE, en, isLanguage, type Language, setMoneyLanguage } from "@gkf/contract";
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
      import("./feature-texts").then((texts) => texts.loadAllFeatureTexts(instance)),
      ...MERGED_TEXTS.map((texts) => loadMergedTexts(texts, instance)),
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

/** The running catalogue, once the boot has made it. */
export function runningI18n(): i18n | undefined {
  return current;
}

/** The running catalogue's language. */
export function activeLanguage(instance: i18n | undefined = current): Language {
  const language = instance?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Loads, in `language`, the texts a module added to the running catalogue (those still open). */
type SwitchLoader = (instance: i18n, language: Language) => Promise<void>;
const switchLoaders = new Set<SwitchLoader>();

/**
 * Modules that add texts outside the first load (the feature groups: feature-texts.ts) register
 * here how to load the open ones in another language; changeLanguage waits for them.
 */
export function onLanguageSwitch(loader: SwitchLoader): void {
  switchLoaders.add(loader);
}

/**
 * Switches the app to `language`: its texts (the first-load part and the feature groups already
 * open) are loaded first, so the page never shows keys; the device remembers the choice.
 */
export async function changeLanguage(language: Language, instance: i18n | undefined = current): Promise<void> {
  if (!instance) return;
  // Asked by a group only the first-load part holds: a page's own texts (useChunkTexts: the
  // families' header switcher on every signed-in page) add both languages under their own key,
  // so the language's bundle can exist without its first-load part.
  if (instance.getResource(language, "translation", "common") === undefined) {
    instance.addResourceBundle(language, "translation", await CORE_TEXTS[language](), true, false);
  }
  const open = MERGED_TEXTS.filter(
    (texts) => instance.getResource(activeLanguage(instance), "translation", texts.key) !== undefined,
  );
  await Promise.all([
    ...[...switchLoaders].map((load) => load(instance, language)),
    ...open.map((texts) => loadMergedTexts(texts, instance, language)),
  ]);
  rememberLanguage(language);
  await applyLanguage(language);
  await instance.changeLanguage(language);
}

/**
 * Texts of a few public pages, merged into a first-load group (`group`) when one of those pages
 * opens (lazy-pages.ts); `key` is one of their keys, present once they are loaded for a language.
 */
interface MergedTexts {
  group: "system" | "auth";
  key: string;
  load: Record<Language, () => Promise<Texts>>;
}

/** The home and status pages' texts (en-site.ts), merged into `system`. */
const SITE_TEXTS: MergedTexts = {
  group: "system",
  key: "system.status",
  load: {
    en: () => import("@gkf/contract/i18n/en-site").then((module) => module.site),
    fr: () => import("@gkf/contract/i18n/fr-site").then((module) => module.site),
  },
};

/** The auth pages' texts but the login's (en-auth-pages.ts), merged into `auth` (decision 99). */
const AUTH_PAGES_TEXTS: MergedTexts = {
  group: "auth",
  key: "auth.register",
  load: {
    en: () => import("@gkf/contract/i18n/en-auth-pages").then((module) => module.authPages),
    fr: () => import("@gkf/contract/i18n/fr-auth-pages").then((module) => module.authPages),
  },
};

const MERGED_TEXTS = [SITE_TEXTS, AUTH_PAGES_TEXTS];

async function loadMergedTexts(
  texts: MergedTexts,
  instance: i18n | undefined = current,
  language: Language = activeLanguage(instance),
): Promise<void> {
  if (!instance || instance.getResource(language, "translation", texts.key) !== undefined) return;
  const loaded = await texts.load[language]();
  instance.addResourceBundle(language, "translation", { [texts.group]: loaded }, true, false);
}

export const loadSiteTexts = (instance?: i18n, language?: Language): Promise<void> =>
  loadMergedTexts(SITE_TEXTS, instance, language);

export const loadAuthPagesTexts = (instance?: i18n, language?: Language): Promise<void> =>
  loadMergedTexts(AUTH_PAGES_TEXTS, instance, language);

/** The type of the catalogue both languages fill (`Catalogue`, from the English texts). */
export type { Catalogue };

/** Narrows a key the server sends (an error code, an integration name) to one the catalogue has. */
export function isKeyOf<T extends object>(group: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(group, key);
}
