import type { PositionApplication } from "@gkf/contract";
import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/dates/dates";
import { EmptyNote } from "../../../shared/ui/titled-section";
import { ApplicationStatusBadge } from "../components/application-status-badge";
import { StatementText } from "../components/statement-text";

interface MyApplicationsListProps {
  applications: PositionApplication[];
  /** Positions open now without a live application of this member: a withdrawn one may be sent again. */
  canApplyAgain: (positionId: string) => boolean;
}

/**
 * One card per position, with the latest application (the list comes newest first); the earlier
 * ones are all withdrawn (one live application at a time), so they are counted, not repeated.
 */
export function latestPerPosition(
  applications: readonly PositionApplication[],
): Array<{ application: PositionApplication; earlierWithdrawn: number }> {
  const latest = new Map<string, { application: PositionApplication; earlierWithdrawn: number }>();
  for (const application of applications) {
    const seen = latest.get(application.position.id);
    if (!seen) latest.set(application.position.id, { application, earlierWithdrawn: 0 });
    else if (application.status === "WITHDRAWN") seen.earlierWithdrawn += 1;
  }
  return [...latest.values()];
}

/** The member's applications, newest first, each with its status and the federation's note. */
export function MyApplicationsList({ applications, canApplyAgain }: MyApplicationsListProps) {
  const { t } = useTranslation();
  const dateFormat = t("common.formats.date");

  if (applications.length === 0) return <EmptyNote>{t("positions.member.no_applications")}</EmptyNote>;

  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {latestPerPosition(applications).map(({ application, earlierWithdrawn }) => (
        <Paper key={application.id} withBorder p="md" radius="md" component="li">
          <Stack gap="xs">
            <div style={{ display: "flex", gap: 8, justifyContent: "space-between", alignItems: "flex-start" }}>
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {application.position.name}
              </Text>
              <ApplicationStatusBadge status={application.status} />
            </div>
            <Text size="xs" c="dimmed">
              {t("positions.member.applied_on", { date: formatDateTime(application.created_at, dateFormat) })}
              {application.updated_at !== application.created_at &&
                ` · ${t("positions.member.updated_on", { date: formatDateTime(application.updated_at, dateFormat) })}`}
            </Text>
            {application.statement && (
              <div>
                <Text size="sm" fw={600}>
                  {t("positions.member.your_statement")}
                </Text>
                <StatementText>{application.statement}</StatementText>
              </div>
            )}
            {application.decision_note && (
              <Paper bg="gray.0" p="sm" radius="sm">
                <Text size="sm" fw={600}>
                  {t("positions.member.decision_note")}
                </Text>
                <StatementText>{application.decision_note}</StatementText>
              </Paper>
            )}
            {earlierWithdrawn > 0 && (
              <Text size="sm" c="dimmed">
                {t("positions.member.earlier_withdrawn", { count: earlierWithdrawn })}
              </Text>
            )}
            {application.status === "WITHDRAWN" && canApplyAgain(application.position.id) && (
              <Text size="sm" c="dimmed">
                {t("positions.member.can_apply_again")}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
