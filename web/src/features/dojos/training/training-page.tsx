import "../components/dojo-styles";
import type { DojoEnrolment, MyTraining, PublicDojo } from "@gkf/contract";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { lazy, type ReactNode, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { notifySuccess } from "../../../shared/notifications/notify";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { Loaded } from "../../../shared/ui/loaded";
import { PageHeader } from "../../../shared/ui/page-header";
import { CardSection, EmptyNote, TitledSection } from "../../../shared/ui/titled-section";
import { useJoinDojo, useLeaveDojo, useMyTraining } from "../api/my-training";
import { DojoFinder } from "../components/dojo-finder";
import { AffiliationBadge, DojoStatusBadge } from "../components/dojo-status-badge";
import { describeTrainingTimes } from "../components/training-times";

const AttendanceChart = lazy(() => import("./attendance-chart"));
/** The chart's height and its legend's row (attendance-chart.tsx). */
const CHART_ROOM = 240;

/**
 * `/dashboard/my-membership/training`: my dojo and its state, this week's sessions, my attendance;
 * without a dojo, finding one and asking to join. `nav` is the membership pages' tabs (the router
 * brings them: features do not import each other).
 */
export function TrainingPage({ nav }: { nav?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t("dojos.training.title"));
  const training = useMyTraining();

  return (
    <Stack gap="md" maw={840}>
      <PageHeader title={t("dojos.training.title")} back="my-membership">
        {nav}
      </PageHeader>
      <Loaded read={training} failed={t("dojos.training.load_failed")}>
        {(data) => <TrainingContent training={data} />}
      </Loaded>
    </Stack>
  );
}

function TrainingContent({ training }: { training: MyTraining }) {
  const { t } = useTranslation();
  const join = useJoinDojo();
  const leave = useLeaveDojo();
  const pending = training.pending_request;
  // The request's panel at the top shows when the page opens with one; a request sent from this
  // visit is shown on its dojo's card instead, in place of the button (nothing above moves).
  const pendingAtOpen = useRef(pending);
  const requestAtOpen = pendingAtOpen.current;
  const askToJoin = (dojo: PublicDojo) =>
    dojo.id === training.dojo?.id ? null : dojo.id === pending?.dojo.id ? (
      <div>
        <Button mt={4} variant="default" loading={leave.isPending} onClick={() => leave.mutate(dojo.id)}>
          {t("dojos.training.withdraw_request")}
        </Button>
      </div>
    ) : (
      <div>
        <Button
          mt={4}
          disabled={pending !== null}
          loading={join.isPending && join.variables === dojo.id}
          onClick={() =>
            // Not mutate's own onSuccess: asking another dojo before this answer replaces the
            // callbacks, and this toast was lost. A failure is toasted by the mutation.
            join.mutateAsync(dojo.id).then(
              () =>
                void notifySuccess({
                  title: t("dojos.training.join_sent_title"),
                  message: t("dojos.training.join_sent_message", { name: dojo.name }),
                }),
              () => undefined,
            )
          }
        >
          {training.dojo ? t("dojos.training.ask_transfer") : t("dojos.training.ask_to_join")}
        </Button>
      </div>
    );

  return (
    <Stack gap="lg">
      {requestAtOpen && <PendingRequest request={requestAtOpen} isWaiting={pending?.id === requestAtOpen.id} />}
      {training.dojo ? (
        <>
          <MyDojo training={training} />
          <WeekSessions training={training} />
          <MyAttendance training={training} />
        </>
      ) : (
        <Text>{t("dojos.training.no_dojo")}</Text>
      )}
      <DojoFinder
        headingId="find-dojo"
        heading={training.dojo ? t("dojos.training.other_dojos") : t("dojos.training.find_heading")}
        initialRegion={training.dojo?.region.code ?? ""}
        action={askToJoin}
      />
    </Stack>
  );
}

/**
 * The request the page opened with. Withdrawn from here, it stays with its outcome in place of the
 * button (the same height: nothing below moves).
 */
function PendingRequest({ request, isWaiting }: { request: DojoEnrolment; isWaiting: boolean }) {
  const { t } = useTranslation();
  const leave = useLeaveDojo();
  return (
    <CardSection id="join-request" title={t("dojos.training.request_heading")}>
      <Text size="sm">
        {t("dojos.training.request_waiting", {
          name: request.dojo.name,
          date: formatDay(request.requested_at, "D MMM YYYY"),
        })}
      </Text>
      {isWaiting ? (
        <div>
          <Button variant="default" loading={leave.isPending} onClick={() => leave.mutate(request.dojo.id)}>
            {t("dojos.training.withdraw_request")}
          </Button>
        </div>
      ) : (
        <Group mih={44} align="center">
          <Text size="sm" fw={600}>
            {t("dojos.training.request_withdrawn")}
          </Text>
        </Group>
      )}
    </CardSection>
  );
}

function MyDojo({ training }: { training: MyTraining }) {
  const { t } = useTranslation();
  const dojo = training.dojo;
  if (!dojo) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-dojo">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" id="my-dojo">
          {t("dojos.training.my_dojo")}
        </Text>
        <Title order={2} fz="h3" style={{ overflowWrap: "anywhere" }}>
          {dojo.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t("dojos.code_and_place", { code: dojo.code, town: dojo.town, region: dojo.region.name })}
        </Text>
        <Group gap={6}>
          <DojoStatusBadge status={dojo.status} />
          <AffiliationBadge state={dojo.affiliation.state} season={dojo.affiliation.season} />
        </Group>
        {(dojo.status === "LAPSED" || dojo.status === "SUSPENDED") && (
          <Text size="sm" c="red">
            {t(`dojos.training.dojo_${dojo.status}`)}
          </Text>
        )}
        <Text size="sm">{t("dojos.head_instructor", { name: dojo.head_instructor.name })}</Text>
        {dojo.training_times.length > 0 && (
          <Text size="sm">{describeTrainingTimes(dojo.training_times, (day) => t(`dojos.weekdays.${day}`))}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function WeekSessions({ training }: { training: MyTraining }) {
  const { t } = useTranslation();
  const weekEnd = dayjs().add(6, "day").format("YYYY-MM-DD");
  const sessions = training.upcoming_sessions.filter((session) => session.date <= weekEnd);
  return (
    <TitledSection id="week-sessions" title={t("dojos.training.week_heading")}>
      {sessions.length === 0 ? (
        <EmptyNote>{t("dojos.training.no_sessions")}</EmptyNote>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
          {sessions.map((session) => (
            <Text component="li" key={session.id} size="sm" td={session.cancelled ? "line-through" : undefined}>
              {formatDay(session.date, "ddd D MMM")} · {session.start_time}–{session.end_time}
              {session.title ? ` · ${session.title}` : ""}
              {session.cancelled && (
                <Text span size="sm" c="red" td="none">
                  {" "}
                  {t("dojos.training.cancelled", { note: session.cancel_note ?? "" })}
                </Text>
              )}
            </Text>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}

function MyAttendance({ training }: { training: MyTraining }) {
  const { t } = useTranslation();
  const { rate, attendance } = training;
  return (
    <CardSection id="my-attendance" title={t("dojos.training.attendance_heading")}>
      <Text size="sm">
        {rate.percent === null
          ? t("dojos.training.no_attendance")
          : t("dojos.training.rate", { percent: rate.percent, attended: rate.attended, recorded: rate.recorded })}
      </Text>
      {attendance.length > 0 && (
        <>
          {/* The chart's room is kept while its chunk arrives (with its legend): nothing moves. */}
          <div style={{ minHeight: CHART_ROOM }}>
            <Suspense fallback={null}>
              <AttendanceChart attendance={attendance} />
            </Suspense>
          </div>
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={t("dojos.training.recent")}
          >
            {attendance.slice(0, 8).map((entry) => (
              <Group component="li" key={entry.session_id} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  {formatDay(entry.date, "ddd D MMM")} · {entry.start_time}
                </Text>
                <Badge
                  variant="light"
                  color={entry.status === "ABSENT" ? "red" : entry.status === "EXCUSED" ? "blue" : "green"}
                >
                  {t(`dojos.attendance_statuses.${entry.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </CardSection>
  );
}
