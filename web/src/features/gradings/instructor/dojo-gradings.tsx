import "@mantine/core/styles/Badge.css";
import type { GradingCandidate, MemberGrading } from "@gkf/contract";
import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { Loaded } from "../../../shared/ui/loaded";
import { CardSection, EmptyNote, TitledSection } from "../../../shared/ui/titled-section";
import { useApply, useCandidates, useOpenGradings } from "../api/gradings-api";
import { RuleChecks, refusalMessage, sessionFacts, sessionName, useRegionName } from "../components/grading-parts";

/**
 * "Gradings for the dojo", a part of `/dashboard/my-activities/events` (the router puts it there):
 * each session open for applications with the instructor's students as candidates (their next
 * grade, each failing rule named, their application) and applying for a student.
 */
export function DojoGradings() {
  const { t } = useTranslation();
  const open = useOpenGradings();
  return (
    <TitledSection id="dojo-gradings" title={t("gradings.instructor.heading")}>
      <Loaded read={open} failed={t("gradings.load_failed")} empty={t("gradings.instructor.none")}>
        {(list) => list.map((session) => <SessionForStudents key={session.id} session={session} />)}
      </Loaded>
    </TitledSection>
  );
}

function SessionForStudents({ session }: { session: MemberGrading }) {
  const { t } = useTranslation();
  const regionName = useRegionName();
  const candidates = useCandidates(session.id);
  const [first, ...rest] = sessionFacts(session, t, regionName);
  const headingId = `grading-${session.id}`;
  const offered = (candidates.data ?? []).filter((candidate) => candidate.offered || candidate.application);
  return (
    <CardSection id={headingId} title={first} level={3}>
      <Stack gap={4}>
        {rest.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>
      <Text size="sm" fw={600}>
        {t("gradings.instructor.students")}
      </Text>
      <Loaded read={candidates} failed={t("gradings.load_failed")}>
        {() =>
          offered.length === 0 ? (
            <EmptyNote>{t("gradings.instructor.no_students")}</EmptyNote>
          ) : (
            offered.map((candidate) => (
              <CandidateRow
                key={candidate.member.id}
                session={session}
                sessionLabel={sessionName(session, t)}
                candidate={candidate}
              />
            ))
          )
        }
      </Loaded>
    </CardSection>
  );
}

function CandidateRow({
  session,
  sessionLabel,
  candidate,
}: {
  session: MemberGrading;
  sessionLabel: string;
  candidate: GradingCandidate;
}) {
  const { t } = useTranslation();
  const apply = useApply();
  const name = `${candidate.member.first_name} ${candidate.member.last_name}`;
  const application = candidate.application?.status === "SUBMITTED" ? candidate.application : null;
  const eligibility = application?.eligibility ?? candidate.eligibility;
  const refusal = isHttpError(apply.error) ? apply.error.body : null;
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600}>{[name, candidate.member.code].filter(Boolean).join(" · ")}</Text>
          {application ? (
            <Badge variant="light" color={application.ready ? "green" : "yellow"} style={{ flex: "none" }}>
              {application.ready ? t("gradings.applications.ready") : t("gradings.applications.not_ready")}
            </Badge>
          ) : (
            eligibility && (
              <Badge variant="light" color={eligibility.eligible ? "green" : "red"} style={{ flex: "none" }}>
                {eligibility.eligible ? t("gradings.member.eligible") : t("gradings.member.not_eligible")}
              </Badge>
            )
          )}
        </Group>
        {candidate.grade && (
          <Text size="sm" c="dimmed">
            {candidate.current_grade
              ? t("gradings.applications.from_grade", {
                  from: formatBelt(candidate.current_grade),
                  grade: formatBelt(candidate.grade),
                })
              : t("gradings.applications.for_grade", { grade: formatBelt(candidate.grade) })}
          </Text>
        )}
        {application && session.fee.amount > 0 && (
          <Text size="sm" c="dimmed">
            {application.paid ? t("gradings.applications.paid") : t("gradings.applications.unpaid")}
          </Text>
        )}
        {eligibility && <RuleChecks eligibility={eligibility} only="failing" />}
        {!application && candidate.offered && session.applications_open && (
          <div>
            <Button
              variant="light"
              loading={apply.isPending}
              onClick={() =>
                // Not mutate's own callbacks: the candidates read again (or another student's
                // application meanwhile) dropped them, and the toast was lost.
                apply.mutateAsync({ sessionId: session.id, member: candidate.member.id }).then(
                  () =>
                    void notifySuccess({
                      title: t("gradings.instructor.applied_for", { name }),
                      message: sessionLabel,
                    }),
                  () => undefined,
                )
              }
            >
              {t("gradings.instructor.apply_for", { name })}
            </Button>
          </div>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusalMessage(refusal, t)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
