import { Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NewPasswordField, PasswordField } from "../../shared/forms/password-field";
import { checkNewPassword } from "../../shared/forms/password-rules";
import { getServerFieldErrors } from "../../shared/forms/server-field-errors";
import { useValidationMessage } from "../../shared/forms/use-validation-message";
import { notifySuccess } from "../../shared/notifications/notify";
import { CardSection } from "../../shared/ui/titled-section";
import { useChangePassword } from "./account-api";

interface Errors {
  current_password?: string | null;
  new_password?: string | null;
}

/**
 * Current and new password; the server signs out every other session. The password fields are
 * the login page's (shared/forms), so the Show/Hide button is the same everywhere (issue 12).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const validation = useValidationMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      current_password: validation(currentPassword === "" ? "required" : null),
      new_password: validation(checkNewPassword(newPassword)),
    };
    setErrors(found);
    if (found.current_password || found.new_password) return;
    // Not mutate's own callbacks: they never run once the member has left the page, and the toast
    // was lost although the password was changed.
    changePassword.mutateAsync({ current_password: currentPassword, new_password: newPassword }).then(
      (message) => {
        setCurrentPassword("");
        setNewPassword("");
        void notifySuccess({ title: t("account.password.changed_title"), message });
      },
      (error: unknown) => {
        const fields = getServerFieldErrors(error);
        const reason = (field: keyof Errors, label: string) =>
          fields[field] ? t("common.field_error", { field: label, reason: fields[field] }) : null;
        setErrors({
          current_password: reason("current_password", t("account.password.current")),
          new_password: reason("new_password", t("common.fields.new_password")),
        });
      },
    );
  }

  return (
    <CardSection id="account-password" title={t("account.password.title")} intro={t("account.password.intro")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t("account.password.current")}
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
            error={errors.current_password}
            withAsterisk
          />
          <NewPasswordField value={newPassword} onChange={setNewPassword} error={errors.new_password} withAsterisk />
          <Button type="submit" loading={changePassword.isPending} fullWidth>
            {t("account.password.submit")}
          </Button>
        </Stack>
      </form>
    </CardSection>
  );
}
