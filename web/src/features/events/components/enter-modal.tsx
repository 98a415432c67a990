import "@mantine/core/styles/Checkbox.css";
import type { MemberEvent } from "@gkf/contract";
import { Alert, Button, Checkbox, Modal, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/forms/select-field";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useOpening } from "../../../shared/ui/use-opening";
import { useEnterEvent } from "../api/events-api";
import { categoryLabel, RefusalText } from "./event-parts";

interface EnterModalProps {
  event: MemberEvent;
  onClose: () => void;
  /** An instructor enters one of these students; a member enters themselves. */
  students?: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * Entering an event: the category for a tournament, the student for an instructor, the consent
 * when the rules ask for it. A refusal stays in the dialog with each failing rule named.
 */
export function EnterModal({ event, onClose, students }: EnterModalProps) {
  const { t } = useTranslation();
  const enter = useEnterEvent();
  const opening = useOpening();
  const [category, setCategory] = useState("");
  const [student, setStudent] = useState("");
  const [consent, setConsent] = useState(false);
  const isTournament = event.categories.length > 0;
  const asksConsent = !students && event.my_eligibility.checks.some((check) => check.rule === "GUARDIAN_CONSENT");
  const refusal = isHttpError(enter.error) ? enter.error.body : null;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the dialog is closed (it unmounts), and the
    // toast was lost although the entry was sent. A late answer closes nothing opened since. A
    // refusal shows in the dialog (the hook is silent).
    enter
      .mutateAsync({
        eventId: event.id,
        body: {
          ...(students ? { member: student } : {}),
          ...(isTournament ? { category } : {}),
          ...(asksConsent ? { consent } : {}),
        },
      })
      .then(
        (entry) => {
          if (stillOpen()) onClose();
          void notifySuccess({ title: t("events.entry.sent_title"), message: t(`events.entry.sent.${entry.status}`) });
        },
        () => undefined,
      );
  };

  return (
    <Modal opened onClose={onClose} title={t("events.enter_modal.title", { event: event.title })} centered>
      <Stack component="form" gap="md" onSubmit={submit}>
        {students && (
          <SelectField
            label={t("events.enter_modal.student")}
            placeholder={t("events.enter_modal.choose_student")}
            value={student}
            onChange={setStudent}
            options={students}
            required
          />
        )}
        {isTournament && (
          <SelectField
            label={t("events.enter_modal.category")}
            placeholder={t("events.enter_modal.choose_category")}
            value={category}
            onChange={setCategory}
            options={event.categories.map((option) => ({
              value: option.code,
              label: categoryLabel(option.code, event.categories, t),
            }))}
            required
          />
        )}
        {asksConsent && (
          <Checkbox
            label={t("events.enter_modal.consent")}
            checked={consent}
            onChange={(change) => setConsent(change.currentTarget.checked)}
          />
        )}
        {enter.isError && (
          <Alert color="red" title={t("events.enter_modal.refused")} role="alert">
            <RefusalText
              message={refusal?.message ?? String(enter.error.message)}
              fields={refusal?.fields as Record<string, string> | undefined}
            />
          </Alert>
        )}
        <Button type="submit" loading={enter.isPending}>
          {t("events.enter_modal.submit")}
        </Button>
      </Stack>
    </Modal>
  );
}
