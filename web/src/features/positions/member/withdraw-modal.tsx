import { type AvailablePosition, PRESENTATION } from "@gkf/contract";
import { Button, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useWithdrawApplication } from "../api/withdraw-application";
import { usePositionDialog } from "./use-position-dialog";

interface WithdrawModalProps {
  /** The position whose application is withdrawn; null keeps the modal closed. */
  position: AvailablePosition | null;
  onClose: () => void;
}

/** Asks before withdrawing: the application then counts as withdrawn for the officials. */
export function WithdrawModal({ position: requested, onClose }: WithdrawModalProps) {
  const { t } = useTranslation();
  const withdraw = useWithdrawApplication();
  const { position, close, send } = usePositionDialog({ requested, mutation: withdraw, onClose });

  function confirm() {
    if (!position) return;
    send(position.id, {
      title: t("positions.withdraw.success_title"),
      message: t("positions.withdraw.success_message", { name: position.name }),
    });
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
