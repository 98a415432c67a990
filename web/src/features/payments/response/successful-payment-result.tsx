import "@mantine/core/styles/Alert.css";
import { formatMoney, type Payment } from "@gkf/contract";
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../shared/dates/dates";
import { formatDay } from "../../../shared/dates/days";
import { useDownloadFile } from "../../../shared/ui/file-downloads";
import { useMembershipStanding } from "../api/get-membership-standing";
import { useRefreshMembershipAfterPayment } from "../api/refresh-membership";
import { DetailList } from "../components/detail-list";
import { formatChannel } from "../components/payment-labels";
import { MEMBERSHIP_PATH } from "../components/payment-paths";
import { Outcome } from "./outcome";

/**
 * Paid. The membership caches are refreshed first (the membership pages' guard reads
 * MY_MEMBERSHIP_CACHE), so "Open my membership" waits for that.
 */
export function SuccessfulPaymentResult({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const refresh = useRefreshMembershipAfterPayment();
  const download = useDownloadFile();
  const hasStarted = useRef(false);
  const { mutate: refreshMembership } = refresh;

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    refreshMembership();
  }, [refreshMembership]);

  const isMember = refresh.data?.has_paid_registration === true;
  const standing = useMembershipStanding({ enabled: isMember });
  // The page appears whole (CLS): the "now active" line, the membership number and the buttons
  // wait together for the refreshed summary and, for a member, the record's answer. Once shown,
  // a later refetch of the record does not hide them again.
  const shownWhole = useRef(false);
  if (
    !refresh.isIdle &&
    !refresh.isPending &&
    (!isMember || standing.isError || (standing.isSuccess && !standing.isFetching))
  )
    shownWhole.current = true;
  const channel = formatChannel(payment.channel, t);
  const dateFormat = t("common.formats.date");

  const rows: [string, string][] = [
    [t("payments.labels.amount"), formatMoney(payment.amount, payment.currency)],
    ...(payment.receipt_number
      ? [[t("payments.labels.receipt_number"), payment.receipt_number] as [string, string]]
      : []),
    ...(payment.paid_at
      ? [
          [t("payments.labels.paid_on"), formatDateTime(payment.paid_at, t("common.formats.date_time"))] as [
            string,
            string,
          ],
        ]
      : []),
    ...(channel ? [[t("payments.labels.channel"), channel] as [string, string]] : []),
    [t("payments.labels.reference"), payment.reference],
  ];
  if (standing.data?.code) rows.push([t("payments.labels.membership_number"), standing.data.code]);
  if (standing.data?.status === "ACTIVE" && standing.data.expiry_date) {
    rows.push([t("payments.labels.valid_until"), formatDay(standing.data.expiry_date, dateFormat)]);
  }

  const outcome = (
    <Outcome kind="success" title={t("payments.response.success_title")}>
      <Text ta="center">
        {t("payments.response.success_text", {
          amount: formatMoney(payment.amount, payment.currency),
          purpose: t(`payments.purpose_phrases.${payment.purpose}`),
        })}
      </Text>
      {isMember && shownWhole.current && (
        <Text ta="center" fw={700} c="green">
          {t("payments.response.membership_active")}
        </Text>
      )}
    </Outcome>
  );

  if (!shownWhole.current) {
    // Nothing below the loader yet, so nothing moves when the rest replaces it.
    return (
      <Stack gap="md">
        {outcome}
        <Group justify="center" gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t("payments.response.updating_membership")}</Text>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {outcome}
      {refresh.isError && (
        <Alert color="yellow" variant="light">
          <Stack gap="xs">
            <Text size="sm">{t("payments.response.membership_update_failed")}</Text>
            <Button size="sm" variant="white" onClick={() => refresh.mutate()}>
              {t("common.actions.retry")}
            </Button>
          </Stack>
        </Alert>
      )}

      <DetailList rows={rows} />

      {refresh.isSuccess ? (
        <Button component={Link} to={MEMBERSHIP_PATH}>
          {t("payments.actions.open_membership")}
        </Button>
      ) : (
        // Until MY_MEMBERSHIP_CACHE says "paid", the guard would send the member back to the profile.
        <Button disabled loading={refresh.isPending}>
          {t("payments.actions.open_membership")}
        </Button>
      )}
      {payment.receipt_url && (
        <Button
          variant="light"
          loading={download.isPending}
          onClick={() =>
            payment.receipt_url &&
            download.download({ url: payment.receipt_url, fileName: `gkf-receipt-${payment.reference}.pdf` })
          }
        >
          {t("payments.actions.download_receipt")}
        </Button>
      )}
    </Stack>
  );
}
