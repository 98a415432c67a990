import { audit as en } from "@gkf/contract/i18n/en-audit";
import { audit as fr } from "@gkf/contract/i18n/fr-audit";
import { useTranslation } from "react-i18next";

/**
 * This page's texts, in both languages, come with its own chunk and are added to the running
 * catalogue before it renders: not through i18n.ts's map of feature groups, whose entries are
 * part of the login page's first load (decision 95).
 */
export function useAuditTexts(): void {
  const { i18n } = useTranslation();
  for (const [language, texts] of [
    ["en", en],
    ["fr", fr],
  ] as const) {
    if (i18n.getResource(language, "translation", "audit") === undefined) {
      i18n.addResourceBundle(language, "translation", { audit: texts }, true, false);
    }
  }
}
