import "@mantine/core/styles/SimpleGrid.css";
import { formatMoney, type Payment } from "@gkf/contract";
import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePaymentRecord } from "../../../shared/api/payment-record";
import { SHARED_KEYS } from "../../../shared/api/query-keys";
import { formatDateTime } from "../../../shared/dates/dates";
import { formatDay } from "../../../shared/dates/days";
import { notifySuccess, notifyWarning } from "../../../shared/notifications/notify";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useDownloadFile } from "../../../shared/ui/file-downloads";
import { Loaded } from "../../../shared/ui/loaded";
import { LoadingBlock } from "../../../shared/ui/loading-block";
import { PageHeader } from "../../../shared/ui/page-header";
import { CardSection, EmptyNote, TitledSection } from "../../../shared/ui/titled-section";
import { goToCheckout } from "../api/checkout-redirect";
import { useMembershipStanding } from "../api/get-membership-standing";
import { useRefreshMembershipAfterPayment } from "../api/refresh-membership";
import { useVerifyPayment } from "../api/verify-payment";
import { DetailList } from "../components/detail-list";
import { PaymentCard } from "./payment-card";
import { RenewalCallToAction } from "./renewal-call-to-action";
import { getRenewalState } from "./renewal-window";

/** `/dashboard/my-membership/payments`: what the member paid, their receipts, and renewal when it is due. */
export function PaymentsPage() {
  const { t } = useTranslation();
  usePageTitle(t("payments.history.title"));
  const record = usePaymentRecord();
  const membership = useMembershipStanding();
  const download = useDownloadFile();
  const verify = useVerifyPayment();
  const refreshMembership = useRefreshMembershipAfterPayment();
  const queryClient = useQueryClient();
  // `?reference=…` (a receipt, an e-mail, the payment result): that payment is marked and brought into view.
  const requested = useSearchParams()[0].get("reference")?.trim() || null;
  const requestedPayment = requested ? record.data?.items.find((item) => item.reference === requested) : undefined;
  useEffect(() => {
    if (requestedPayment) document.getElementById(`payment-${requestedPayment.reference}`)?.scrollIntoView?.();
  }, [requestedPayment]);

  function downloadReceipt(payment: Payment) {
    if (!payment.receipt_url) return;
    download.download({ url: payment.receipt_url, fileName: `gkf-receipt-${payment.reference}.pdf` });
  }

  function checkStatus(payment: Payment) {
    // Not mutate's own callbacks: checking a second payment before the first answer replaced them,
    // and the first payment's outcome was never said.
    verify.mutateAsync(payment.reference).then(
      (checked) => {
        const toast = {
          title: t("payments.history.status_checked_title"),
          message: t(`payments.history.status_checked.${checked.status}`),
        };
        void (checked.status === "SUCCESS" ? notifySuccess(toast) : notifyWarning(toast));
        if (checked.status === "SUCCESS") refreshMembership.mutate();
        else void queryClient.invalidateQueries({ queryKey: SHARED_KEYS.myPaymentRecord });
      },
      () => undefined,
    );
  }

  const dateFormat = t("common.formats.date");
  const renewal = membership.data ? getRenewalState(membership.data, new Date()) : null;

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t("payments.history.title")} subtitle={t("payments.history.intro")} back="my-membership" />

      {renewal && <RenewalCallToAction renewal={renewal} />}

      <Loaded read={record} failed={t("payments.history.load_failed")} loader={<LoadingBlock />}>
        {(data) => (
          <>
            <CardSection id="payments-summary" title={t("payments.history.summary_title")}>
              <Group gap="xs" align="baseline">
                <Text fz={28} fw={800} lh={1.1}>
                  {formatMoney(data.summary.total_paid.amount, data.summary.total_paid.currency)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t("payments.history.total_paid")}
                </Text>
              </Group>
              <DetailList
                rows={[
                  [
                    t("payments.history.registration_paid_on"),
                    data.summary.registration_paid_at
                      ? formatDateTime(data.summary.registration_paid_at, dateFormat)
                      : t("payments.history.not_paid_yet"),
                  ],
                  [
                    t("payments.history.last_payment"),
                    data.summary.last_payment_at
                      ? formatDateTime(data.summary.last_payment_at, dateFormat)
                      : t("payments.history.none"),
                  ],
                  ...(renewal?.kind === "not-due" || renewal?.kind === "due"
                    ? [
                        [t("payments.labels.valid_until"), formatDay(renewal.expiryDate, dateFormat)] as [
                          string,
                          string,
                        ],
                      ]
                    : []),
                ]}
              />
            </CardSection>

            <TitledSection id="payments-list" title={t("payments.history.list_title")}>
              {requested && !requestedPayment && (
                <Text c="dimmed">{t("payments.history.requested_missing", { reference: requested })}</Text>
              )}
              {data.items.length === 0 ? (
                <EmptyNote>{t("payments.history.empty")}</EmptyNote>
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                  {data.items.map((payment) => (
                    <PaymentCard
                      key={payment.reference}
                      payment={payment}
                      onDownloadReceipt={downloadReceipt}
                      isDownloading={download.isDownloading(payment.receipt_url)}
                      onContinue={(pending) => pending.authorization_url && goToCheckout(pending.authorization_url)}
                      onCheckStatus={checkStatus}
                      isChecking={verify.isPending && verify.variables === payment.reference}
                      isRequested={payment.reference === requested}
                    />
                  ))}
                </SimpleGrid>
              )}
            </TitledSection>
          </>
        )}
      </Loaded>
    </Stack>
  );
}
