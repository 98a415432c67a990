import { staff as en } from "@gkf/contract/i18n/en-staff";
import { staff as fr } from "@gkf/contract/i18n/fr-staff";
import { useChunkTexts } from "../../shared/i18n/chunk-texts";

/** This page's texts, in both languages, come with its own chunk (decision 95). */
export function useStaffTexts(): void {
  useChunkTexts("staff", { en, fr });
}
