import "@mantine/core/styles/Input.css";
import {
  formatGhanaPhone,
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyCharge,
  type MobileMoneyNetwork,
  normalizeGhanaPhone,
  type PaymentPurpose,
  suggestMobileMoneyNetwork,
} from "@gkf/contract";
import { Button, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/forms/select-field";
import { isHttpError } from "../../../shared/http/http-error";
import { WRAPPING_BUTTON } from "../../../shared/ui/wrapping-button";
import { useStartMobileMoney } from "../api/mobile-money";

interface Props {
  purpose: PaymentPurpose;
  amount: string | null;
  suggestedPhone: string | null;
  suggestedNetwork: MobileMoneyNetwork | null;
  onStarted: (charge: MobileMoneyCharge) => void;
}

/** The wallet number (prefilled with the member's confirmed phone) and its network. */
export function MobileMoneyForm({ purpose, amount, suggestedPhone, suggestedNetwork, onStarted }: Props) {
  const { t } = useTranslation();
  const start = useStartMobileMoney();
  const [phone, setPhone] = useState(suggestedPhone ? formatGhanaPhone(suggestedPhone) : "");
  const [network, setNetwork] = useState<MobileMoneyNetwork | "">(suggestedNetwork ?? "");
  const [networkTouched, setNetworkTouched] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; network?: string }>({});

  function changePhone(value: string) {
    setPhone(value);
    setErrors((current) => ({ ...current, phone: undefined }));
    // Numbers are portable: the prefix only suggests the network until the member picks one.
    const suggestion = suggestMobileMoneyNetwork(normalizeGhanaPhone(value));
    if (!networkTouched && suggestion) setNetwork(suggestion);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const e164 = normalizeGhanaPhone(phone);
    const found = {
      phone: e164 ? undefined : t("payments.pay.wallet_invalid"),
      network: network ? undefined : t("payments.pay.network_required"),
    };
    setErrors(found);
    if (!e164 || !network) return;
    // Not mutate's own callbacks: a second tap before the first answer replaced them. A prompt sent
    // to the member's phone is always followed (its panel shows), whichever tap it answers.
    start.mutateAsync({ purpose, phone: e164, network }).then(onStarted, (error: unknown) => {
      if (!isHttpError(error) || (error.status !== 422 && error.status !== 400)) return;
      // 422: the network refused the wallet (the sentence names it); 400: the field's reason.
      setErrors({ phone: (error.status === 400 ? error.body?.fields?.phone : undefined) ?? error.body?.message });
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("payments.pay.wallet")}
          description={t("payments.pay.wallet_hint")}
          value={phone}
          onChange={(event) => changePhone(event.currentTarget.value)}
          error={errors.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          size="md"
          required
        />
        <SelectField
          label={t("payments.pay.network")}
          value={network}
          onChange={(value) => {
            setNetworkTouched(true);
            setNetwork(value as MobileMoneyNetwork | "");
            setErrors((current) => ({ ...current, network: undefined }));
          }}
          error={errors.network}
          placeholder={t("payments.pay.network_choose")}
          options={MOBILE_MONEY_NETWORKS.map((value) => ({ value, label: t(`payments.pay.networks.${value}`) }))}
          required
        />
        <Button styles={WRAPPING_BUTTON} type="submit" loading={start.isPending}>
          {amount ? t("payments.pay.pay_mobile_money", { amount }) : t("payments.pay.pay_mobile_money_no_amount")}
        </Button>
      </Stack>
    </form>
  );
}
