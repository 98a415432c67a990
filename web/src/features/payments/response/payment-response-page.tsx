import { PAYMENT_PURPOSES, type PaymentPurpose } from "@gkf/contract";
import { Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { PayChoice } from "../pay/pay-choice";
import { PaymentResult } from "./payment-result";
import { NoPaymentResult } from "./payment-result-states";

/** The API accepts references of 8 to 64 characters; anything else cannot be one of the member's. */
export function isPlausibleReference(reference: string): boolean {
  return reference.length >= 8 && reference.length <= 64;
}

/** `?pay=REGISTRATION` or `?pay=RENEWAL`: the member is about to pay (no reference yet). */
function purposeToPay(value: string | null): PaymentPurpose | null {
  return PAYMENT_PURPOSES.find((purpose) => purpose === value) ?? null;
}

/**
 * `/dashboard/modals/payment-response?reference=…` (or `/payment-response/<reference>`): where
 * the provider's checkout sends the member back. A card centred over the dashboard, like a
 * dialog, that works as a page on a phone (a reload or the back button keeps it).
 */
export function PaymentResponsePage() {
  const { t } = useTranslation();
  usePageTitle(t("app.dashboard.modals.payment-response"));
  const { reference: pathReference } = useParams();
  const [searchParams] = useSearchParams();
  // Spec section 2: the reference comes in the query string; the optional path part is the fallback.
  const reference = (searchParams.get("reference") ?? pathReference ?? "").trim();
  // Before paying, the same dialog offers the ways to pay: mobile money here, or the card.
  const pay = isPlausibleReference(reference) ? null : purposeToPay(searchParams.get("pay"));

  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p={{ base: "md", sm: "xl" }}
      maw={480}
      mx="auto"
      mt={{ base: 0, sm: "xl" }}
      component="section"
      aria-labelledby="payment-result-title"
    >
      <Stack gap="md">
        <Title order={1} fz="h3" ta="center" id="payment-result-title">
          {pay ? t(`payments.pay.title_${pay}`) : t("app.dashboard.modals.payment-response")}
        </Title>
        {pay ? (
          <PayChoice purpose={pay} />
        ) : isPlausibleReference(reference) ? (
          <PaymentResult key={reference} reference={reference} />
        ) : (
          <NoPaymentResult />
        )}
      </Stack>
    </Paper>
  );
}
