import { en } from "@gkf/contract";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

export const DEFAULT_LANGUAGE = "en";

/**
 * One i18next namespace holding the whole catalogue; its top-level groups (`common`, `app`,
 * one per feature) are described in packages/contract/src/i18n/en.ts.
 */
export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: en } },
    // React escapes what it renders; escaping here too would show "&amp;" on screen.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Narrows a key the server sends (an error code, an integration name) to one the catalogue has. */
export function isKeyOf<T extends object>(group: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(group, key);
}
