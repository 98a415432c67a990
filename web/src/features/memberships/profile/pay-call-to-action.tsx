import "@mantine/core/styles/Alert.css";
import { formatMoney } from "@gkf/contract";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRegistrationFee, useStartRegistrationPayment } from "../api/start-registration-payment";
import { AlertIcon } from "../components/icons";

/** The payments feature's dialog before paying: the amount, mobile money on the phone, or the card. */
const PAY_WITH_MOBILE_MONEY_PATH = "/dashboard/modals/payment-response?pay=REGISTRATION";

/** Where the browser goes to pay; a seam for tests (jsdom cannot navigate). */
export const paymentNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * A member who has not paid the registration fee cannot open the membership pages (spec section
 * 6): this says so, and starts the payment. The provider's checkout page (the sandbox's, served by
 * our server, or Paystack's) sends them back to the payment result.
 */
export function PayCallToAction() {
  const { t } = useTranslation();
  const payment = useStartRegistrationPayment();
  const fee = useRegistrationFee();

  function pay() {
    // After mutateAsync, not in mutate's own callbacks, which a second tap would replace.
    payment.mutateAsync().then(
      (answer) => paymentNavigation.assign(answer.authorization_url),
      () => undefined,
    );
  }

  return (
    <Alert
      data-testid="pay-cta"
      variant="light"
      color="yellow"
      radius="md"
      icon={<AlertIcon />}
      title={t("memberships.profile.pay.heading")}
    >
      <Stack gap="sm">
        <Text size="sm">{t("memberships.profile.pay.text")}</Text>
        {fee.data && (
          <Text size="sm" fw={700}>
            {t("memberships.profile.pay.amount", {
              amount: formatMoney(fee.data.amount, fee.data.currency),
              months: fee.data.period_months,
            })}
          </Text>
        )}
        {payment.data && (
          <Text size="sm" fw={600} role="status">
            {t("memberships.profile.pay.redirecting", {
              amount: formatMoney(payment.data.amount, payment.data.currency),
            })}
          </Text>
        )}
        <Button component={Link} to={PAY_WITH_MOBILE_MONEY_PATH} fullWidth maw={360}>
          {t("memberships.profile.pay.mobile_money_button")}
        </Button>
        <Text size="sm" c="dimmed">
          {t("memberships.profile.pay.checkout_hint")}
        </Text>
        <Button onClick={pay} loading={payment.isPending || payment.isSuccess} variant="light" fullWidth maw={360}>
          {t("memberships.profile.pay.button")}
        </Button>
      </Stack>
    </Alert>
  );
}
