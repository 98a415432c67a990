import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/SimpleGrid.css";
import { formatMoney } from "@gkf/contract";
import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/dates/dates";
import type { LedgerPayment } from "../api/get-payments-ledger";
import { DetailList } from "../components/detail-list";
import { formatChannel } from "../components/payment-labels";
import { PaymentStatusBadge } from "../components/payment-status-badge";

/** Mantine's md breakpoint: a table from here up, stacked cards below (phones, small tablets). */
const WIDE_SCREEN = "(min-width: 62em)";

interface LedgerListProps {
  items: LedgerPayment[];
  regionName: (code: string) => string;
  /** Officials with the federation grant: void a manual payment, mark a duplicate refunded. */
  onVoid?: (payment: LedgerPayment) => void;
  onRefund?: (payment: LedgerPayment) => void;
}

export function LedgerList(props: LedgerListProps) {
  const isWide = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: false });
  return isWide ? <LedgerTable {...props} /> : <LedgerCards {...props} />;
}

/** Manual, voided and refunded payments say by whom and why; money to give back says so. */
function PaymentNotes({ payment }: { payment: LedgerPayment }) {
  const { t } = useTranslation();
  const name = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;
  return (
    <>
      {(payment.manual || payment.needs_refund) && (
        <Group gap={4}>
          {payment.manual && (
            <Badge color="violet" variant="outline" size="sm">
              {t("payments.ledger.manual_badge")}
            </Badge>
          )}
          {payment.needs_refund && (
            <Badge color="orange" variant="filled" size="sm">
              {t("payments.ledger.needs_refund")}
            </Badge>
          )}
        </Group>
      )}
      {payment.manual && (
        <Text size="xs" c="dimmed">
          {t("payments.ledger.manual_detail", {
            method: t(`payments.manual.methods.${payment.manual.method}`),
            reference: payment.manual.external_reference,
            name: name(payment.manual.recorded_by),
          })}
        </Text>
      )}
      {payment.voided && (
        <Text size="xs" c="dimmed">
          {t("payments.ledger.voided_detail", { name: name(payment.voided.by), reason: payment.voided.reason })}
        </Text>
      )}
      {payment.refund && (
        <Text size="xs" c="dimmed">
          {t("payments.ledger.refund_detail", {
            date: payment.refund.refunded_on,
            name: name(payment.refund.by),
            note: payment.refund.note,
          })}
        </Text>
      )}
    </>
  );
}

function PaymentActions({
  payment,
  onVoid,
  onRefund,
}: Omit<LedgerListProps, "items" | "regionName"> & { payment: LedgerPayment }) {
  const { t } = useTranslation();
  const label = `${memberName(payment)}, ${payment.reference}`;
  if (!(payment.can_void && onVoid) && !(payment.can_refund && onRefund)) return null;
  return (
    <Group gap="xs">
      {payment.can_void && onVoid && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onVoid(payment)}
          aria-label={`${t("payments.ledger.void")}: ${label}`}
        >
          {t("payments.ledger.void")}
        </Button>
      )}
      {payment.can_refund && onRefund && (
        <Button
          size="xs"
          variant="light"
          onClick={() => onRefund(payment)}
          aria-label={`${t("payments.ledger.mark_refunded")}: ${label}`}
        >
          {t("payments.ledger.mark_refunded")}
        </Button>
      )}
    </Group>
  );
}

function memberName(payment: LedgerPayment): string {
  return `${payment.member.first_name} ${payment.member.last_name}`;
}

function LedgerCards({ items, regionName, onVoid, onRefund }: LedgerListProps) {
  const { t } = useTranslation();
  const dateFormat = t("common.formats.date_time");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {items.map((payment) => {
        const channel = formatChannel(payment.channel, t);
        return (
          <Paper
            key={payment.reference}
            withBorder
            p="md"
            radius="md"
            component="article"
            aria-label={memberName(payment)}
          >
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div>
                  <Text fw={700}>{memberName(payment)}</Text>
                  <Text size="sm" c="dimmed">
                    {payment.member.code ?? t("payments.ledger.no_code")} · {regionName(payment.member.region)}
                  </Text>
                </div>
                <Stack gap={4} align="flex-end">
                  <Text fw={700} style={{ whiteSpace: "nowrap" }}>
                    {formatMoney(payment.amount, payment.currency)}
                  </Text>
                  <PaymentStatusBadge status={payment.status} />
                </Stack>
              </Group>
              <DetailList
                rows={[
                  [t("payments.ledger.purpose"), t(`payments.purposes.${payment.purpose}`)],
                  [t("payments.ledger.date"), formatDateTime(payment.paid_at ?? payment.created_at, dateFormat)],
                  ...(channel ? [[t("payments.labels.channel"), channel] as [string, string]] : []),
                  ...(payment.receipt_number
                    ? [[t("payments.labels.receipt_number"), payment.receipt_number] as [string, string]]
                    : []),
                  [t("payments.labels.reference"), payment.reference],
                ]}
              />
              <PaymentNotes payment={payment} />
              <PaymentActions payment={payment} onVoid={onVoid} onRefund={onRefund} />
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function LedgerTable({ items, regionName, onVoid, onRefund }: LedgerListProps) {
  const { t } = useTranslation();
  const dateFormat = t("common.formats.date_time");
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={960}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("payments.ledger.date")}</Table.Th>
              <Table.Th>{t("payments.labels.member")}</Table.Th>
              <Table.Th>{t("payments.ledger.region")}</Table.Th>
              <Table.Th>{t("payments.ledger.purpose")}</Table.Th>
              <Table.Th ta="right">{t("payments.labels.amount")}</Table.Th>
              <Table.Th>{t("payments.ledger.status")}</Table.Th>
              <Table.Th>{t("payments.labels.channel")}</Table.Th>
              <Table.Th>{t("payments.labels.receipt_number")}</Table.Th>
              {(onVoid || onRefund) && <Table.Th>{t("payments.ledger.actions")}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((payment) => (
              <Table.Tr key={payment.reference}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(payment.paid_at ?? payment.created_at, dateFormat)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {memberName(payment)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {payment.member.code ?? t("payments.ledger.no_code")}
                  </Text>
                </Table.Td>
                <Table.Td>{regionName(payment.member.region)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{t(`payments.purposes.${payment.purpose}`)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {formatMoney(payment.amount, payment.currency)}
                </Table.Td>
                <Table.Td miw={110}>
                  <Stack gap={4}>
                    <PaymentStatusBadge status={payment.status} />
                    <PaymentNotes payment={payment} />
                  </Stack>
                </Table.Td>
                <Table.Td>{formatChannel(payment.channel, t) ?? "—"}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{payment.receipt_number ?? "—"}</Table.Td>
                {(onVoid || onRefund) && (
                  <Table.Td>
                    <PaymentActions payment={payment} onVoid={onVoid} onRefund={onRefund} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
