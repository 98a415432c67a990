import "@mantine/core/styles/Badge.css";
import type { MemberGrading, MyGrading } from "@gkf/contract";
import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useDownloadFile } from "../../../shared/ui/file-downloads";
import { formatBelt } from "../../../shared/ui/labels";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageLoader } from "../../../shared/ui/page-loader";
import { EmptyNote, TitledSection } from "../../../shared/ui/titled-section";
import { useApply, useMyGradings, useOpenGradings, usePayFee, useWithdraw } from "../api/gradings-api";
import { goToCheckout } from "../components/go-to-checkout";
import {
  DAY,
  GradingStatusBadge,
  notOfferedText,
  RuleChecks,
  refusalMessage,
  sessionFacts,
  sessionName,
  useRegionName,
} from "../components/grading-parts";

const RESULT_COLOURS = { PASSED: "green", FAILED: "red", PARTIAL: "yellow" } as const;

/**
 * The member's gradings, a part of `/dashboard/my-membership/events` (the router puts it there):
 * the sessions open for applications with my next grade and my eligibility rule by rule,
 * applying, paying the fee, withdrawing; then my applications with their results and the
 * certificate of a grade passed.
 */
export function MemberGradings() {
  const { t } = useTranslation();
  const open = useOpenGradings();
  const mine = useMyGradings();
  return (
    <Stack gap="md">
      <TitledSection id="open-gradings" title={t("gradings.member.heading")}>
        {!open.data || !mine.data ? (
          open.isError || mine.isError ? (
            <LoadFailed
              message={t("gradings.load_failed")}
              onRetry={() => Promise.all([open.refetch(), mine.refetch()])}
            />
          ) : (
            <PageLoader />
          )
        ) : open.data.length === 0 ? (
          <EmptyNote>{t("gradings.member.none")}</EmptyNote>
        ) : (
          open.data.map((session) => <OpenGradingCard key={session.id} session={session} />)
        )}
      </TitledSection>
      {mine.data && (
        <TitledSection id="my-gradings" title={t("gradings.member.my_heading")}>
          {mine.data.length === 0 ? (
            <EmptyNote>{t("gradings.member.no_gradings")}</EmptyNote>
          ) : (
            mine.data.map((grading) => <MyGradingCard key={grading.application} grading={grading} />)
          )}
        </TitledSection>
      )}
    </Stack>
  );
}

function OpenGradingCard({ session }: { session: MemberGrading }) {
  const { t } = useTranslation();
  const regionName = useRegionName();
  const apply = useApply();
  const withdraw = useWithdraw();
  const pay = usePayFee();
  const { me } = session;
  const application = me.application?.status === "SUBMITTED" ? me.application : null;
  const [first, ...rest] = sessionFacts(session, t, regionName);
  const failed = [apply.error, withdraw.error, pay.error].find(isHttpError);
  // Not mutate's own callbacks (here and below): the card's refetch or another tap meanwhile
  // dropped them, and the checkout or the toast was lost.
  const payFee = (applicationId: string) =>
    pay.mutateAsync({ sessionId: session.id, applicationId }).then(
      (payment) => goToCheckout(payment.authorization_url),
      () => undefined,
    );
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={sessionName(session, t)}>
      <Stack gap={6}>
        <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {first}
        </Text>
        {rest.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
        {application ? (
          <>
            <Group gap="xs">
              <Badge variant="light" color={application.ready ? "green" : "yellow"}>
                {application.ready ? t("gradings.applications.ready") : t("gradings.applications.not_ready")}
              </Badge>
              {session.fee.amount > 0 && (
                <Badge variant="light" color={application.paid ? "green" : "yellow"}>
                  {application.paid ? t("gradings.applications.paid") : t("gradings.applications.unpaid")}
                </Badge>
              )}
            </Group>
            <Text size="sm">{t("gradings.applications.for_grade", { grade: formatBelt(application.grade) })}</Text>
            <RuleChecks eligibility={application.eligibility} only="failing" />
            <Group gap="xs">
              {!application.paid && session.fee.amount > 0 && (
                <Button onClick={() => payFee(application.id)} loading={pay.isPending}>
                  {t("gradings.member.pay")}
                </Button>
              )}
              {session.applications_open && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutateAsync({ sessionId: session.id, applicationId: application.id }).then(
                      () =>
                        void notifySuccess({
                          title: t("gradings.member.withdrawn"),
                          message: sessionName(session, t),
                        }),
                      () => undefined,
                    )
                  }
                >
                  {t("gradings.member.withdraw")}
                </Button>
              )}
            </Group>
          </>
        ) : !me.offered || !me.grade || !me.eligibility ? (
          <Text size="sm">{t("gradings.member.not_offered", { reason: notOfferedText(me, t) })}</Text>
        ) : (
          <>
            <Group gap="xs">
              <Text size="sm">{t("gradings.member.next_grade", { grade: formatBelt(me.grade) })}</Text>
              <Badge variant="light" color={me.eligibility.eligible ? "green" : "red"}>
                {me.eligibility.eligible ? t("gradings.member.eligible") : t("gradings.member.not_eligible")}
              </Badge>
            </Group>
            <RuleChecks eligibility={me.eligibility} />
            {!me.eligibility.eligible && (
              <Text size="sm" c="dimmed">
                {t("gradings.member.may_still_apply")}
              </Text>
            )}
            {session.applications_open && (
              <div>
                <Button
                  loading={apply.isPending}
                  onClick={() =>
                    apply.mutateAsync({ sessionId: session.id }).then(
                      () =>
                        void notifySuccess({ title: t("gradings.member.applied"), message: sessionName(session, t) }),
                      () => undefined,
                    )
                  }
                >
                  {t("gradings.member.apply", { grade: formatBelt(me.grade) })}
                </Button>
              </div>
            )}
          </>
        )}
        {failed?.body && (
          <Alert color="red" role="alert">
            {refusalMessage(failed.body, t)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function MyGradingCard({ grading }: { grading: MyGrading }) {
  const { t } = useTranslation();
  const download = useDownloadFile();
  const title = t("gradings.member.grading_of", {
    grade: formatBelt(grading.grade),
    date: formatDay(grading.session.date, DAY),
  });
  const certificate = grading.certificate_url;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700}>{title}</Text>
          {grading.status === "WITHDRAWN" ? (
            <Badge variant="light" color="gray" style={{ flex: "none" }}>
              {t("gradings.applications.withdrawn")}
            </Badge>
          ) : grading.result ? (
            <Badge variant="light" color={RESULT_COLOURS[grading.result]} style={{ flex: "none" }}>
              {t(`gradings.results.${grading.result}`)}
            </Badge>
          ) : (
            <GradingStatusBadge status={grading.session.status} />
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {grading.session.venue}
        </Text>
        {grading.status === "SUBMITTED" && !grading.result && <Text size="sm">{t("gradings.member.waiting")}</Text>}
        {grading.result === "PARTIAL" && grading.retake_deadline && (
          <Text size="sm">
            {t("gradings.retake", {
              components: grading.retake.map((component) => t(`gradings.components.${component}`)).join(", "),
              date: formatDay(grading.retake_deadline, DAY),
            })}
          </Text>
        )}
        {certificate && (
          <div>
            <Button
              variant="light"
              loading={download.isDownloading(certificate)}
              onClick={() =>
                download.download({ url: certificate, fileName: `grade-certificate-${grading.grade}.pdf` })
              }
            >
              {t("gradings.member.certificate")}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
