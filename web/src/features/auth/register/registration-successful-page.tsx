import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Divider.css";
import { Alert, Divider, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCacheStore } from "../../../shared/services/services-context";
import { ResendActivationForm } from "../activate/resend-activation-form";
import { SmsActivationForm } from "../activate/sms-activation-form";
import { readRegisteredUser } from "../auth-storage";
import { AuthFrame } from "../components/auth-frame";
import { SignInButton } from "../components/sign-in-button";

/** `/auth/registration-successful`: where the activation message went; for SMS, the code form. */
export function RegistrationSuccessfulPage() {
  const { t } = useTranslation();
  const cache = useCacheStore();
  const [registered, setRegistered] = useState(() => readRegisteredUser(cache));
  const [isRefused, setRefused] = useState(false);

  const name = registered ? registered.first_name : "";
  const isActive = registered?.is_active === true;
  const isSms = registered?.activation_channel === "sms";

  let message: string;
  if (!registered) message = t("auth.registration_successful.unknown");
  else if (isSms) message = t("auth.registration_successful.sms_sent", { sent_to: registered.sent_to });
  else message = t("auth.registration_successful.email_sent", { sent_to: registered.sent_to });

  return (
    <AuthFrame title={t("auth.registration_successful.title")}>
      {registered && <Text fw={600}>{t("auth.registration_successful.thanks", { name })}</Text>}
      {isActive ? (
        <Stack gap="md">
          <Alert color="gkf" role="status">
            {t("auth.registration_successful.active")}
          </Alert>
          <SignInButton fullWidth />
        </Stack>
      ) : (
        <>
          <Text>{message}</Text>
          {isSms && (
            <SmsActivationForm
              withPhone={false}
              onActivated={() => setRegistered(readRegisteredUser(cache))}
              onRefused={() => setRefused(true)}
            />
          )}
          {(isRefused || !isSms) && (
            <>
              <Divider />
              <ResendActivationForm />
            </>
          )}
          <SignInButton variant="subtle" fullWidth label={t("auth.back_to_sign_in")} />
        </>
      )}
    </AuthFrame>
  );
}
