/**
 * The languages of GKF Portal. English is the first and the default; French is the WKF's other
 * working language and the language of Ghana's French-speaking neighbours' federations. Every
 * English catalogue file (en.ts, en-<feature>.ts, en-labels.ts, messages.en.ts) has a French twin
 * (fr.ts, fr-<feature>.ts, ...) typed by `Translation` below, and i18n/catalogue-parity.test.ts
 * checks that both have the same keys and the same placeholders.
 */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fr: "Français" };

/** The BCP 47 tag Intl formats dates, numbers and money with (Ghana's conventions for English). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: "en-GH", fr: "fr" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored or requested language, or the default when it is missing or unknown. */
export function languageOr(value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  return isLanguage(value) ? value : fallback;
}

let moneyLanguage: Language = DEFAULT_LANGUAGE;

/**
 * The language `formatMoney` (payments.ts) uses when none is given: the web app sets the active
 * one; the server always passes the member's. Kept here, not in payments.ts, so that setting it
 * does not bring the payments schemas into the web app's first load.
 */
export function setMoneyLanguage(language: Language): void {
  moneyLanguage = language;
}

export function currentMoneyLanguage(): Language {
  return moneyLanguage;
}

/** The shape of a translation of an English catalogue: the same keys, any wording. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
