import { Button, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { paymentKeys } from "../api/payment-keys";
import { isStillPolling } from "../api/poll-delay";
import { useVerifyPaymentQuery } from "../api/verify-payment";
import { BackToProfileButton } from "./back-to-profile-button";
import { FailedPaymentResult, NotFoundResult, PendingPaymentResult } from "./payment-result-states";
import { SuccessfulPaymentResult } from "./successful-payment-result";

/** Verifies one payment and shows what happened, with the next step. */
export function PaymentResult({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const verify = useVerifyPaymentQuery(reference);
  const queryClient = useQueryClient();
  // Answers and failures both count as checks, so a lost connection cannot make the page ask for ever.
  const state = queryClient.getQueryState(paymentKeys.verify(reference));
  const checksDone = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);

  if (verify.data) {
    switch (verify.data.status) {
      case "SUCCESS":
        return <SuccessfulPaymentResult payment={verify.data} />;
      case "FAILED":
      case "ABANDONED":
        return <FailedPaymentResult payment={verify.data} />;
      case "PENDING":
        return (
          <PendingPaymentResult
            payment={verify.data}
            isPolling={isStillPolling(checksDone)}
            isChecking={verify.isFetching}
            onCheckAgain={() => void verify.refetch()}
          />
        );
    }
  }

  if (verify.isError) {
    if (isHttpError(verify.error) && verify.error.status === 404) return <NotFoundResult />;
    return (
      <Stack gap="sm" align="stretch">
        <Text fw={700} ta="center">
          {t("payments.response.check_failed_title")}
        </Text>
        <Text ta="center">{t("payments.response.check_failed")}</Text>
        <Button onClick={() => void verify.refetch()} loading={verify.isFetching}>
          {t("payments.response.check_again")}
        </Button>
        <BackToProfileButton />
      </Stack>
    );
  }

  return (
    <Stack align="center" gap="sm" py="lg" role="status">
      <Loader />
      <Text>{t("payments.response.checking")}</Text>
    </Stack>
  );
}
