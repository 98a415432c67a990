import "@mantine/core/styles/Input.css";
import { formatGhanaPhone, formatMoney, type MobileMoneyCharge } from "@gkf/contract";
import { Button, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isHttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { WRAPPING_BUTTON } from "../../../shared/ui/wrapping-button";
import { useCancelMobileMoney, useSubmitMobileMoneyOtp } from "../api/mobile-money";
import { paymentKeys } from "../api/payment-keys";
import { nextPromptPollDelay } from "../api/poll-delay";
import { verifyPayment } from "../api/verify-payment";
import { DetailList } from "../components/detail-list";
import { Outcome } from "../response/outcome";

/** Where a payment's outcome is shown, as after the provider's checkout. */
export const paymentResponsePath = (reference: string) =>
  `/dashboard/modals/payment-response?${new URLSearchParams({ reference })}`;

interface Props {
  charge: MobileMoneyCharge;
  onChange: (charge: MobileMoneyCharge) => void;
  onStartOver: () => void;
}

/**
 * "Approve the payment on your phone": follows the prompt with verify, waiting longer each time
 * (the provider's webhook may settle it first; verify then just reads it), and lands on the
 * payment result once the provider has decided. Some networks first send a voucher code.
 */
export function PromptPanel({ charge, onChange, onStartOver }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const http = useHttpClient();
  const cancel = useCancelMobileMoney();
  const awaitingOtp = charge.next_step === "enter_otp";
  const queryClient = useQueryClient();
  const followKey = [...paymentKeys.all, "prompt", charge.reference] as const;
  const follow = useQuery({
    queryKey: followKey,
    queryFn: ({ signal }) => verifyPayment(http, charge.reference, signal),
    enabled: !awaitingOtp && charge.status === "PENDING",
    staleTime: 0,
    retry: 1,
    refetchInterval: (query) =>
      query.state.data?.status === "PENDING" || query.state.data === undefined
        ? nextPromptPollDelay(query.state.dataUpdateCount + query.state.errorUpdateCount)
        : false,
  });
  const decided = charge.status !== "PENDING" ? charge.status : follow.data?.status;
  // Answers and failures both count, so a lost connection cannot make the page ask for ever.
  const state = queryClient.getQueryState(followKey);
  const checksDone = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  const stillAsking = follow.isFetching || nextPromptPollDelay(checksDone) !== false;

  useEffect(() => {
    if (decided && decided !== "PENDING") void navigate(paymentResponsePath(charge.reference));
  }, [decided, charge.reference, navigate]);

  function startOver() {
    // The provider is asked first: a prompt approved meanwhile is shown as paid, not dropped.
    // After mutateAsync, not in mutate's own callbacks, which a second tap would replace.
    cancel.mutateAsync(charge.reference).then(
      (closed) => (closed.status === "SUCCESS" ? onChange(closed) : onStartOver()),
      () => undefined,
    );
  }

  const details = (
    <DetailList
      rows={[
        [t(`payments.purposes.${charge.purpose}`), formatMoney(charge.amount, charge.currency)],
        [
          t("payments.pay.wallet"),
          `${formatGhanaPhone(charge.phone)} · ${t(`payments.pay.networks.${charge.network}`)}`,
        ],
        [t("payments.labels.reference"), charge.reference],
      ]}
    />
  );

  if (awaitingOtp) {
    return (
      <Stack gap="md">
        <Outcome kind="pending" title={t("payments.pay.otp_title")}>
          <Text ta="center">{charge.display_text ?? t("payments.pay.otp_text")}</Text>
        </Outcome>
        <OtpForm reference={charge.reference} onAnswered={onChange} />
        {details}
        <Button styles={WRAPPING_BUTTON} variant="subtle" onClick={startOver} loading={cancel.isPending}>
          {t("payments.pay.use_other")}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Outcome kind="pending" title={t("payments.pay.approve_title")}>
        <Text ta="center">
          {t("payments.pay.approve_text", {
            amount: formatMoney(charge.amount, charge.currency),
            phone: formatGhanaPhone(charge.phone),
          })}
        </Text>
        {charge.display_text && (
          <Text ta="center" size="sm" c="dimmed">
            {charge.display_text}
          </Text>
        )}
      </Outcome>
      {stillAsking ? (
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text ta="center" size="sm">
            {t("payments.pay.waiting")}
          </Text>
        </Stack>
      ) : (
        <Text ta="center" size="sm" role="status">
          {t("payments.pay.still_waiting")}
        </Text>
      )}
      {details}
      {!stillAsking && (
        <Button styles={WRAPPING_BUTTON} onClick={() => void follow.refetch()} loading={follow.isFetching}>
          {t("payments.pay.check_again")}
        </Button>
      )}
      <Button styles={WRAPPING_BUTTON} variant="light" onClick={startOver} loading={cancel.isPending}>
        {t("payments.pay.use_other")}
      </Button>
    </Stack>
  );
}

function OtpForm({ reference, onAnswered }: { reference: string; onAnswered: (charge: MobileMoneyCharge) => void }) {
  const { t } = useTranslation();
  const submitOtp = useSubmitMobileMoneyOtp();
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[0-9A-Za-z]{4,12}$/.test(otp.trim())) {
      setError(t("payments.pay.otp_invalid"));
      return;
    }
    // After mutateAsync, not in mutate's own callbacks, which a second tap would replace.
    submitOtp.mutateAsync({ reference, otp: otp.trim() }).then(onAnswered, (failure: unknown) => {
      if (isHttpError(failure)) setError(failure.body?.fields?.otp ?? failure.body?.message);
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("payments.pay.otp_label")}
          value={otp}
          onChange={(event) => {
            setOtp(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          size="md"
          required
        />
        <Button styles={WRAPPING_BUTTON} type="submit" loading={submitOtp.isPending}>
          {t("payments.pay.otp_submit")}
        </Button>
      </Stack>
    </form>
  );
}
