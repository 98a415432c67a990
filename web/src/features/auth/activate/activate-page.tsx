import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Divider.css";
import { Alert, Button, Center, Divider, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { storeActivationResult } from "../auth-storage";
import { AuthFrame } from "../components/auth-frame";
import { SignInButton } from "../components/sign-in-button";
import { activateByEmail } from "./activation-api";
import { ResendActivationForm } from "./resend-activation-form";
import { SmsActivationForm } from "./sms-activation-form";

/**
 * `/auth/activate/:token`: the link of the activation e-mail, activated on load.
 * `/auth/activate`: the SMS code form, for a code that arrived by text message.
 */
export function ActivatePage() {
  const { t } = useTranslation();
  const { token } = useParams();
  return (
    <AuthFrame title={t("auth.activate.title")}>
      {token ? <EmailActivation token={token} /> : <SmsActivation />}
    </AuthFrame>
  );
}

function EmailActivation({ token }: { token: string }) {
  const { t } = useTranslation();
  const http = useHttpClient();
  const cache = useCacheStore();
  // A query, not an effect: it runs once per token even when React mounts the page twice, and a
  // second PATCH would answer 204 (already used) over the first one's 200.
  const activation = useQuery({
    queryKey: ["activation", "email", token],
    queryFn: async () => {
      const outcome = await activateByEmail(http, token);
      // Spec section 4: the cached is_active follows the answer.
      storeActivationResult(cache, outcome === "activated");
      return outcome;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  if (activation.isPending) {
    return (
      <Stack gap="sm" role="status">
        <Center>
          <Loader />
        </Center>
        <Text ta="center">{t("auth.activate.activating")}</Text>
      </Stack>
    );
  }
  if (activation.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {t("auth.activate.failed")}
        </Alert>
        <Button onClick={() => activation.refetch()}>{t("common.actions.retry")}</Button>
      </Stack>
    );
  }
  if (activation.data === "activated") {
    return (
      <Stack gap="md">
        <Alert color="gkf" role="status">
          {t("auth.activate.success")}
        </Alert>
        <SignInButton fullWidth />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {t("auth.activate.invalid_link")}
      </Alert>
      <ResendActivationForm />
      <SignInButton variant="subtle" fullWidth label={t("auth.back_to_sign_in")} />
    </Stack>
  );
}

function SmsActivation() {
  const { t } = useTranslation();
  const [isActive, setActive] = useState(false);
  const [isRefused, setRefused] = useState(false);
  if (isActive) {
    return (
      <Stack gap="md">
        <Alert color="gkf" role="status">
          {t("auth.activate.success")}
        </Alert>
        <SignInButton fullWidth />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>{t("auth.activate.sms_intro")}</Text>
      <SmsActivationForm withPhone onActivated={() => setActive(true)} onRefused={() => setRefused(true)} />
      {isRefused && (
        <>
          <Divider />
          <ResendActivationForm />
        </>
      )}
      <SignInButton variant="subtle" fullWidth label={t("auth.back_to_sign_in")} />
    </Stack>
  );
}
