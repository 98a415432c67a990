import { privacy as en } from "@gkf/contract/i18n/en-privacy";
import { privacy as fr } from "@gkf/contract/i18n/fr-privacy";
import { useChunkTexts } from "../../shared/i18n/chunk-texts";

/** The consent dialog's and the access log's texts, in both languages, come with their chunk (decision 105). */
export function usePrivacyTexts(): void {
  useChunkTexts("privacy", { en, fr });
}
