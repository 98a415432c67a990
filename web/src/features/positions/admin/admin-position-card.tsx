import type { AdminPosition } from "@gkf/contract";
import { APPLICATION_STATUSES } from "@gkf/contract";
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyNote } from "../../../shared/ui/titled-section";
import { PositionRequirements } from "../components/position-requirements";
import { formatClosing, formatWindow } from "../format/format-position";

const POSITION_STATUS_COLORS = { DRAFT: "gray", OPEN: "gkf", CLOSED: "red" } as const;

interface AdminPositionCardProps {
  position: AdminPosition;
  now: number;
  isChangingStatus: boolean;
  onEdit: (position: AdminPosition) => void;
  onChangeStatus: (position: AdminPosition, action: "open" | "close") => void;
  onShowApplications: (position: AdminPosition) => void;
}

/** "1 of 2 appointed" and how full that is. */
export function SeatsSummary({ position }: { position: AdminPosition }) {
  const { t } = useTranslation();
  const appointed = position.counts.APPOINTED ?? 0;
  return (
    <div>
      <Text size="sm" fw={600}>
        {t("positions.admin.appointed", { appointed, seats: position.seats })}
      </Text>
      <Progress
        value={Math.min(100, (appointed / Math.max(1, position.seats)) * 100)}
        size="sm"
        mt={4}
        aria-hidden="true"
      />
    </div>
  );
}

/** One position in the officials' list: status, window, seats, counts and what can be done with it. */
export function AdminPositionCard(props: AdminPositionCardProps) {
  const { position, now, isChangingStatus, onEdit, onChangeStatus, onShowApplications } = props;
  const { t } = useTranslation();
  const headingId = `admin-position-${position.id}`;
  const total = APPLICATION_STATUSES.reduce((sum, status) => sum + (position.counts[status] ?? 0), 0);
  const statusAction = position.status === "OPEN" ? "close" : "open";

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div style={{ display: "flex", gap: 8, justifyContent: "space-between", alignItems: "flex-start" }}>
          <Title order={3} fz="h4" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {position.name}
          </Title>
          <Badge color={POSITION_STATUS_COLORS[position.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`positions.position_statuses.${position.status}`)}
          </Badge>
        </div>
        <Text size="sm" c="dimmed">
          {formatWindow(position.opens_at, position.closes_at, t)}
          {position.status === "OPEN" && ` · ${formatClosing(position.closes_at, now, t)}`}
        </Text>
        {position.status === "DRAFT" && (
          <Text size="sm" c="orange.8">
            {t("positions.admin.draft_hint")}
          </Text>
        )}
        <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-wrap" }}>
          {position.description}
        </Text>
        <PositionRequirements eligibility={position.eligibility} />
        <SeatsSummary position={position} />
        {total === 0 ? (
          <EmptyNote>{t("positions.admin.applicants.none")}</EmptyNote>
        ) : (
          <Group gap={6} aria-label={t("positions.admin.counts_label")} role="group">
            {APPLICATION_STATUSES.filter((status) => (position.counts[status] ?? 0) > 0).map((status) => (
              <Badge key={status} variant="outline" color="gray" size="sm" tt="none">
                {t("positions.admin.count", {
                  status: t(`positions.application_statuses.${status}`),
                  count: position.counts[status] ?? 0,
                })}
              </Badge>
            ))}
          </Group>
        )}
        <Stack gap="xs">
          <Button onClick={() => onShowApplications(position)}>
            {t("positions.admin.applications", { count: total })}
          </Button>
          <Group grow gap="xs">
            <Button variant="default" onClick={() => onEdit(position)}>
              {t("positions.admin.edit")}
            </Button>
            <Button
              variant={statusAction === "open" ? "light" : "default"}
              color={statusAction === "open" ? "gkf" : "red"}
              loading={isChangingStatus}
              onClick={() => onChangeStatus(position, statusAction)}
            >
              {statusAction === "close"
                ? t("positions.admin.close")
                : position.status === "CLOSED"
                  ? t("positions.admin.reopen")
                  : t("positions.admin.open")}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
