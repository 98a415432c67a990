import "@mantine/core/styles/RingProgress.css";
import type { Applicant, DecisionStatus } from "@gkf/contract";
import { positions as positionsTexts } from "@gkf/contract/i18n/en-positions";
import { Button, Group, Paper, RingProgress, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/dates/dates";
import { isKeyOf } from "../../../shared/i18n/i18n";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { useOpening } from "../../../shared/ui/use-opening";
import { useDecideApplication } from "../api/decide-application";
import { ApplicationStatusBadge } from "../components/application-status-badge";
import { StatementText } from "../components/statement-text";

interface ApplicantCardProps {
  positionId: string;
  applicant: Applicant;
  regionName: string | undefined;
  hasSeatsLeft: boolean;
}

/** Full compliance is green, half or more orange, less red. */
function complianceColor(score: number): string {
  if (score >= 100) return "gkf";
  return score >= 50 ? "orange" : "red";
}

/** One application: the applicant's membership summary, statement, and the decisions still open. */
export function ApplicantCard({ positionId, applicant, regionName, hasSeatsLeft }: ApplicantCardProps) {
  const { t } = useTranslation();
  const decide = useDecideApplication();
  const [isRejecting, setRejecting] = useState(false);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  // The card stays while the rejection's form opens and closes in it: a decision answered after
  // the form was opened or cancelled since still toasts, but closes or clears nothing in it.
  const opening = useOpening();
  const showRejecting = (shown: boolean) => {
    opening.closed();
    setRejecting(shown);
  };
  const { member } = applicant;
  const name = `${member.first_name} ${member.last_name}`.trim();
  const isOpen = applicant.status === "SUBMITTED" || applicant.status === "SHORTLISTED";

  function send(status: DecisionStatus, decisionNote?: string) {
    const stillOpen = opening.current();
    // Not mutate's own callbacks: another decision on the card before the answer replaced them, and
    // the toast was lost although the applicant was decided.
    decide.mutateAsync({ positionId, applicationId: applicant.id, status, note: decisionNote }).then(
      () => {
        if (stillOpen()) {
          setRejecting(false);
          setNote("");
        }
        void notifySuccess({
          title: t("positions.admin.applicants.decided_title"),
          message: t("positions.admin.applicants.decided_message", {
            name,
            status: t(`positions.application_statuses.${status}`),
          }),
        });
      },
      () => undefined,
    );
  }

  function reject(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === "") {
      setNoteError(t("positions.admin.applicants.reject_note_required"));
      return;
    }
    setNoteError(null);
    send("REJECTED", note);
  }

  const pending = (status: DecisionStatus) => decide.isPending && decide.variables?.status === status;
  const membershipStatus = isKeyOf(positionsTexts.membership_statuses, member.membership_status)
    ? t(`positions.membership_statuses.${member.membership_status}`)
    : member.membership_status;
  const membershipType = isKeyOf(positionsTexts.types, member.membership_type)
    ? t(`positions.types.${member.membership_type}`)
    : member.membership_type;

  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={name}>
      <Stack gap="sm">
        <div style={{ display: "flex", gap: 8, justifyContent: "space-between", alignItems: "flex-start" }}>
          <div>
            <Text fw={700}>{name}</Text>
            <Text size="xs" c="dimmed">
              {member.code ?? t("positions.admin.applicants.no_code")}
            </Text>
          </div>
          <ApplicationStatusBadge status={applicant.status} />
        </div>

        <Group gap="md" wrap="nowrap" align="center">
          <RingProgress
            size={64}
            thickness={6}
            roundCaps
            sections={[{ value: member.compliance_score, color: complianceColor(member.compliance_score) }]}
            label={
              <Text size="xs" ta="center" fw={700}>
                {t("positions.admin.applicants.compliance_value", { score: member.compliance_score })}
              </Text>
            }
            aria-label={`${t("positions.admin.applicants.compliance")}: ${t("positions.admin.applicants.compliance_value", { score: member.compliance_score })}`}
          />
          <SimpleGrid cols={2} spacing={4} verticalSpacing={2} style={{ flex: 1 }}>
            <Summary label={t("positions.admin.applicants.type")} value={membershipType} />
            <Summary label={t("positions.admin.applicants.region")} value={regionName ?? member.region} />
            <Summary
              label={t("positions.admin.applicants.belt")}
              value={member.current_belt ? formatBelt(member.current_belt) : t("positions.admin.applicants.no_belt")}
            />
            <Summary label={t("positions.admin.applicants.membership")} value={membershipStatus} />
          </SimpleGrid>
        </Group>

        <Text size="xs" c="dimmed">
          {t("positions.admin.applicants.applied_on", {
            date: formatDateTime(applicant.created_at, t("common.formats.date_time")),
          })}
        </Text>
        <div>
          <Text size="sm" fw={600}>
            {t("positions.admin.applicants.statement")}
          </Text>
          {applicant.statement ? (
            <StatementText>{applicant.statement}</StatementText>
          ) : (
            <Text size="sm" c="dimmed">
              {t("positions.admin.applicants.no_statement")}
            </Text>
          )}
        </div>
        {applicant.decision_note && (
          <Paper bg="gray.0" p="sm" radius="sm">
            <Text size="sm" fw={600}>
              {t("positions.admin.applicants.decision_note")}
            </Text>
            <StatementText>{applicant.decision_note}</StatementText>
          </Paper>
        )}

        {isOpen && !isRejecting && (
          <Stack gap="xs">
            <Button loading={pending("APPOINTED")} disabled={!hasSeatsLeft} onClick={() => send("APPOINTED")}>
              {t("positions.admin.applicants.appoint")}
            </Button>
            {!hasSeatsLeft && (
              <Text size="xs" c="dimmed">
                {t("positions.admin.applicants.no_seats")}
              </Text>
            )}
            <Group grow gap="xs">
              {applicant.status === "SUBMITTED" && (
                <Button variant="light" loading={pending("SHORTLISTED")} onClick={() => send("SHORTLISTED")}>
                  {t("positions.admin.applicants.shortlist")}
                </Button>
              )}
              <Button variant="default" onClick={() => showRejecting(true)}>
                {t("positions.admin.applicants.reject")}
              </Button>
            </Group>
          </Stack>
        )}

        {isOpen && isRejecting && (
          <form onSubmit={reject} noValidate>
            <Stack gap="xs">
              <Textarea
                size="md"
                label={t("positions.admin.applicants.reject_note_label")}
                description={t("positions.admin.applicants.reject_note_description")}
                rows={3}
                maxLength={1000}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                error={noteError}
                withAsterisk
                data-autofocus
              />
              <Button type="submit" color="red" loading={pending("REJECTED")}>
                {t("positions.admin.applicants.reject_confirm")}
              </Button>
              <Button variant="default" onClick={() => showRejecting(false)}>
                {t("positions.admin.applicants.cancel")}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
