import { normalizeGhanaPhone } from "@gkf/contract";
import { Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { checkEmail, checkPhone } from "../../../shared/forms/validation";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { AUTH_PATHS } from "../auth-paths";
import { storeResetToken } from "../auth-storage";
import { AuthFrame } from "../components/auth-frame";
import { ContactInput } from "../components/contact-input";
import { type LoginWith, LoginWithSwitch } from "../components/login-with-switch";
import { SignInButton } from "../components/sign-in-button";
import { requestPasswordReset } from "./password-api";

/** Passed to the confirm page: what the server said about the code it sent. */
export interface ResetRequestedState {
  message: string;
}

/** `/auth/reset-password`: ask for a reset code by e-mail or phone. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const http = useHttpClient();
  const cache = useCacheStore();
  const navigate = useNavigate();
  const [loginWith, setLoginWith] = useState<LoginWith>("email");
  const [contacts, setContacts] = useState({ email: "", tel: "" });
  const [error, setError] = useState<"required" | "email" | "tel" | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const contact = contacts[loginWith];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = loginWith === "email" ? checkEmail(contact) : checkPhone(contact);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const username = loginWith === "email" ? contact.trim() : (normalizeGhanaPhone(contact) ?? contact);
      const { reset_token, message } = await requestPasswordReset(http, username);
      storeResetToken(cache, reset_token);
      const state: ResetRequestedState = { message };
      navigate(AUTH_PATHS.confirmResetPassword, { state });
    } catch {
      // The toast says what went wrong.
      setSubmitting(false);
    }
  }

  return (
    <AuthFrame title={t("auth.reset_password.title")} intro={t("auth.reset_password.intro")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <LoginWithSwitch value={loginWith} onChange={setLoginWith} />
          <ContactInput
            loginWith={loginWith}
            value={contact}
            onChange={(value) => setContacts((current) => ({ ...current, [loginWith]: value }))}
            error={error ? t(`common.validation.${error}`) : null}
            autoComplete="username"
          />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t("auth.reset_password.submit")}
          </Button>
        </Stack>
      </form>
      <SignInButton variant="subtle" fullWidth label={t("auth.back_to_sign_in")} />
    </AuthFrame>
  );
}
