import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import type { PrivacyNotice } from "@gkf/contract";
import { Anchor, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { notifySuccess } from "../../shared/notifications/notify";
import { useLogout } from "../../shared/session/use-logout";
import { useAcceptConsent } from "./consent-api";
import { usePrivacyTexts } from "./privacy-texts";

/**
 * A new version of the privacy notice asks the signed-in person to accept it before anything else
 * (decision 105): a dialog that does not close until they accept it or sign out (consent-gate.tsx
 * opens it; its chunk loads only then).
 */
export default function ConsentDialog({ required }: { required: PrivacyNotice }) {
  usePrivacyTexts();
  const { t } = useTranslation();
  const accept = useAcceptConsent();
  const { signOut, isSigningOut } = useLogout();
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t("privacy.consent.dialog_title")}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {t("privacy.consent.dialog_text", { date: formatDateTime(required.published_at, t("common.formats.date")) })}
        </Text>
        {required.url && (
          <Anchor href={required.url} target="_blank" rel="noopener noreferrer" size="sm">
            {t("privacy.consent.read")}
          </Anchor>
        )}
        {accept.isError && (
          <Text size="sm" c="red" role="alert">
            {t("privacy.consent.failed")}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={signOut} loading={isSigningOut}>
            {t("privacy.consent.sign_out")}
          </Button>
          <Button
            loading={accept.isPending}
            onClick={() =>
              // Not mutate's own onSuccess: the accepted notice's refetch closes this dialog first,
              // and a callback of an unmounted component's mutate never runs (the toast was lost
              // whenever the refetch won). The promise settles either way; a failure shows above.
              accept.mutateAsync(required.version).then(
                () =>
                  notifySuccess({
                    title: t("privacy.consent.accepted_title"),
                    message: t("privacy.consent.accepted"),
                  }),
                () => undefined,
              )
            }
          >
            {t("privacy.consent.accept")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
