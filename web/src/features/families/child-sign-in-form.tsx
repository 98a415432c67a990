import { type Child, LOGIN_WITH } from "@gkf/contract";
import { Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceSwitch } from "../../shared/forms/choice-switch";
import { FormActions } from "../../shared/forms/form-actions";
import { PasswordField } from "../../shared/forms/password-field";
import { getServerFieldErrors } from "../../shared/forms/server-field-errors";
import { TextField } from "../../shared/forms/text-field";
import { isHttpError } from "../../shared/http/http-error";
import { notifySuccess } from "../../shared/notifications/notify";
import { useCreateChildSignIn } from "./families-api";

type LoginWith = (typeof LOGIN_WITH)[number];

/** A child of 13–17 gets their own sign-in (POST /my-account/children/:id/sign-in). */
export function ChildSignInForm({ child, onDone }: { child: Child; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateChildSignIn(child.id);
  const [loginWith, setLoginWith] = useState<LoginWith>("tel");
  const [contact, setContact] = useState("");
  const [password, setPassword] = useState("");
  const fields = getServerFieldErrors(create.error);
  const contactLabel = t(`families.sign_in.${loginWith}`);
  const passwordLabel = t("families.sign_in.password");
  const fieldError = (field: string, label: string) =>
    fields[field] ? t("common.field_error", { field: label, reason: fields[field] }) : null;
  const refusal =
    create.isError && Object.keys(fields).length === 0
      ? isHttpError(create.error) && create.error.body
        ? create.error.body.message
        : t("common.http_errors.generic_message")
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Not mutate's own onSuccess: the children's refetch says the child has a sign-in now, which
    // takes this form away, and an unmounted caller's callbacks never run. A failure shows above.
    create.mutateAsync({ login_with: loginWith, [loginWith]: contact.trim(), password }).then(
      () => {
        void notifySuccess({
          title: t("families.sign_in.done_title"),
          message: t("families.sign_in.done", { name: child.first_name }),
        });
        onDone();
      },
      () => undefined,
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{t("families.sign_in.title", { name: child.first_name })}</Text>
        <Text size="sm" c="dimmed">
          {t("families.sign_in.intro")}
        </Text>
        <ChoiceSwitch
          label={t("families.sign_in.login_with")}
          value={loginWith}
          onChange={setLoginWith}
          choices={LOGIN_WITH.map((value) => ({ value, label: t(`families.sign_in.${value}`) }))}
        />
        <TextField
          label={contactLabel}
          type={loginWith === "email" ? "email" : "tel"}
          value={contact}
          onChange={setContact}
          error={fieldError(loginWith, contactLabel)}
          withAsterisk
        />
        <PasswordField
          label={passwordLabel}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          error={fieldError("password", passwordLabel)}
          withAsterisk
        />
        <FormActions
          refusal={refusal}
          submitLabel={t("families.sign_in.submit")}
          submitting={create.isPending}
          cancelLabel={t("families.add.cancel")}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
