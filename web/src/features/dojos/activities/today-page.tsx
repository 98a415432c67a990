import type { Dojo } from "@gkf/contract";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { todayIso } from "../../../shared/dates/days";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { useSessions } from "../api/dojo-trainings";
import { useOnline } from "../components/use-online";
import { RollCallPanel } from "../roll-call/roll-call-panel";
import { usePendingMarks } from "../roll-call/use-roll-call";
import { ActivitiesFrame } from "./activities-frame";

/** `/dashboard/my-activities/index`: today's sessions and their roll call (works offline). */
export function TodayPage() {
  return <ActivitiesFrame page="index">{(dojo) => <TodaySessions dojo={dojo} />}</ActivitiesFrame>;
}

function TodaySessions({ dojo }: { dojo: Dojo }) {
  const { t } = useTranslation();
  const today = todayIso();
  const sessions = useSessions(dojo.id, today, today);
  const pending = usePendingMarks();
  const online = useOnline();
  const open = (sessions.data ?? []).filter((session) => !session.cancelled);
  const cancelled = (sessions.data ?? []).filter((session) => session.cancelled);

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t("dojos.roll_call.today_heading")}
      </Title>
      {!online && (
        <Alert color="yellow" variant="light" title={t("dojos.roll_call.offline_title")}>
          {t("dojos.roll_call.offline_text")}
        </Alert>
      )}
      <Text
        role="status"
        size="sm"
        fw={pending.length > 0 ? 600 : undefined}
        c={pending.length > 0 ? undefined : "dimmed"}
      >
        {pending.length > 0 ? t("dojos.roll_call.waiting", { count: pending.length }) : t("dojos.roll_call.all_sent")}
      </Text>
      {!sessions.data ? (
        sessions.isError ? (
          <LoadFailed message={t("dojos.roll_call.sessions_failed")} onRetry={() => sessions.refetch()} />
        ) : (
          <Text size="sm" c="dimmed">
            {t("common.loading")}
          </Text>
        )
      ) : open.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("dojos.roll_call.no_session_today")}
        </Text>
      ) : (
        open.map((session) => <RollCallPanel key={session.id} dojoId={dojo.id} session={session} />)
      )}
      {cancelled.map((session) => (
        <Text key={session.id} size="sm" c="dimmed">
          {t("dojos.roll_call.cancelled", {
            start: session.start_time,
            note: session.cancel_note ?? "",
          })}
        </Text>
      ))}
    </Stack>
  );
}
