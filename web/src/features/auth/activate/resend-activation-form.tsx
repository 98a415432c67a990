import "@mantine/core/styles/Alert.css";
import { normalizeGhanaPhone } from "@gkf/contract";
import { Alert, Button, Stack, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../shared/forms/text-field";
import { checkRequired } from "../../../shared/forms/validation";
import { useHttpClient } from "../../../shared/services/services-context";
import { resendActivation } from "./activation-api";

/** E-mail addresses go as typed; anything that reads as a Ghana number goes in E.164. */
function toUsername(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes("@") ? trimmed : (normalizeGhanaPhone(trimmed) ?? trimmed);
}

/** "Get a new activation message": POST /auth/resend-activation {username}. */
export function ResendActivationForm() {
  const { t } = useTranslation();
  const http = useHttpClient();
  const [username, setUsername] = useState("");
  const [error, setError] = useState<"required" | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkRequired(username);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      setMessage(await resendActivation(http, toUsername(username)));
    } catch {
      // The toast says what went wrong.
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t("auth.activate.resend_title")}
        </Title>
        {message && (
          <Alert color="gkf" role="status">
            {message}
          </Alert>
        )}
        <TextField
          label={t("auth.activate.resend_username")}
          value={username}
          onChange={setUsername}
          autoComplete="username"
          autoCapitalize="none"
          error={error ? t(`common.validation.${error}`) : null}
          withAsterisk
        />
        <Button type="submit" variant="light" fullWidth loading={isSubmitting}>
          {t("auth.activate.resend_submit")}
        </Button>
      </Stack>
    </form>
  );
}
