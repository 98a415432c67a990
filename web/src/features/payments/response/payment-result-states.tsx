import { formatMoney, type Payment } from "@gkf/contract";
import { Button, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { goToCheckout } from "../api/checkout-redirect";
import { DetailList } from "../components/detail-list";
import { payPath } from "../components/payment-paths";
import { BackToProfileButton } from "./back-to-profile-button";
import { Outcome } from "./outcome";

/** No reference in the link (or one that cannot be a reference). */
export function NoPaymentResult() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Outcome kind="failure" title={t("payments.response.no_reference_title")}>
        <Text ta="center">{t("payments.response.no_reference")}</Text>
      </Outcome>
      <BackToProfileButton />
    </Stack>
  );
}

/** 404: not a payment of this member (another account's link, or a typo). */
export function NotFoundResult() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Outcome kind="failure" title={t("payments.response.not_found_title")}>
        <Text ta="center">{t("payments.response.not_found")}</Text>
      </Outcome>
      <BackToProfileButton />
    </Stack>
  );
}

/** Declined, failed or abandoned: say so, and offer to pay again (mobile money or card). */
export function FailedPaymentResult({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAbandoned = payment.status === "ABANDONED";

  return (
    <Stack gap="md">
      <Outcome
        kind="failure"
        title={isAbandoned ? t("payments.response.abandoned_title") : t("payments.response.failed_title")}
      >
        <Text ta="center">
          {isAbandoned ? t("payments.response.abandoned_text") : t("payments.response.failed_text")}
        </Text>
        <Text ta="center" size="sm" c="dimmed">
          {t("payments.response.retry_hint")}
        </Text>
      </Outcome>
      <DetailList
        rows={[
          [t(`payments.purposes.${payment.purpose}`), formatMoney(payment.amount, payment.currency)],
          [t("payments.labels.reference"), payment.reference],
        ]}
      />
      <Button
        onClick={() =>
          void navigate(
            // A dojo's affiliation is paid again from the dojo's documents page, an entry or grading fee from the events page.
            payment.purpose === "DOJO_AFFILIATION"
              ? "/dashboard/my-activities/documents"
              : payment.purpose === "EVENT_ENTRY" || payment.purpose === "GRADING_FEE"
                ? "/dashboard/my-membership/events"
                : payPath(payment.purpose),
          )
        }
      >
        {t("payments.actions.try_again")}
      </Button>
      <BackToProfileButton />
    </Stack>
  );
}

interface PendingProps {
  payment: Payment;
  /** The page is still asking by itself (nextPollDelay). */
  isPolling: boolean;
  isChecking: boolean;
  onCheckAgain: () => void;
}

/** The provider has not confirmed yet: wait a little, then explain and let the member act. */
export function PendingPaymentResult({ payment, isPolling, isChecking, onCheckAgain }: PendingProps) {
  const { t } = useTranslation();
  const { authorization_url: checkoutUrl } = payment;

  return (
    <Stack gap="md">
      <Outcome kind="pending" title={t("payments.response.pending_title")}>
        {isPolling ? (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" />
            <Text ta="center">{t("payments.response.pending_polling")}</Text>
          </Stack>
        ) : (
          <Text ta="center">{t("payments.response.pending_text")}</Text>
        )}
      </Outcome>
      <DetailList
        rows={[
          [t(`payments.purposes.${payment.purpose}`), formatMoney(payment.amount, payment.currency)],
          [t("payments.labels.reference"), payment.reference],
        ]}
      />
      {!isPolling && (
        <>
          <Button onClick={onCheckAgain} loading={isChecking}>
            {t("payments.response.check_again")}
          </Button>
          {checkoutUrl && (
            <Button variant="light" onClick={() => goToCheckout(checkoutUrl)}>
              {t("payments.actions.continue_payment")}
            </Button>
          )}
          <BackToProfileButton />
        </>
      )}
    </Stack>
  );
}
