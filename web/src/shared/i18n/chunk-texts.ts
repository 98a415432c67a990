import { useTranslation } from "react-i18next";

type Texts = Record<string, unknown>;

/**
 * Texts that come with a page's own chunk, in both languages, added to the running catalogue
 * under `key` before the page renders (once): not through feature-texts.ts's groups (decision 95).
 * The statistics, audit and staff pages use it, and a member's file for the audit actions' labels.
 */
export function useChunkTexts(key: string, texts: { en: Texts; fr: Texts }): void {
  const { i18n } = useTranslation();
  for (const language of ["en", "fr"] as const) {
    if (i18n.getResource(language, "translation", key) === undefined) {
      i18n.addResourceBundle(language, "translation", { [key]: texts[language] }, true, false);
    }
  }
}
