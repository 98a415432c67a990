import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { NewPasswordField } from "../../../shared/forms/password-field";
import { checkNewPassword } from "../../../shared/forms/password-rules";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { TextField } from "../../../shared/forms/text-field";
import { useValidationMessage } from "../../../shared/forms/use-validation-message";
import { checkCode, cleanCode } from "../../../shared/forms/verification-code";
import { isHttpError } from "../../../shared/http/http-error";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { AUTH_PATHS } from "../auth-paths";
import { clearAfterPasswordReset, readResetToken } from "../auth-storage";
import { AuthFrame } from "../components/auth-frame";
import { SignInButton } from "../components/sign-in-button";
import { confirmPasswordReset } from "./password-api";
import type { ResetRequestedState } from "./reset-password-page";

interface Errors {
  code?: string | null;
  password?: string | null;
}

/** `/auth/confirm-reset-password`: the code that was sent and the new password. */
export function ConfirmResetPasswordPage() {
  const { t } = useTranslation();
  const http = useHttpClient();
  const cache = useCacheStore();
  const requested = useLocation().state as ResetRequestedState | null;
  const [resetToken] = useState(() => readResetToken(cache));
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const validation = useValidationMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!resetToken) return;
    const found: Errors = { code: validation(checkCode(code)), password: validation(checkNewPassword(password)) };
    setErrors(found);
    if (found.code || found.password) return;
    setSubmitting(true);
    try {
      const message = await confirmPasswordReset(http, { reset_token: resetToken, code, password });
      // Spec section 4: a successful reset clears the tokens; confirming clears the reset token.
      clearAfterPasswordReset(cache);
      setDoneMessage(message || t("auth.confirm_reset_password.done"));
    } catch (error) {
      setSubmitting(false);
      const fields = getServerFieldErrors(error);
      const isCodeRefused = isHttpError(error) && error.body?.code === "INVALID_CODE";
      setErrors({
        code: isCodeRefused
          ? (error.body?.message ?? null)
          : fields.code
            ? t("common.field_error", { field: t("common.fields.code"), reason: fields.code })
            : null,
        password: fields.password
          ? t("common.field_error", { field: t("common.fields.new_password"), reason: fields.password })
          : null,
      });
    }
  }

  if (doneMessage) {
    return (
      <AuthFrame title={t("auth.confirm_reset_password.title")}>
        <Alert color="gkf" role="status">
          {doneMessage}
        </Alert>
        <SignInButton fullWidth />
      </AuthFrame>
    );
  }

  if (!resetToken) {
    return (
      <AuthFrame title={t("auth.confirm_reset_password.title")} intro={t("auth.confirm_reset_password.no_request")}>
        <Button component={Link} to={AUTH_PATHS.resetPassword}>
          {t("auth.confirm_reset_password.start_again")}
        </Button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={t("auth.confirm_reset_password.title")}
      intro={requested?.message ?? t("auth.confirm_reset_password.intro")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            label={t("common.fields.code")}
            value={code}
            onChange={(value) => setCode(cleanCode(value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            error={errors.code}
            withAsterisk
          />
          <NewPasswordField value={password} onChange={setPassword} error={errors.password} withAsterisk />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t("auth.confirm_reset_password.submit")}
          </Button>
        </Stack>
      </form>
      <Button component={Link} to={AUTH_PATHS.resetPassword} variant="subtle" fullWidth>
        {t("auth.confirm_reset_password.start_again")}
      </Button>
    </AuthFrame>
  );
}
