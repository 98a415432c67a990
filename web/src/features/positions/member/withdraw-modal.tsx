import { type AvailablePosition, PRESENTATION } from "@gkf/contract";
import { Button, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useOpening } from "../../../shared/ui/use-opening";
import { useWithdrawApplication } from "../api/withdraw-application";
import { useLastPresent } from "../components/use-last-present";
import { isRefusal } from "./apply-modal";

interface WithdrawModalProps {
  /** The position whose application is withdrawn; null keeps the modal closed. */
  position: AvailablePosition | null;
  onClose: () => void;
}

/** Asks before withdrawing: the application then counts as withdrawn for the officials. */
export function WithdrawModal({ position: requested, onClose }: WithdrawModalProps) {
  const { t } = useTranslation();
  const position = useLastPresent(requested);
  const withdraw = useWithdrawApplication();
  // The dialog stays mounted when closed: an answer that lands after the member closed it must not
  // close or reset a later opening.
  const opening = useOpening();

  function close() {
    opening.closed();
    withdraw.reset();
    onClose();
  }

  function confirm() {
    if (!position) return;
    const name = position.name;
    const stillOpen = opening.current();
    // Not mutate's own callbacks: closing resets the mutation, which drops them, and the toast was
    // lost although the application was withdrawn.
    withdraw.mutateAsync(position.id).then(
      () => {
        if (stillOpen()) close();
        void notifySuccess({
          title: t("positions.withdraw.success_title"),
          message: t("positions.withdraw.success_message", { name }),
        });
      },
      (error: unknown) => {
        if (stillOpen() && isRefusal(error)) close();
      },
    );
  }

  return (
    <Modal
      opened={requested !== null}
      onClose={close}
      title={t("positions.withdraw.title")}
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{position ? t("positions.withdraw.message", { name: position.name }) : null}</Text>
        <Stack gap="xs">
          <Button color="red" onClick={confirm} loading={withdraw.isPending}>
            {t("positions.withdraw.confirm")}
          </Button>
          <Button variant="default" onClick={close}>
            {t("positions.withdraw.cancel")}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
