import type { Dojo, DojoStudent } from "@gkf/contract";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { EmptyNote, LoadingNote, TitledSection } from "../../../shared/ui/titled-section";
import { type StudentDecision, useDecideStudent, useStudents } from "../api/dojo-people";
import { ActivitiesFrame } from "./activities-frame";

/** `/dashboard/my-activities/students`: join requests to decide, then the students with their status. */
export function StudentsPage() {
  return <ActivitiesFrame page="students">{(dojo) => <Students dojo={dojo} />}</ActivitiesFrame>;
}

function Students({ dojo }: { dojo: Dojo }) {
  const { t } = useTranslation();
  const students = useStudents(dojo.id);
  const [decidedHere, setDecidedHere] = useState<ReadonlySet<string>>(new Set());
  const noteDecided = (memberId: string) => setDecidedHere((ids) => new Set([...ids, memberId]));
  if (!students.data) {
    return students.isError ? (
      <LoadFailed message={t("dojos.students.load_failed")} onRetry={() => students.refetch()} />
    ) : (
      <LoadingNote />
    );
  }
  // A request decided on this visit stays where it was, with its outcome: nothing moves.
  const requests = students.data.filter(
    (student) => student.enrolment_status === "REQUESTED" || decidedHere.has(student.member_id),
  );
  const active = students.data.filter((student) => student.enrolment_status === "ACTIVE");
  return (
    <Stack gap="lg">
      <TitledSection id="join-requests" title={t("dojos.students.requests_heading", { count: requests.length })}>
        {requests.length === 0 ? (
          <EmptyNote>{t("dojos.students.no_requests")}</EmptyNote>
        ) : (
          requests.map((student) => (
            <StudentCard key={student.member_id} dojoId={dojo.id} student={student} onDecided={noteDecided} asRequest />
          ))
        )}
      </TitledSection>
      <TitledSection id="active-students" title={t("dojos.students.active_heading", { count: active.length })}>
        {active.length === 0 ? (
          <EmptyNote>{t("dojos.students.none")}</EmptyNote>
        ) : (
          active.map((student) => (
            <StudentCard key={student.member_id} dojoId={dojo.id} student={student} onDecided={noteDecided} />
          ))
        )}
      </TitledSection>
    </Stack>
  );
}

/** What an instructor may know of a student: never their documents. */
function StudentCard({
  dojoId,
  student,
  onDecided,
  asRequest = false,
}: {
  dojoId: string;
  student: DojoStudent;
  onDecided: (memberId: string) => void;
  /** In the requests list: the decision's row (buttons, then its outcome at the same height). */
  asRequest?: boolean;
}) {
  const { t } = useTranslation();
  const decide = useDecideStudent(dojoId);
  const name = `${student.first_name} ${student.last_name}`;
  const act = (decision: StudentDecision) => {
    // Kept in its list from the tap on, whatever the answer: the list does not move under the finger.
    onDecided(student.member_id);
    // Not mutate's own callbacks: the lists read again can take this card away first, and the toast
    // was lost although the student was decided.
    decide.mutateAsync({ memberId: student.member_id, decision }).then(
      () =>
        void notifySuccess({
          title: t(`dojos.students.decided_title.${decision}`),
          message: t(`dojos.students.decided_message.${decision}`, { name }),
        }),
      () => undefined,
    );
  };
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            student.code,
            t(`dojos.age_categories.${student.age_category}`),
            student.belt ? formatBelt(student.belt) : t("dojos.no_belt"),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color={student.membership_status === "ACTIVE" ? "green" : "red"}>
            {t(`dojos.membership_statuses.${student.membership_status}`)}
          </Badge>
          <Badge variant="light" color={student.compliance_status === "COMPLIANT" ? "green" : "yellow"}>
            {t(`dojos.compliance_statuses.${student.compliance_status}`)}
          </Badge>
        </Group>
        {student.message && <Text size="sm">“{student.message}”</Text>}
        {asRequest && student.enrolment_status !== "REQUESTED" && (
          <Group mih={44} align="center">
            <Text size="sm" fw={600}>
              {t(`dojos.students.outcome.${student.enrolment_status === "ACTIVE" ? "ACCEPTED" : "DECLINED"}`)}
            </Text>
          </Group>
        )}
        {student.enrolment_status === "REQUESTED" && (
          <Group gap="xs" grow>
            <Button
              onClick={() => act("ACCEPTED")}
              loading={decide.isPending && decide.variables?.decision === "ACCEPTED"}
            >
              {t("dojos.students.accept")}
            </Button>
            <Button
              variant="default"
              onClick={() => act("DECLINED")}
              loading={decide.isPending && decide.variables?.decision === "DECLINED"}
            >
              {t("dojos.students.decline")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
