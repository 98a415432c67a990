import "@mantine/core/styles/Badge.css";
import type { DocumentStatus, MembershipStatus } from "@gkf/contract";
import { Badge, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

const DOCUMENT_STATUS_COLOURS: Record<DocumentStatus, string> = {
  PENDING_REVIEW: "yellow",
  APPROVED: "green",
  REJECTED: "red",
  EXPIRED: "gray",
};

const MEMBERSHIP_STATUS_COLOURS: Record<MembershipStatus, string> = {
  PENDING_PAYMENT: "yellow",
  ACTIVE: "green",
  EXPIRED: "gray",
  SUSPENDED: "red",
};

/** A review status chip: waiting (yellow), approved (green), rejected (red), expired (grey). */
export function DocumentStatusBadge({ status, ...props }: { status: DocumentStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={DOCUMENT_STATUS_COLOURS[status]} variant="light" {...props}>
      {t(`memberships.document_statuses.${status}`)}
    </Badge>
  );
}

export function MembershipStatusBadge({ status, ...props }: { status: MembershipStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={MEMBERSHIP_STATUS_COLOURS[status]} variant="filled" {...props}>
      {t(`memberships.statuses.${status}`)}
    </Badge>
  );
}
