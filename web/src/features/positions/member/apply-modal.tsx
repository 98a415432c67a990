import { type AvailablePosition, PRESENTATION, STATEMENT_MAX_LENGTH } from "@gkf/contract";
import { Button, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApplyForPosition } from "../api/apply-for-position";
import { usePositionDialog } from "./use-position-dialog";

interface ApplyModalProps {
  /** The position applied for; null keeps the modal closed. */
  position: AvailablePosition | null;
  onClose: () => void;
}

/** Apply with an optional statement; the spec's toast on failure comes from the mutation. */
export function ApplyModal({ position: requested, onClose }: ApplyModalProps) {
  const { t } = useTranslation();
  // On a phone the keyboard takes half the screen: the statement gets the whole of it.
  const isPhone = useMediaQuery("(max-width: 36em)");
  const apply = useApplyForPosition();
  const [statement, setStatement] = useState("");
  const { position, close, send } = usePositionDialog({
    requested,
    mutation: apply,
    onClose,
    onReset: () => setStatement(""),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!position || statement.length > STATEMENT_MAX_LENGTH) return;
    send(
      { position: position.id, statement },
      {
        title: t("positions.apply.success_title"),
        message: t("positions.apply.success_message", { name: position.name }),
      },
    );
  }

  return (
    <Modal
      opened={requested !== null}
      onClose={close}
      title={position ? t("positions.apply.title", { name: position.name }) : undefined}
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
      fullScreen={isPhone}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Textarea
              label={t("positions.apply.statement_label")}
              description={t("positions.apply.statement_description")}
              rows={PRESENTATION.TEXTAREA_ROWS}
              value={statement}
              onChange={(event) => setStatement(event.currentTarget.value)}
              maxLength={STATEMENT_MAX_LENGTH}
              size="md"
              data-autofocus
            />
            <Text size="xs" c={statement.length >= STATEMENT_MAX_LENGTH ? "orange.8" : "dimmed"} ta="right" mt={4}>
              {t("positions.apply.counter", { count: statement.length, max: STATEMENT_MAX_LENGTH })}
            </Text>
          </div>
          <Stack gap="xs">
            <Button type="submit" loading={apply.isPending}>
              {t("positions.apply.submit")}
            </Button>
            <Button variant="default" onClick={close}>
              {t("positions.apply.cancel")}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}
