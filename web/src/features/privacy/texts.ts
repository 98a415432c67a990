import { privacy as en } from "@gkf/contract/i18n/en-privacy";
import { privacy as fr } from "@gkf/contract/i18n/fr-privacy";
import { useChunkTexts } from "../../shared/i18n/chunk-texts";

/** The erasure requests page's texts, in both languages, come with its chunk (decision 105). */
export function usePrivacyTexts(): void {
  useChunkTexts("privacy", { en, fr });
}
