import type { TfaSetupResponse } from "@gkf/contract";
import { Stack, Text } from "@mantine/core";
import encodeQR from "qr";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../shared/forms/form-actions";
import { TextField } from "../../shared/forms/text-field";
import { useValidationMessage } from "../../shared/forms/use-validation-message";
import { checkCode, cleanCode } from "../../shared/forms/verification-code";
import { isHttpError } from "../../shared/http/http-error";
import { useTfaEnable } from "./tfa-api";

/** The key as people type it into an app: groups of four letters. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The otpauth:// address as a QR code, an SVG in a data: address (the page's CSP allows data: images). */
function qrImage(otpauthUrl: string): string {
  return `data:image/svg+xml,${encodeURIComponent(encodeQR(otpauthUrl, "svg", { ecc: "medium", border: 2 }))}`;
}

/**
 * Setting up the app (issue 17): the QR code of the otpauth:// address and the key as text, then
 * the app's current code turns two-step sign-in on; the recovery codes come back.
 */
export function TfaSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TfaSetupResponse;
  onEnabled: (codes: readonly string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const enable = useTfaEnable();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const image = useMemo(() => qrImage(setup.otpauth_url), [setup.otpauth_url]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkCode(code);
    setError(problem === "code" ? t("account.tfa.wrong_code") : validation(problem));
    if (problem) return;
    // Not mutate's own callbacks: they never ran once the member had cancelled (the form unmounts),
    // and two-step sign-in was on with its recovery codes never shown. The codes are shown once, so
    // they are shown whenever the answer lands (the card, still there, switches to them).
    enable.mutateAsync(code).then(
      (answer) => onEnabled(answer.recovery_codes),
      (failure: unknown) => {
        if (isHttpError(failure) && failure.body?.code === "INVALID_CODE") setError(t("account.tfa.wrong_code"));
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("account.tfa.scan")}</Text>
        <img
          src={image}
          alt={t("account.tfa.qr_alt")}
          width={200}
          height={200}
          style={{ background: "white", alignSelf: "center" }}
        />
        <div>
          <Text size="sm" fw={500}>
            {t("account.tfa.secret_label")}
          </Text>
          <Text ff="monospace" fz="md" data-testid="tfa-secret" style={{ overflowWrap: "anywhere" }}>
            {groupSecret(setup.secret)}
          </Text>
        </div>
        <Text size="sm">{t("account.tfa.enter_code")}</Text>
        <TextField
          label={t("account.tfa.code_label")}
          value={code}
          onChange={(value) => setCode(cleanCode(value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          error={error}
          withAsterisk
        />
        <FormActions
          submitLabel={t("account.tfa.enable")}
          submitting={enable.isPending}
          cancelLabel={t("account.tfa.cancel")}
          onCancel={onCancel}
          cancelVariant="default"
        />
      </Stack>
    </form>
  );
}
