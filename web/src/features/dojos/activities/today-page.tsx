import type { Dojo } from "@gkf/contract";
import { Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { todayIso } from "../../../shared/dates/days";
import { notifyWarning } from "../../../shared/notifications/notify";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageLoader } from "../../../shared/ui/page-loader";
import { EmptyNote } from "../../../shared/ui/titled-section";
import { useRolls, useSessions } from "../api/dojo-trainings";
import { useOnline } from "../components/use-online";
import type { CardReader } from "../roll-call/card-match";
import { RollCallPanel } from "../roll-call/roll-call-panel";
import { usePendingMarks } from "../roll-call/use-roll-call";
import { ActivitiesFrame } from "./activities-frame";

/**
 * `/dashboard/my-activities/index`: today's sessions and their roll call (works offline). The
 * router gives `cardReader` (the card check's scanner) for marking a student by their card.
 */
export function TodayPage({ cardReader }: { cardReader?: CardReader } = {}) {
  return (
    <ActivitiesFrame page="index">{(dojo) => <TodaySessions dojo={dojo} cardReader={cardReader} />}</ActivitiesFrame>
  );
}

/** Going offline is said in a toast (it moves nothing on the page); the status line says the rest. */
function useOfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (wasOnline.current && !online)
      void notifyWarning({ title: t("dojos.roll_call.offline_title"), message: t("dojos.roll_call.offline_text") });
    wasOnline.current = online;
  }, [online, t]);
  return online;
}

/**
 * The day's sessions, each with its roll; everything appears at once (sessions and rolls), so the
 * page never moves under the instructor's finger. Cancelled sessions are listed first.
 */
function TodaySessions({ dojo, cardReader }: { dojo: Dojo; cardReader: CardReader | undefined }) {
  const { t } = useTranslation();
  const today = todayIso();
  const sessions = useSessions(dojo.id, today, today);
  const open = (sessions.data ?? []).filter((session) => !session.cancelled);
  const cancelled = (sessions.data ?? []).filter((session) => session.cancelled);
  const rolls = useRolls(
    dojo.id,
    open.map((session) => session.id),
  );
  const pending = usePendingMarks();
  const online = useOfflineNotice();

  if (!sessions.data || rolls.some((roll) => !roll.data)) {
    if (sessions.isError || rolls.some((roll) => roll.isError && !roll.data))
      return (
        <LoadFailed
          message={t("dojos.roll_call.sessions_failed")}
          onRetry={() => {
            void sessions.refetch();
            for (const roll of rolls) void roll.refetch();
          }}
        />
      );
    return <PageLoader />;
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t("dojos.roll_call.today_heading")}
      </Title>
      {/* One line whatever it says: its changes move nothing below it. */}
      <Text role="status" size="sm" fw={pending.length > 0 ? 600 : undefined} truncate="end">
        {pending.length > 0
          ? t(online ? "dojos.roll_call.waiting" : "dojos.roll_call.waiting_offline", { count: pending.length })
          : online
            ? t("dojos.roll_call.all_sent")
            : t("dojos.roll_call.offline_short")}
      </Text>
      {cancelled.map((session) => (
        <Text key={session.id} size="sm" c="dimmed">
          {t("dojos.roll_call.cancelled", { start: session.start_time, note: session.cancel_note ?? "" })}
        </Text>
      ))}
      {open.length === 0 ? (
        <EmptyNote>{t("dojos.roll_call.no_session_today")}</EmptyNote>
      ) : (
        rolls.map((roll) =>
          roll.data ? (
            <RollCallPanel key={roll.data.session.id} dojoId={dojo.id} roll={roll.data} cardReader={cardReader} />
          ) : null,
        )
      )}
    </Stack>
  );
}
