import "@mantine/core/styles/Divider.css";
import { formatMoney, type MobileMoneyCharge, type PaymentPurpose } from "@gkf/contract";
import { Button, Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingBlock } from "../../../shared/ui/loading-block";
import { WRAPPING_BUTTON } from "../../../shared/ui/wrapping-button";
import { useStartPayment } from "../api/initialize-payment";
import { usePaymentQuote } from "../api/mobile-money";
import { MobileMoneyForm } from "./mobile-money-form";
import { PromptPanel } from "./prompt-panel";

/**
 * Paying a fee: the amount first (from the fee table), then mobile money on the member's phone
 * without leaving the app, or the card on the provider's checkout page (which also takes mobile
 * money: the fallback).
 */
export function PayChoice({ purpose }: { purpose: PaymentPurpose }) {
  const { t } = useTranslation();
  const quote = usePaymentQuote(purpose);
  const startCheckout = useStartPayment();
  const [charge, setCharge] = useState<MobileMoneyCharge | null>(null);

  if (charge) return <PromptPanel charge={charge} onChange={setCharge} onStartOver={() => setCharge(null)} />;
  if (quote.isPending) {
    return <LoadingBlock />;
  }
  const amount = quote.data ? formatMoney(quote.data.amount, quote.data.currency) : null;

  return (
    <Stack gap="md">
      {quote.data && (
        <Paper withBorder radius="md" p="sm" data-testid="pay-amount">
          <Text size="sm" c="dimmed">
            {t(`payments.purposes.${purpose}`)} · {t("payments.pay.amount_label")}
          </Text>
          <Text fz={28} fw={800} lh={1.2}>
            {amount}
          </Text>
          <Text size="sm" c="dimmed">
            {t("payments.pay.period", { months: quote.data.period_months })}
          </Text>
        </Paper>
      )}
      <Stack gap="xs" component="section" aria-labelledby="pay-mobile-money">
        <Title order={2} fz="h4" id="pay-mobile-money">
          {t("payments.pay.mobile_money_title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("payments.pay.mobile_money_intro")}
        </Text>
        <MobileMoneyForm
          purpose={purpose}
          amount={amount}
          suggestedPhone={quote.data?.mobile_money.phone ?? null}
          suggestedNetwork={quote.data?.mobile_money.network ?? null}
          onStarted={setCharge}
        />
      </Stack>
      <Divider label={t("payments.pay.or")} labelPosition="center" />
      <Stack gap="xs" component="section" aria-labelledby="pay-card">
        <Title order={2} fz="h4" id="pay-card">
          {t("payments.pay.card_title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("payments.pay.card_intro")}
        </Text>
        <Button
          styles={WRAPPING_BUTTON}
          variant="light"
          onClick={() => startCheckout.mutate(purpose)}
          // Still loading after success: the browser is on its way to the checkout page.
          loading={startCheckout.isPending || startCheckout.isSuccess}
        >
          {t("payments.pay.pay_card")}
        </Button>
      </Stack>
    </Stack>
  );
}
