import { type Dojo, type DojoSession, PRESENTATION } from "@gkf/contract";
import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from "@mantine/core";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageLoader } from "../../../shared/ui/page-loader";
import { EmptyNote, TitledSection } from "../../../shared/ui/titled-section";
import { useOpening } from "../../../shared/ui/use-opening";
import { useSessions, useTrainings, useUpdateSession } from "../api/dojo-trainings";
import { useFrozen } from "../components/use-frozen";
import { ActivitiesFrame } from "./activities-frame";
import { TrainingForm } from "./training-form";

/** How far ahead the schedule page lists sessions. */
const SESSION_DAYS = 14;

/** `/dashboard/my-activities/trainings`: the weekly schedules, a new one, and the coming sessions. */
export function TrainingsPage() {
  return <ActivitiesFrame page="trainings">{(dojo) => <Trainings dojo={dojo} />}</ActivitiesFrame>;
}

function Trainings({ dojo }: { dojo: Dojo }) {
  const { t } = useTranslation();
  const [isAdding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<DojoSession | null>(null);
  // Behind a dialog the lists stay as they were; they change with the tap that closes it.
  const isDialogOpen = isAdding || cancelling !== null;
  const trainingsRead = useTrainings(dojo.id);
  const trainings = { ...trainingsRead, data: useFrozen(trainingsRead.data, isDialogOpen) };
  const from = dayjs().format("YYYY-MM-DD");
  const to = dayjs()
    .add(SESSION_DAYS - 1, "day")
    .format("YYYY-MM-DD");
  const sessionsRead = useSessions(dojo.id, from, to);
  const sessions = { data: useFrozen(sessionsRead.data, isDialogOpen) };

  // The page appears whole: the schedules and the sessions together.
  if (!trainings.data || !sessions.data) {
    return trainingsRead.isError || sessionsRead.isError ? (
      <LoadFailed
        message={t("dojos.trainings.load_failed")}
        onRetry={() => {
          void trainingsRead.refetch();
          void sessionsRead.refetch();
        }}
      />
    ) : (
      <PageLoader />
    );
  }

  return (
    <Stack gap="lg">
      <TitledSection
        id="schedules"
        title={t("dojos.trainings.schedules_heading")}
        actions={
          dojo.status === "ACTIVE" && <Button onClick={() => setAdding(true)}>{t("dojos.trainings.add")}</Button>
        }
      >
        {trainings.data.length === 0 ? (
          <EmptyNote>{t("dojos.trainings.none")}</EmptyNote>
        ) : (
          trainings.data.map((training) => (
            <Paper key={training.id} withBorder radius="md" p="sm" component="article">
              <Stack gap={4}>
                <Text fw={600}>
                  {t("dojos.trainings.when", {
                    day: t(`dojos.weekdays.${training.weekday as 1}`),
                    start: training.start_time,
                    end: training.end_time,
                  })}
                  {training.title ? ` · ${training.title}` : ""}
                </Text>
                <Text size="sm" c="dimmed">
                  {t("dojos.trainings.led_by", {
                    name: `${training.lead_instructor.first_name} ${training.lead_instructor.last_name}`,
                  })}
                  {" · "}
                  {training.min_belt || training.max_belt
                    ? t("dojos.trainings.grades", {
                        from: training.min_belt ? formatBelt(training.min_belt) : t("dojos.trainings.form.any_belt"),
                        to: training.max_belt ? formatBelt(training.max_belt) : t("dojos.trainings.form.any_belt"),
                      })
                    : t("dojos.trainings.all_grades")}
                </Text>
                {training.counts_toward_grading && (
                  <div>
                    <Badge variant="light" color="blue">
                      {t("dojos.trainings.counts_badge")}
                    </Badge>
                  </div>
                )}
              </Stack>
            </Paper>
          ))
        )}
      </TitledSection>

      <TitledSection id="coming-sessions" title={t("dojos.trainings.sessions_heading", { count: SESSION_DAYS })}>
        {sessions.data.length === 0 ? (
          <EmptyNote>{t("dojos.trainings.no_sessions")}</EmptyNote>
        ) : (
          sessions.data.map((session) => (
            <Paper
              key={session.id}
              withBorder
              radius="md"
              p="sm"
              component="article"
              aria-label={sessionLabel(session)}
            >
              <Group justify="space-between" gap="xs" mih={44} wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>
                    {formatDay(session.date, "ddd D MMM")} · {session.start_time}–{session.end_time}
                  </Text>
                  {session.cancelled && (
                    <Text size="sm" c="red" lineClamp={1}>
                      {t("dojos.trainings.cancelled_note", { note: session.cancel_note ?? "" })}
                    </Text>
                  )}
                </Stack>
                {!session.cancelled && (
                  // Its label whole; the day and time beside it wrap instead (French is longer).
                  <Button variant="default" style={{ flex: "none" }} onClick={() => setCancelling(session)}>
                    {t("dojos.trainings.cancel_session")}
                  </Button>
                )}
              </Group>
            </Paper>
          ))
        )}
      </TitledSection>
      <CancelSessionModal dojoId={dojo.id} session={cancelling} onClose={() => setCancelling(null)} />
      <NewTrainingModal dojo={dojo} opened={isAdding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

function sessionLabel(session: DojoSession): string {
  return `${session.date} ${session.start_time}`;
}

/** Cancelling a session asks why: the students read the note. */
function CancelSessionModal({
  dojoId,
  session,
  onClose,
}: {
  dojoId: string;
  session: DojoSession | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateSession(dojoId);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The dialog stays mounted when closed: a cancellation answered after it was closed still toasts,
  // but closes or clears no later opening.
  const opening = useOpening();
  const close = () => {
    opening.closed();
    setNote("");
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!session) return;
    if (note.trim() === "") {
      setError(t("common.validation.required"));
      return;
    }
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the instructor has closed the dialog, and the
    // toast was lost although the session was cancelled.
    update.mutateAsync({ sessionId: session.id, cancelled: true, note: note.trim() }).then(
      () => {
        void notifySuccess({
          title: t("dojos.trainings.cancel_success_title"),
          message: t("dojos.trainings.cancel_success_message"),
        });
        if (stillOpen()) close();
      },
      () => undefined,
    );
  };
  return (
    <Modal
      opened={session !== null}
      onClose={close}
      title={t("dojos.trainings.cancel_title")}
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
      centered
    >
      <Stack gap="sm">
        <Textarea
          label={t("dojos.trainings.cancel_note_label")}
          withAsterisk
          value={note}
          error={error}
          maxLength={300}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Button color="red" onClick={confirm} loading={update.isPending}>
          {t("dojos.trainings.cancel_confirm")}
        </Button>
        <Button variant="default" onClick={close}>
          {t("dojos.trainings.cancel_keep")}
        </Button>
      </Stack>
    </Modal>
  );
}

/** A new weekly training in a dialog; once scheduled, "Done" shows the schedule with it. */
function NewTrainingModal({ dojo, opened, onClose }: { dojo: Dojo; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [isScheduled, setScheduled] = useState(false);
  // The dialog's own opening, not the form's mounting: Mantine keeps a closing dialog's content
  // (the form) for its transition, and a training scheduled meanwhile showed "Done" in the next one.
  const opening = useOpening();
  const close = () => {
    opening.closed();
    setScheduled(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("dojos.trainings.form.heading")}
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
      // Not centred: when the form gives way to "Done" the dialog keeps its top, nothing jumps.
    >
      {isScheduled ? (
        <Stack gap="sm">
          <Text>{t("dojos.trainings.form.success_message")}</Text>
          <Button onClick={close}>{t("dojos.trainings.form.done")}</Button>
        </Stack>
      ) : (
        <TrainingForm dojo={dojo} opening={opening} onScheduled={() => setScheduled(true)} onCancel={close} />
      )}
    </Modal>
  );
}
