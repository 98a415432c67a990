import { normalizeGhanaPhone } from "@gkf/contract";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { PasswordField } from "../../../shared/forms/password-field";
import { checkEmail, checkPhone, checkRequired } from "../../../shared/forms/validation";
import { isHttpError } from "../../../shared/http/http-error";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { AUTH_PATHS } from "../auth-paths";
import { storeChallenge, storeSignedIn } from "../auth-storage";
import { AuthFrame } from "../components/auth-frame";
import { ContactInput } from "../components/contact-input";
import { type LoginWith, LoginWithSwitch } from "../components/login-with-switch";
import { forgetRedirect, getRedirectAfterLogin, rememberRedirect } from "../redirect-after-login";
import { login, resendActivation } from "./login-api";

/** ACCOUNT_ERROR_CODES.ACCOUNT_NOT_ACTIVE, written out: the contract's accounts.ts would bring Zod along. */
const ACCOUNT_NOT_ACTIVE = "ACCOUNT_NOT_ACTIVE";

interface Errors {
  username?: "required" | "email" | "tel" | null;
  password?: "required" | null;
}

/** `/auth/login`: e-mail or phone and password; a new device continues at the verify page. */
export function LoginPage() {
  const { t } = useTranslation();
  const http = useHttpClient();
  const cache = useCacheStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();

  const [loginWith, setLoginWith] = useState<LoginWith>("email");
  const [contacts, setContacts] = useState({ email: "", tel: "" });
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [inactiveUsername, setInactiveUsername] = useState<string | null>(null);
  const [resendMessage, setResendMessage] = useState<string | null>(null);

  useEffect(() => rememberRedirect(search), [search]);

  const contact = contacts[loginWith];
  const message = (key: Errors[keyof Errors]) => (key ? t(`common.validation.${key}`) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      username: loginWith === "email" ? checkEmail(contact) : checkPhone(contact),
      password: checkRequired(password),
    };
    setErrors(found);
    if (found.username || found.password) return;

    const username = loginWith === "email" ? contact.trim() : (normalizeGhanaPhone(contact) ?? contact);
    setSubmitting(true);
    setInactiveUsername(null);
    setResendMessage(null);
    try {
      const answer = await login(http, username, password);
      if (answer.kind === "challenge") {
        storeChallenge(cache, answer.verifyUser);
        // The redirect query travels on to the verify page.
        navigate(`${AUTH_PATHS.verify}${search}`);
        return;
      }
      // Another person's data must not show from memory after a new sign-in on this device.
      queryClient.clear();
      storeSignedIn(cache, answer.auth);
      forgetRedirect();
      navigate(getRedirectAfterLogin(search), { replace: true });
    } catch (error) {
      // The toast (error title, message and action) comes from the app's HTTP error handler.
      if (isHttpError(error) && error.body?.code === ACCOUNT_NOT_ACTIVE) {
        setInactiveUsername(username);
      }
      setSubmitting(false);
    }
  }

  async function resend() {
    if (!inactiveUsername) return;
    try {
      setResendMessage(await resendActivation(http, inactiveUsername));
    } catch {
      // The toast says what went wrong.
    }
  }

  return (
    <AuthFrame title={t("auth.login.title")} intro={t("auth.login.intro")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <LoginWithSwitch value={loginWith} onChange={setLoginWith} />
          <ContactInput
            loginWith={loginWith}
            value={contact}
            onChange={(value) => setContacts((current) => ({ ...current, [loginWith]: value }))}
            error={message(errors.username)}
            autoComplete="username"
          />
          <PasswordField
            label={t("common.fields.password")}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={message(errors.password)}
            withAsterisk
          />
          <Anchor component={Link} to={AUTH_PATHS.resetPassword} size="sm">
            {t("auth.login.forgot_password")}
          </Anchor>
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t("auth.login.submit")}
          </Button>
        </Stack>
      </form>

      {inactiveUsername && (
        <Stack gap="xs" role="status">
          <Text size="sm">{resendMessage ?? t("auth.login.not_active")}</Text>
          {!resendMessage && (
            <Group gap="xs">
              <Button variant="light" size="xs" onClick={resend}>
                {t("auth.login.resend")}
              </Button>
              {loginWith === "tel" && (
                <Button component={Link} to={AUTH_PATHS.activate} variant="subtle" size="xs">
                  {t("auth.login.enter_code")}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}

      <Text size="sm" ta="center">
        {t("auth.login.no_account")}{" "}
        <Anchor component={Link} to={AUTH_PATHS.register}>
          {t("common.actions.create_account")}
        </Anchor>
      </Text>
    </AuthFrame>
  );
}
