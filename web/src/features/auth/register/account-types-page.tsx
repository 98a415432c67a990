import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import { MAIN_ROLES, type MainRole, normalizeGhanaPhone, type RegisterRequest } from "@gkf/contract";
import { Button, Group, Radio, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { keepToastsOnNextPage } from "../../../shared/notifications/notify";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { AUTH_PATHS } from "../auth-paths";
import { storeRegisteredUser } from "../auth-storage";
import { AuthFrame } from "../components/auth-frame";
import { registerSelf } from "./register-api";
import type { PageState } from "./register-page";
import { checkRegistrationDetails, namesGuardian } from "./registration-checks";
import {
  clearDraft,
  getDraftPassword,
  type RegistrationDraft,
  readDraft,
  saveDraft,
  setDraftServerErrors,
} from "./registration-draft";

function toRequest(draft: RegistrationDraft, password: string, mainRole: MainRole): RegisterRequest {
  const contact =
    draft.login_with === "email" ? { email: draft.email.trim() } : { tel: normalizeGhanaPhone(draft.tel) ?? draft.tel };
  return {
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    date_of_birth: draft.date_of_birth,
    gender: draft.gender === "MALE" ? "MALE" : "FEMALE",
    main_role: mainRole,
    login_with: draft.login_with,
    ...contact,
    password,
    region: draft.region,
    district: draft.district,
    consent: true,
    // A 13–17-year-old naming a parent or guardian, who is asked to confirm (decision 111).
    ...(draft.guardian_email.trim() !== "" && namesGuardian(draft.date_of_birth)
      ? { guardian_email: draft.guardian_email.trim() }
      : {}),
  };
}

/** `/auth/account-types`: athlete, coach, referee or official; then the account is created. Step 2 of 2. */
export function AccountTypesPage() {
  const { t } = useTranslation();
  const http = useHttpClient();
  const cache = useCacheStore();
  const navigate = useNavigate();

  const [draft] = useState(readDraft);
  const [mainRole, setMainRole] = useState<MainRole | "">(draft.main_role);
  const [isMissing, setMissing] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const password = getDraftPassword();

  // Opened directly, or after a reload (the password is kept in memory only): back to step 1.
  if (Object.keys(checkRegistrationDetails(draft, password)).length > 0) {
    const state: PageState = { passwordForgotten: password === "" && draft.first_name !== "" };
    return <Navigate to={AUTH_PATHS.register} replace state={state} />;
  }

  function choose(value: string) {
    const role = MAIN_ROLES.find((item) => item === value);
    if (!role) return;
    setMainRole(role);
    setMissing(false);
    saveDraft({ ...draft, main_role: role });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mainRole === "") {
      setMissing(true);
      return;
    }
    setSubmitting(true);
    try {
      const registered = await registerSelf(http, toRequest(draft, password, mainRole));
      storeRegisteredUser(cache, {
        first_name: registered.first_name,
        last_name: registered.last_name,
        is_active: registered.is_active,
        expiration: null,
        activation_channel: registered.activation_channel,
        sent_to: registered.sent_to,
      });
      clearDraft();
      navigate(AUTH_PATHS.registrationSuccessful, { replace: true });
    } catch (error) {
      setSubmitting(false);
      // The toast has said what is wrong; the details page shows it under the fields.
      const fields = getServerFieldErrors(error);
      const { main_role: roleProblem, ...detailFields } = fields;
      if (roleProblem) setMissing(true);
      if (Object.keys(detailFields).length > 0) {
        setDraftServerErrors(detailFields);
        keepToastsOnNextPage();
        navigate(AUTH_PATHS.register);
      }
    }
  }

  return (
    <AuthFrame title={t("auth.account_types.title")} intro={t("auth.account_types.intro")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            value={mainRole}
            onChange={choose}
            label={t("auth.account_types.label")}
            error={isMissing ? t("auth.account_types.required") : undefined}
          >
            <Stack gap="sm" mt="xs">
              {MAIN_ROLES.map((role) => (
                <Radio.Card key={role} value={role} p="md" radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={3} />
                    <div>
                      <Text fw={600}>{t(`auth.account_types.types.${role}.name`)}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`auth.account_types.types.${role}.description`)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t("auth.account_types.submit")}
          </Button>
          <Button variant="subtle" fullWidth onClick={() => navigate(AUTH_PATHS.register)}>
            {t("auth.account_types.back")}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
