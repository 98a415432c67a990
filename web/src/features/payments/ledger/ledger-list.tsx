import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/SimpleGrid.css";
import { formatMoney } from "@gkf/contract";
import { Group, Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
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
}

export function LedgerList({ items, regionName }: LedgerListProps) {
  const isWide = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: false });
  return isWide ? (
    <LedgerTable items={items} regionName={regionName} />
  ) : (
    <LedgerCards items={items} regionName={regionName} />
  );
}

function memberName(payment: LedgerPayment): string {
  return `${payment.member.first_name} ${payment.member.last_name}`;
}

function LedgerCards({ items, regionName }: LedgerListProps) {
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
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function LedgerTable({ items, regionName }: LedgerListProps) {
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
                  <PaymentStatusBadge status={payment.status} />
                </Table.Td>
                <Table.Td>{formatChannel(payment.channel, t) ?? "—"}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{payment.receipt_number ?? "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
