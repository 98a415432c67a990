import { statistics as en } from "@gkf/contract/i18n/en-statistics";
import { statistics as fr } from "@gkf/contract/i18n/fr-statistics";
import { useChunkTexts } from "../../shared/i18n/chunk-texts";

/** This page's texts, in both languages, come with its own chunk (decision 95). */
export function useStatisticsTexts(): void {
  useChunkTexts("statistics", { en, fr });
}
