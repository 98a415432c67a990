import { families as en } from "@gkf/contract/i18n/en-families";
import { families as fr } from "@gkf/contract/i18n/fr-families";
import { useChunkTexts } from "../../shared/i18n/chunk-texts";

/** The families texts, in both languages, come with this feature's own chunk (decision 95). */
export function useFamiliesTexts(): void {
  useChunkTexts("families", { en, fr });
}
