import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useOpening } from "../../../shared/ui/use-opening";
import type { MemberAction, MemberFileData } from "../api/members-api";
import { useMemberAction } from "../api/members-api";

interface MemberActionModalProps {
  action: MemberAction | null;
  file: MemberFileData;
  onClose: () => void;
}

/** One action on a member: a reason is required (kept in the audit log, told to the member). */
export function MemberActionModal({ action, file, onClose }: MemberActionModalProps) {
  const { t } = useTranslation();
  const mutation = useMemberAction();
  const { identity } = file;
  const name = `${identity.first_name} ${identity.last_name}`;
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [correction, setCorrection] = useState({
    first_name: identity.first_name,
    last_name: identity.last_name,
    date_of_birth: identity.date_of_birth,
    national_team: file.membership.is_national_team,
  });

  // The dialog stays mounted when closed: an answer that lands after the official closed it must
  // not close, clear or show its problem in a later opening.
  const opening = useOpening();

  const close = () => {
    opening.closed();
    setReason("");
    setProblem(null);
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    if (reason.trim().length < 3) {
      setProblem(t("members.actions.reason_required"));
      return;
    }
    const changes =
      action === "correct"
        ? Object.fromEntries(
            Object.entries(correction).filter(([field, value]) =>
              field === "national_team"
                ? value !== file.membership.is_national_team
                : value !== identity[field as "first_name"],
            ),
          )
        : undefined;
    if (changes && Object.keys(changes).length === 0) {
      setProblem(t("members.actions.correction.nothing"));
      return;
    }
    setProblem(null);
    const stillOpen = opening.current();
    // Not mutate's own callbacks: closing resets the mutation, which drops them, and the toast was
    // lost although the action was done.
    mutation.mutateAsync({ action, id: file.id, reason: reason.trim(), changes }).then(
      () => {
        void notifySuccess({
          title: t(`members.actions.done_title.${action}`),
          message: t(`members.actions.done.${action}`),
        });
        if (stillOpen()) close();
      },
      (error: unknown) => {
        if (stillOpen()) {
          setProblem(isHttpError(error) && error.body ? error.body.message : t("members.file.load_failed"));
        }
      },
    );
  };

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={action ? t(`members.actions.dialog.${action}`, { name }) : ""}
      centered={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {action === "correct" && (
            <>
              <TextInput
                label={t("members.actions.correction.first_name")}
                value={correction.first_name}
                onChange={(event) => setCorrection({ ...correction, first_name: event.currentTarget.value })}
              />
              <TextInput
                label={t("members.actions.correction.last_name")}
                value={correction.last_name}
                onChange={(event) => setCorrection({ ...correction, last_name: event.currentTarget.value })}
              />
              <TextInput
                label={t("members.actions.correction.date_of_birth")}
                value={correction.date_of_birth}
                onChange={(event) => setCorrection({ ...correction, date_of_birth: event.currentTarget.value })}
              />
              <Checkbox
                label={t("members.actions.correction.national_team")}
                checked={correction.national_team}
                onChange={(event) => setCorrection({ ...correction, national_team: event.currentTarget.checked })}
              />
            </>
          )}
          <Textarea
            label={t("members.actions.reason")}
            description={t("members.actions.reason_hint")}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            minRows={3}
            required
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("members.actions.cancel")}
            </Button>
            <Button type="submit" loading={mutation.isPending} color={action === "suspend" ? "red" : undefined}>
              {t("members.actions.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
