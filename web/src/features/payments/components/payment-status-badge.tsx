import "@mantine/core/styles/Badge.css";
import type { PaymentStatus } from "@gkf/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  SUCCESS: "green",
  PENDING: "yellow",
  FAILED: "red",
  ABANDONED: "gray",
  DUPLICATE: "orange",
  DISPUTED: "orange",
  REFUNDED: "blue",
  VOIDED: "gray",
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="light">
      {t(`payments.statuses.${status}`)}
    </Badge>
  );
}
