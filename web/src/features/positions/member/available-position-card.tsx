import type { AvailablePosition } from "@gkf/contract";
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/dates/dates";
import { activeLanguage } from "../../../shared/i18n/i18n";
import { ApplicationStatusBadge } from "../components/application-status-badge";
import { PositionRequirements } from "../components/position-requirements";
import { describeIneligibility, formatClosing } from "../format/format-position";
import { getTimeLeft } from "../format/time-left";

/** Less than this left: the closing badge turns orange. */
const CLOSING_SOON_DAYS = 3;

interface AvailablePositionCardProps {
  position: AvailablePosition;
  now: number;
  onApply: (position: AvailablePosition) => void;
  onWithdraw: (position: AvailablePosition) => void;
}

/** An open position: what it is, who can apply, whether this member can, and their application. */
export function AvailablePositionCard({ position, now, onApply, onWithdraw }: AvailablePositionCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = `position-${position.id}`;
  const left = getTimeLeft(position.closes_at, now);
  const isClosingSoon = typeof left !== "string" ? left.unit !== "day" || left.count < CLOSING_SOON_DAYS : true;
  const application = position.my_application;
  const canWithdraw = application?.status === "SUBMITTED" || application?.status === "SHORTLISTED";

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} fz="h4" id={headingId}>
          {position.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t("positions.seats", { count: position.seats })}
          </Badge>
          <Badge variant="light" color={isClosingSoon ? "orange" : "gkf"}>
            {formatClosing(position.closes_at, now, t)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t("positions.closes_at", { date: formatDateTime(position.closes_at, t("common.formats.date_time")) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {position.description}
        </Text>
        <PositionRequirements eligibility={position.eligibility} />

        {application ? (
          <Stack gap="xs">
            <Group gap="xs" justify="space-between">
              <Text size="sm" fw={600}>
                {t("positions.member.my_application")}
              </Text>
              <ApplicationStatusBadge status={application.status} />
            </Group>
            {canWithdraw && (
              <Button variant="default" fullWidth onClick={() => onWithdraw(position)}>
                {t("positions.withdraw.button")}
              </Button>
            )}
          </Stack>
        ) : position.my_eligibility.eligible ? (
          <Stack gap="xs">
            <Badge color="gkf" variant="light" size="lg" style={{ alignSelf: "flex-start" }}>
              {t("positions.member.eligible")}
            </Badge>
            <Button fullWidth onClick={() => onApply(position)}>
              {t("positions.apply.button")}
            </Button>
          </Stack>
        ) : (
          <Alert color="orange" variant="light" title={t("positions.member.not_eligible")} p="sm">
            <List size="sm" spacing={2}>
              {position.my_eligibility.reasons.map((reason) => (
                <List.Item key={reason.code}>{describeIneligibility(reason, t, activeLanguage(i18n))}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
