import "@mantine/core/styles/Alert.css";
import { normalizeGhanaPhone } from "@gkf/contract";
import { Alert, Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPhoneInput } from "../../../shared/forms/input-mask";
import { TextField } from "../../../shared/forms/text-field";
import { useValidationMessage } from "../../../shared/forms/use-validation-message";
import { checkPhone, type ValidationKey } from "../../../shared/forms/validation";
import { checkCode, cleanCode } from "../../../shared/forms/verification-code";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { storeActivationResult } from "../auth-storage";
import { activateBySms } from "./activation-api";

interface SmsActivationFormProps {
  /** Ask for the phone number too: on another device than the one that registered. */
  withPhone: boolean;
  onActivated: () => void;
  /** The code activated nothing: the page offers a new one. */
  onRefused: () => void;
}

/** The 6-digit activation code sent by SMS (PATCH /my-account/activate/account-by-sms). */
export function SmsActivationForm({ withPhone, onActivated, onRefused }: SmsActivationFormProps) {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const http = useHttpClient();
  const cache = useCacheStore();
  const [code, setCode] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<{ code?: ValidationKey | null; phone?: ValidationKey | null }>({});
  const [outcome, setOutcome] = useState<"refused" | "failed" | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { code: checkCode(code), phone: withPhone && phone !== "" ? checkPhone(phone) : null };
    setErrors(found);
    if (found.code || found.phone) return;
    setSubmitting(true);
    setOutcome(null);
    try {
      const username = withPhone && phone !== "" ? (normalizeGhanaPhone(phone) ?? undefined) : undefined;
      const result = await activateBySms(http, code, username);
      // Spec section 4: the cached is_active follows the answer.
      storeActivationResult(cache, result === "activated");
      if (result === "activated") {
        onActivated();
        return;
      }
      setOutcome("refused");
      onRefused();
    } catch {
      setOutcome("failed");
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {outcome && (
          <Alert color="red" role="alert">
            {outcome === "refused" ? t("auth.activate.invalid_code") : t("auth.activate.failed")}
          </Alert>
        )}
        <TextField
          label={t("common.fields.code")}
          value={code}
          onChange={(value) => setCode(cleanCode(value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          error={validationMessage(errors.code)}
          withAsterisk
        />
        {withPhone && (
          <TextField
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t("auth.activate.sms_username")}
            description={t("auth.activate.sms_username_hint")}
            placeholder={t("common.fields.tel_placeholder")}
            value={phone}
            onChange={(value) => setPhone(formatPhoneInput(value))}
            error={validationMessage(errors.phone)}
          />
        )}
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t("auth.activate.sms_submit")}
        </Button>
      </Stack>
    </form>
  );
}
