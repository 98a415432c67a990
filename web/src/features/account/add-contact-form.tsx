import "@mantine/core/styles/Input.css";
import { type ContactChannel, formatGhanaPhone, normalizeGhanaPhone, type Profile } from "@gkf/contract";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../shared/forms/password-field";
import { getServerFieldErrors } from "../../shared/forms/server-field-errors";
import { useValidationMessage } from "../../shared/forms/use-validation-message";
import { checkEmail, checkPhone, checkRequired } from "../../shared/forms/validation";
import { isHttpError } from "../../shared/http/http-error";
import { notifySuccess } from "../../shared/notifications/notify";
import { CardSection } from "../../shared/ui/titled-section";
import { useAddContact, useConfirmNewContact, useResendNewContactCode } from "./account-api";

const CODE_SHAPE = /^\d{6}$/;

interface Errors {
  value?: string | null;
  current_password?: string | null;
  code?: string | null;
}

/** The contact an account may add: the one it does not sign in with, until that one is confirmed. */
export function contactToAdd(profile: Profile): ContactChannel | null {
  const channel = profile.login_with === "email" ? "tel" : "email";
  const confirmed = channel === "tel" ? profile.tel_verified : profile.email_verified;
  return confirmed ? null : channel;
}

/**
 * "Add a phone number" (an e-mail account) or "Add an e-mail" (a phone account): the address and
 * the password, then the code sent to the new address (decision 76). The server's refusals are
 * shown at their field; the card goes once the profile has the confirmed address.
 */
export function AddContactForm({ channel }: { channel: ContactChannel }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const add = useAddContact();
  const resend = useResendNewContactCode();
  const confirm = useConfirmNewContact();
  const [value, setValue] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const texts = `account.add_contact.${channel}` as const;
  const label = t(`${texts}.label`);

  // The code field is where the member goes next: focus it when the code has been sent.
  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

  /** A refusal explained at its field: the form's own words for the codes it knows, else the server's reason. */
  function fieldErrors(error: unknown): Errors {
    const body = isHttpError(error) ? error.body : null;
    if (body?.code === "REAUTHENTICATION_REQUIRED")
      return { current_password: t("account.add_contact.wrong_password") };
    if (body?.code === "DUPLICATE_ACCOUNT") return { value: t("account.add_contact.taken") };
    if (body?.code === "INVALID_CODE") return { code: t("account.add_contact.wrong_code") };
    const fields = getServerFieldErrors(error);
    const reason = (field: string, fieldLabel: string) =>
      fields[field] ? t("common.field_error", { field: fieldLabel, reason: fields[field] }) : null;
    return {
      value: reason("value", label) ?? reason("channel", label),
      current_password: reason("current_password", t("account.add_contact.password")),
      code: reason("code", t("account.add_contact.code_label")),
    };
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      value: validation(channel === "tel" ? checkPhone(value) : checkEmail(value)),
      current_password: validation(checkRequired(password)),
    };
    setErrors(found);
    if (found.value || found.current_password) return;
    // After mutateAsync (here and below), not in mutate's own callbacks, which a second tap would
    // replace; once confirmed, the profile read again takes the card away before them.
    add.mutateAsync({ channel, value: value.trim(), current_password: password }).then(
      (answer) => {
        setPassword("");
        setCode("");
        setResentTo(null);
        setSentTo(answer.sent_to);
      },
      (error: unknown) => setErrors(fieldErrors(error)),
    );
  }

  function confirmCode(event: FormEvent) {
    event.preventDefault();
    if (!CODE_SHAPE.test(code.trim())) {
      setErrors({ code: validation("code") });
      return;
    }
    setErrors({});
    confirm.mutateAsync({ channel, code: code.trim() }).then(
      (profile) => {
        const added = channel === "tel" ? formatGhanaPhone(profile.tel ?? "") : (profile.email ?? "");
        void notifySuccess({
          title: t(`${texts}.added_title`),
          message: t("account.add_contact.added_message", { contact: added }),
        });
      },
      (error: unknown) => {
        const found = fieldErrors(error);
        // Taken meanwhile: back to the address, with the reason under it.
        if (found.value) setSentTo(null);
        setErrors(found);
      },
    );
  }

  function sendNewCode() {
    setErrors({});
    resend.mutateAsync(channel).then(
      (answer) => {
        setCode("");
        setResentTo(answer.sent_to);
        codeInput.current?.focus();
      },
      () => undefined,
    );
  }

  const headingId = `add-${channel}-heading`;
  return (
    <CardSection id={headingId} title={t(`${texts}.title`)} intro={t(`${texts}.intro`)}>
      {sentTo === null ? (
        <form onSubmit={sendCode} noValidate>
          <Stack gap="md">
            <TextInput
              size="md"
              label={label}
              type={channel === "tel" ? "tel" : "email"}
              inputMode={channel === "tel" ? "tel" : "email"}
              autoComplete={channel === "tel" ? "tel-national" : "email"}
              placeholder={channel === "tel" ? "024 123 4567" : undefined}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              onBlur={() => {
                const phone = channel === "tel" ? normalizeGhanaPhone(value) : null;
                if (phone) setValue(formatGhanaPhone(phone));
              }}
              error={errors.value}
              withAsterisk
            />
            <PasswordField
              label={t("account.add_contact.password")}
              description={t("account.add_contact.password_hint")}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              error={errors.current_password}
              withAsterisk
            />
            <Button type="submit" loading={add.isPending} fullWidth>
              {t("account.add_contact.send_code")}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={confirmCode} noValidate>
          <Stack gap="md">
            <Text size="sm" role="status">
              {resentTo
                ? t("account.add_contact.resent", { sent_to: resentTo })
                : t("account.add_contact.code_sent", { sent_to: sentTo })}
            </Text>
            <TextInput
              ref={codeInput}
              size="md"
              label={t("account.add_contact.code_label")}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={errors.code}
              withAsterisk
              maw={240}
            />
            <Button type="submit" loading={confirm.isPending} fullWidth>
              {t("account.add_contact.confirm")}
            </Button>
            <Group gap="xs">
              <Button variant="light" loading={resend.isPending} onClick={sendNewCode}>
                {t("account.add_contact.resend")}
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  setErrors({});
                  setSentTo(null);
                }}
              >
                {t("account.add_contact.cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </CardSection>
  );
}
