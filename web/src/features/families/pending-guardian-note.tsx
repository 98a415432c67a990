import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WRAPPING_BUTTON_START } from "../../shared/ui/wrapping-button";
import { useFamily } from "./families-api";
import { NameGuardianForm } from "./name-guardian-form";
import { useFamiliesTexts } from "./texts";

/**
 * A minor registered on their own: their guardian has not confirmed yet, or declined (decision
 * 111); they may name a parent or guardian again (decision 138). The form sits below the note, not
 * in it: the note is an alert, read out whole at each change.
 */
export function PendingGuardianNote() {
  useFamiliesTexts();
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const request = useFamily().data?.guardian_request;
  // A confirmed request ends the limits; a latest request is never REPLACED (only older ones are).
  if (!request || (request.status !== "PENDING" && request.status !== "DECLINED")) return null;
  return (
    <>
      <Alert color="yellow" title={t("families.pending.title")}>
        <Stack gap="xs">
          <Text size="sm">
            {t(request.status === "DECLINED" ? "families.pending.declined" : "families.pending.waiting", {
              to: request.sent_to,
            })}
          </Text>
          {!isOpen && (
            <Button variant="light" onClick={() => setOpen(true)} styles={WRAPPING_BUTTON_START}>
              {t("families.pending.open")}
            </Button>
          )}
        </Stack>
      </Alert>
      {isOpen && <NameGuardianForm onDone={() => setOpen(false)} />}
    </>
  );
}
