import { type AvailablePosition, PRESENTATION, STATEMENT_MAX_LENGTH } from "@gkf/contract";
import { Button, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useOpening } from "../../../shared/ui/use-opening";
import { useApplyForPosition } from "../api/apply-for-position";
import { useLastPresent } from "../components/use-last-present";

interface ApplyModalProps {
  /** The position applied for; null keeps the modal closed. */
  position: AvailablePosition | null;
  onClose: () => void;
}

/** A refusal (not eligible, closed, already applied) will not change by sending again; a lost connection may. */
export function isRefusal(error: unknown): boolean {
  return isHttpError(error) && error.status !== null && error.status >= 400 && error.status < 500;
}

/** Apply with an optional statement; the spec's toast on failure comes from the mutation. */
export function ApplyModal({ position: requested, onClose }: ApplyModalProps) {
  const { t } = useTranslation();
  const position = useLastPresent(requested);
  // On a phone the keyboard takes half the screen: the statement gets the whole of it.
  const isPhone = useMediaQuery("(max-width: 36em)");
  const apply = useApplyForPosition();
  const [statement, setStatement] = useState("");
  // The dialog stays mounted when closed: an answer that lands after the member closed it must not
  // close, clear or reset a later opening.
  const opening = useOpening();

  function close() {
    opening.closed();
    setStatement("");
    apply.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!position || statement.length > STATEMENT_MAX_LENGTH) return;
    const name = position.name;
    const stillOpen = opening.current();
    // Not mutate's own callbacks: closing resets the mutation, which drops them, and the toast was
    // lost although the application was sent.
    apply.mutateAsync({ position: position.id, statement }).then(
      () => {
        if (stillOpen()) close();
        void notifySuccess({
          title: t("positions.apply.success_title"),
          message: t("positions.apply.success_message", { name }),
        });
      },
      // Sending again cannot help after a refusal; the refreshed page shows why.
      (error: unknown) => {
        if (stillOpen() && isRefusal(error)) close();
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
