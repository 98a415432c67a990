import { audit as en } from "@gkf/contract/i18n/en-audit";
import { auditActions as enActions } from "@gkf/contract/i18n/en-audit-actions";
import { audit as fr } from "@gkf/contract/i18n/fr-audit";
import { auditActions as frActions } from "@gkf/contract/i18n/fr-audit-actions";
import { useChunkTexts } from "../../shared/i18n/chunk-texts";

/** This page's texts and the actions' labels, in both languages, come with its own chunk (decision 95). */
export function useAuditTexts(): void {
  useChunkTexts("audit", { en, fr });
  useChunkTexts("audit_actions", { en: enActions, fr: frActions });
}
