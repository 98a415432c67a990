import type { ApplicationStatus } from "@gkf/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  SUBMITTED: "blue",
  SHORTLISTED: "grape",
  APPOINTED: "gkf",
  REJECTED: "red",
  WITHDRAWN: "gray",
};

/** SUBMITTED, SHORTLISTED, APPOINTED, REJECTED, WITHDRAWN as a coloured badge (Badge shows it in capitals). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant={status === "APPOINTED" ? "filled" : "light"}
      style={{ flexShrink: 0 }}
    >
      {t(`positions.application_statuses.${status}`)}
    </Badge>
  );
}
