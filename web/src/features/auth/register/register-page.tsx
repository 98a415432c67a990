import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { GENDERS } from "@gkf/contract";
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useRegions } from "../../../shared/api/regions";
import { ChoiceSwitch } from "../../../shared/forms/choice-switch";
import { GroupLabel } from "../../../shared/forms/field-frame";
import { NewPasswordField } from "../../../shared/forms/password-field";
import { useRegionChoice } from "../../../shared/forms/region-options";
import { SelectField } from "../../../shared/forms/select-field";
import { TextField } from "../../../shared/forms/text-field";
import { useValidationMessage } from "../../../shared/forms/use-validation-message";
import { AUTH_PATHS } from "../auth-paths";
import { AuthFrame } from "../components/auth-frame";
import { ContactInput } from "../components/contact-input";
import { LoginWithSwitch } from "../components/login-with-switch";
import { loginPathWithRedirect, recallRedirect } from "../redirect-after-login";
import { checkRegistrationDetails, type DetailsErrors, type DetailsField, namesGuardian } from "./registration-checks";
import {
  getDraftPassword,
  getDraftServerErrors,
  type RegistrationDraft,
  readDraft,
  saveDraft,
  setDraftPassword,
  setDraftServerErrors,
} from "./registration-draft";

/** Set by the account types page when it sends the person back for the password. */
export interface PageState {
  passwordForgotten?: boolean;
}

function todayIso(): string {
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/** `/auth/register`: who the member is, how they sign in, where they train. Step 1 of 2. */
export function RegisterPage() {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const regions = useRegions();

  const [draft, setDraft] = useState<RegistrationDraft>(readDraft);
  const [password, setPassword] = useState(getDraftPassword);
  const [errors, setErrors] = useState<DetailsErrors>({});
  // Reasons the server gave after the last attempt (duplicate e-mail, weak password, ...).
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(getDraftServerErrors);
  // Sent back from the account types after a reload: the password was not kept (see registration-draft.ts).
  const isPasswordForgotten = password === "" && (location.state as PageState | null)?.passwordForgotten === true;

  const update = <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => {
    setDraft((current) => {
      const next = { ...current, [key]: value };
      // A district belongs to one region: a new region empties it.
      if (key === "region" && value !== current.region) next.district = "";
      saveDraft(next);
      return next;
    });
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
    // A field once filled in no longer says "Required": its problem is checked again on sending.
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key as DetailsField]: _removed, ...rest } = current;
      return rest;
    });
  };

  const labels: Record<DetailsField, string> = {
    first_name: t("auth.register.first_name"),
    last_name: t("auth.register.last_name"),
    date_of_birth: t("auth.register.date_of_birth"),
    gender: t("auth.register.gender"),
    email: t("common.fields.email"),
    tel: t("common.fields.tel"),
    password: t("common.fields.password"),
    region: t("auth.register.region"),
    district: t("auth.register.district"),
    consent: t("auth.register.consent"),
    guardian_email: t("auth.register.guardian_email"),
  };

  const errorOf = (field: DetailsField): string | null => {
    const key = errors[field];
    if (key === "guardian_own") return t("auth.register.guardian_own");
    if (key) return field === "consent" ? t("auth.register.consent_required") : validationMessage(key);
    const reason = serverErrors[field];
    return reason ? t("common.field_error", { field: labels[field], reason }) : null;
  };

  const { regionOptions, selectedRegion, districtOptions } = useRegionChoice(regions.data?.items, draft.region);

  function next(event: FormEvent) {
    event.preventDefault();
    const found = checkRegistrationDetails(draft, password);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Take the person to the first field to fix (the form is long on a phone).
      requestAnimationFrame(() => document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    saveDraft(draft);
    setDraftPassword(password);
    setDraftServerErrors({});
    navigate(AUTH_PATHS.accountTypes);
  }

  return (
    <AuthFrame title={t("auth.register.title")} intro={t("auth.register.intro")}>
      <form onSubmit={next} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextField
              label={labels.first_name}
              value={draft.first_name}
              onChange={(value) => update("first_name", value)}
              autoComplete="given-name"
              error={errorOf("first_name")}
              withAsterisk
            />
            <TextField
              label={labels.last_name}
              value={draft.last_name}
              onChange={(value) => update("last_name", value)}
              autoComplete="family-name"
              error={errorOf("last_name")}
              withAsterisk
            />
          </SimpleGrid>
          <TextField
            type="date"
            label={labels.date_of_birth}
            value={draft.date_of_birth}
            onChange={(value) => update("date_of_birth", value)}
            autoComplete="bday"
            max={todayIso()}
            min="1900-01-01"
            error={errorOf("date_of_birth")}
            withAsterisk
          />
          <Stack gap={4}>
            <GroupLabel id="register-gender" withAsterisk>
              {labels.gender}
            </GroupLabel>
            <ChoiceSwitch
              label={labels.gender}
              value={draft.gender}
              onChange={(value) => update("gender", value)}
              choices={GENDERS.map((gender) => ({ value: gender, label: t(`auth.register.genders.${gender}`) }))}
            />
            {errorOf("gender") && (
              <Text size="xs" c="red" role="alert">
                {errorOf("gender")}
              </Text>
            )}
          </Stack>

          <Stack gap={4}>
            <GroupLabel>{t("auth.login_with.label")}</GroupLabel>
            <LoginWithSwitch value={draft.login_with} onChange={(value) => update("login_with", value)} />
          </Stack>
          <ContactInput
            loginWith={draft.login_with}
            value={draft.login_with === "email" ? draft.email : draft.tel}
            onChange={(value) => update(draft.login_with, value)}
            error={errorOf(draft.login_with)}
          />
          {namesGuardian(draft.date_of_birth) && (
            <TextField
              type="email"
              label={labels.guardian_email}
              description={t("auth.register.guardian_email_hint")}
              value={draft.guardian_email}
              onChange={(value) => update("guardian_email", value)}
              autoComplete="off"
              error={errorOf("guardian_email")}
            />
          )}
          <NewPasswordField
            label={labels.password}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setServerErrors(({ password: _removed, ...rest }) => rest);
              setErrors(({ password: _removed, ...rest }) => rest);
            }}
            error={errorOf("password") ?? (isPasswordForgotten ? t("auth.register.password_forgotten") : null)}
            withAsterisk
          />

          <SelectField
            label={labels.region}
            value={draft.region}
            onChange={(value) => update("region", value)}
            options={regionOptions}
            placeholder={t("auth.register.choose")}
            disabled={!regions.data}
            error={regions.isError ? t("auth.register.regions_failed") : errorOf("region")}
            withAsterisk
          />
          <SelectField
            label={labels.district}
            value={draft.district}
            onChange={(value) => update("district", value)}
            options={districtOptions}
            placeholder={selectedRegion ? t("auth.register.choose") : t("auth.register.choose_region_first")}
            disabled={!selectedRegion}
            error={errorOf("district")}
            withAsterisk
          />
          {regions.isError && (
            <Button variant="light" onClick={() => regions.refetch()}>
              {t("common.actions.retry")}
            </Button>
          )}

          <Checkbox
            label={labels.consent}
            checked={draft.consent}
            onChange={(event) => update("consent", event.currentTarget.checked)}
            error={errorOf("consent")}
            size="md"
          />
          <Button type="submit" fullWidth>
            {t("auth.register.next")}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t("auth.register.has_account")}{" "}
        <Anchor component={Link} to={loginPathWithRedirect(recallRedirect())}>
          {t("common.actions.sign_in")}
        </Anchor>
      </Text>
    </AuthFrame>
  );
}
