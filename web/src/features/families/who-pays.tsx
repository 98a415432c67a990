import "@mantine/core/styles/Alert.css";
import { Alert, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useActingFor } from "../../shared/session/acting-for";
import { useFamily } from "./families-api";
import { useFamiliesTexts } from "./texts";

/**
 * Whether someone else pays the signed-in person's registration fee (issue 16): a child's own
 * session (13–17, with a guardian) is refused payments (403 GUARDIAN_REQUIRED), and so is a minor
 * waiting for the guardian they named (403 GUARDIAN_PENDING, decision 111), so the profile page
 * must not offer them a payment they cannot make. Acting for a child, the guardian pays: no.
 * Until the family is known `isPending`; if it cannot be read, the call to pay stays (the server
 * still refuses what is not theirs, with its reason).
 */
export function useGuardianPays(): { isPending: boolean; pays: "GUARDIAN" | "AFTER_CONFIRMATION" | null } {
  const acting = useActingFor();
  const family = useFamily();
  if (acting) return { isPending: false, pays: null };
  if (family.isPending) return { isPending: true, pays: null };
  const request = family.data?.guardian_request;
  if (family.data?.guardian) return { isPending: false, pays: "GUARDIAN" };
  if (request && (request.status === "PENDING" || request.status === "DECLINED")) {
    return { isPending: false, pays: "AFTER_CONFIRMATION" };
  }
  return { isPending: false, pays: null };
}

/** In place of the call to pay, for a child whose guardian pays. */
export function GuardianPaysNote() {
  useFamiliesTexts();
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t("families.pays.title")}>
      <Text size="sm">{t("families.pays.text")}</Text>
    </Alert>
  );
}
