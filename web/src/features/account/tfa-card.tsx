import type { Profile, TfaSetupResponse } from "@gkf/contract";
import { Button, Group, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../shared/forms/form-actions";
import { PasswordField } from "../../shared/forms/password-field";
import { TextField } from "../../shared/forms/text-field";
import { useValidationMessage } from "../../shared/forms/use-validation-message";
import { checkRequired } from "../../shared/forms/validation";
import { isHttpError } from "../../shared/http/http-error";
import { notifySuccess } from "../../shared/notifications/notify";
import { CardSection } from "../../shared/ui/titled-section";
import { useOpening } from "../../shared/ui/use-opening";
import { RecoveryCodesPanel } from "./recovery-codes";
import { useNewRecoveryCodes, useTfaDisable, useTfaSetup } from "./tfa-api";
import { TfaSetup } from "./tfa-setup";

type Step =
  | { kind: "idle" }
  | { kind: "setup"; setup: TfaSetupResponse }
  | { kind: "codes"; codes: readonly string[] }
  | { kind: "new-codes" }
  | { kind: "turn-off" };

/**
 * "Two-step sign-in" (issue 17): off → Turn on → QR code and key → the app's code → the recovery
 * codes, shown once. On → new recovery codes (a code) or Turn off (password and a code), which
 * staff do not get: their grants require it, and the control panel sends them here until it is on.
 */
export function TfaCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const setup = useTfaSetup();
  const isOn = Boolean(profile.tfa_enabled);
  const isStaff = profile.staff_roles.length > 0;
  const idle = () => setStep({ kind: "idle" });

  function body() {
    switch (step.kind) {
      case "setup":
        return (
          <TfaSetup
            setup={step.setup}
            onCancel={idle}
            onEnabled={(codes) => {
              setStep({ kind: "codes", codes });
              void notifySuccess({ title: t("account.tfa.enabled_title"), message: t("account.tfa.status_on") });
            }}
          />
        );
      case "codes":
        return <RecoveryCodesPanel codes={step.codes} onDone={idle} />;
      case "new-codes":
        return <NewCodesForm onCancel={idle} onCodes={(codes) => setStep({ kind: "codes", codes })} />;
      case "turn-off":
        return <TurnOffForm onDone={idle} />;
      default:
        return isOn ? (
          <Stack gap="sm">
            <Text size="sm" role="status">
              {t("account.tfa.status_on")}
            </Text>
            {isStaff && <Text size="sm">{t("account.tfa.staff_keep")}</Text>}
            <Group gap="sm">
              <Button variant="default" onClick={() => setStep({ kind: "new-codes" })}>
                {t("account.tfa.new_codes")}
              </Button>
              {!isStaff && (
                <Button variant="default" color="red" onClick={() => setStep({ kind: "turn-off" })}>
                  {t("account.tfa.turn_off")}
                </Button>
              )}
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t("account.tfa.intro_off")}</Text>
            {isStaff && (
              <Text size="sm" fw={700} role="alert">
                {t("account.tfa.staff_required")}
              </Text>
            )}
            <Group>
              <Button
                loading={setup.isPending}
                onClick={() =>
                  // After mutateAsync, not in mutate's own callbacks, which a second tap would replace.
                  setup.mutateAsync().then(
                    (answer) => setStep({ kind: "setup", setup: answer }),
                    () => undefined,
                  )
                }
              >
                {t("account.tfa.turn_on")}
              </Button>
            </Group>
          </Stack>
        );
    }
  }

  return (
    <CardSection id="tfa-card-title" title={t("account.tfa.title")}>
      {body()}
    </CardSection>
  );
}

/** A code from the app (or a recovery code): a new set of recovery codes replaces the old. */
function NewCodesForm({ onCancel, onCodes }: { onCancel: () => void; onCodes: (codes: readonly string[]) => void }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const newCodes = useNewRecoveryCodes();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validation(checkRequired(code));
    setError(problem);
    if (problem) return;
    // Not mutate's own callbacks: they never ran once the member had cancelled (the form unmounts),
    // and the old codes were replaced by new ones never shown. The codes are shown once, so they are
    // shown whenever the answer lands (the card, still there, switches to them).
    newCodes.mutateAsync(code.trim()).then(
      (answer) => {
        onCodes(answer.recovery_codes);
        void notifySuccess({ title: t("account.tfa.new_codes_title"), message: t("account.tfa.codes_intro") });
      },
      (failure: unknown) => {
        if (isHttpError(failure) && failure.body?.code === "INVALID_CODE") setError(t("account.tfa.wrong_code"));
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("account.tfa.new_codes_intro")}</Text>
        <AnyCodeField code={code} onChange={setCode} error={error} autoFocus />
        <FormActions
          submitLabel={t("account.tfa.new_codes_submit")}
          submitting={newCodes.isPending}
          cancelLabel={t("account.tfa.cancel")}
          onCancel={onCancel}
          cancelVariant="default"
        />
      </Stack>
    </form>
  );
}

/** The app's current code or a recovery code: spaces dropped, at most 12 characters. */
function AnyCodeField({
  code,
  onChange,
  error,
  autoFocus = false,
}: {
  code: string;
  onChange: (code: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("account.tfa.any_code_label")}
      value={code}
      onChange={(value) => onChange(value.replace(/\s/g, "").slice(0, 12))}
      autoComplete="one-time-code"
      error={error}
      withAsterisk
      autoFocus={autoFocus}
    />
  );
}

/** Password and a code turn it off (members only: the button is not shown to staff, and the server refuses them). */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const disable = useTfaDisable();
  const opening = useOpening();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ password?: string | null; code?: string | null }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { password: validation(checkRequired(password)), code: validation(checkRequired(code)) };
    setErrors(found);
    if (found.password || found.code) return;
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never ran once the member had cancelled (the form unmounts),
    // and the toast was lost although two-step sign-in was off. A late answer closes nothing opened
    // since.
    disable.mutateAsync({ password, code: code.trim() }).then(
      () => {
        if (stillOpen()) onDone();
        void notifySuccess({ title: t("account.tfa.turned_off_title"), message: t("account.tfa.intro_off") });
      },
      (failure: unknown) => {
        const reason = isHttpError(failure) ? failure.body?.code : undefined;
        if (reason === "REAUTHENTICATION_REQUIRED") setErrors({ password: t("account.tfa.wrong_password") });
        if (reason === "INVALID_CODE") setErrors({ code: t("account.tfa.wrong_code") });
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("account.tfa.turn_off_intro")}</Text>
        <PasswordField
          label={t("account.tfa.password")}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={errors.password}
          withAsterisk
        />
        <AnyCodeField code={code} onChange={setCode} error={errors.code} />
        <FormActions
          submitLabel={t("account.tfa.turn_off_submit")}
          submitting={disable.isPending}
          cancelLabel={t("account.tfa.cancel")}
          onCancel={onDone}
          cancelVariant="default"
          danger
        />
      </Stack>
    </form>
  );
}
