import { formatMoney, type Payment } from "@gkf/contract";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/dates/dates";
import { DetailList } from "../components/detail-list";
import { formatChannel } from "../components/payment-labels";
import { PaymentStatusBadge } from "../components/payment-status-badge";

export interface PaymentCardProps {
  payment: Payment;
  onDownloadReceipt: (payment: Payment) => void;
  isDownloading: boolean;
  onContinue: (payment: Payment) => void;
  onCheckStatus: (payment: Payment) => void;
  isChecking: boolean;
  /** The payment a link named (`?reference=…`): marked, and brought into view. */
  isRequested?: boolean;
}

/** One payment, stacked so it reads on a phone: what for, how much, its state, and what to do next. */
export function PaymentCard({
  payment,
  onDownloadReceipt,
  isDownloading,
  onContinue,
  onCheckStatus,
  isChecking,
  isRequested = false,
}: PaymentCardProps) {
  const { t } = useTranslation();
  const dateFormat = t("common.formats.date_time");
  const channel = formatChannel(payment.channel, t);
  const rows: [string, string][] = [
    payment.paid_at
      ? [t("payments.labels.paid_on"), formatDateTime(payment.paid_at, dateFormat)]
      : [t("payments.labels.started_on"), formatDateTime(payment.created_at, dateFormat)],
    ...(channel ? [[t("payments.labels.channel"), channel] as [string, string]] : []),
    ...(payment.receipt_number
      ? [[t("payments.labels.receipt_number"), payment.receipt_number] as [string, string]]
      : []),
    [t("payments.labels.reference"), payment.reference],
  ];
  const isPending = payment.status === "PENDING";

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t(`payments.purposes.${payment.purpose}`)}
      aria-current={isRequested ? "true" : undefined}
      id={`payment-${payment.reference}`}
      style={isRequested ? { borderColor: "var(--mantine-color-gkf-6)", borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        {isRequested && (
          <Text size="sm" fw={700} c="gkf.8">
            {t("payments.history.requested")}
          </Text>
        )}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={700}>{t(`payments.purposes.${payment.purpose}`)}</Text>
          <Stack gap={4} align="flex-end">
            <Text fw={700} style={{ whiteSpace: "nowrap" }}>
              {formatMoney(payment.amount, payment.currency)}
            </Text>
            <PaymentStatusBadge status={payment.status} />
          </Stack>
        </Group>
        <DetailList rows={rows} />
        {isPending && (
          <>
            <Text size="sm">{t("payments.history.pending_hint")}</Text>
            <Group grow gap="xs" wrap="wrap">
              {payment.authorization_url && (
                <Button size="sm" onClick={() => onContinue(payment)}>
                  {t("payments.actions.continue_payment")}
                </Button>
              )}
              <Button size="sm" variant="light" onClick={() => onCheckStatus(payment)} loading={isChecking}>
                {t("payments.actions.check_status")}
              </Button>
            </Group>
          </>
        )}
        {payment.receipt_url && (
          <Button size="sm" variant="light" onClick={() => onDownloadReceipt(payment)} loading={isDownloading}>
            {t("payments.actions.download_receipt")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
