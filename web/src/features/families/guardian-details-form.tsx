import "@mantine/core/styles/Alert.css";
import { Alert, Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formRefusal, requiredFieldErrors, serverFieldMessages } from "../../shared/forms/server-field-errors";
import { TextField } from "../../shared/forms/text-field";
import { CardSection } from "../../shared/ui/titled-section";
import { useCompleteGuardianDetails } from "./families-api";
import { useFamiliesTexts } from "./texts";

const FIELDS = ["first_name", "last_name", "date_of_birth"] as const;
type Field = (typeof FIELDS)[number];

/**
 * A guardian made from a minor's registration has placeholder details (decision 111): the account
 * page asks for their own name and date of birth first, instead of showing the placeholders.
 */
export function GuardianDetailsForm({ lastName }: { lastName: string }) {
  useFamiliesTexts();
  const { t } = useTranslation();
  const titleId = useId();
  const complete = useCompleteGuardianDetails();
  const [draft, setDraft] = useState<Record<Field, string>>({ first_name: "", last_name: lastName, date_of_birth: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const label = (field: Field) => t(`families.details.${field}`);
  const say = (field: string, reason: string) => t("common.field_error", { field: label(field as Field), reason });

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = requiredFieldErrors(draft, FIELDS, (field) => say(field, t("families.add.required")));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    complete.mutate(draft, { onError: (error) => setErrors(serverFieldMessages(error, FIELDS, say)) });
  }

  const refusal = formRefusal(complete, errors, t("common.http_errors.generic_message"));

  return (
    <CardSection id={titleId} title={t("families.details.title")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t("families.details.intro")}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {(["first_name", "last_name"] as const).map((field) => (
              <TextField
                key={field}
                label={label(field)}
                value={draft[field]}
                onChange={(value) => {
                  setDraft((current) => ({ ...current, [field]: value }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
                error={errors[field]}
                autoComplete={field === "first_name" ? "given-name" : "family-name"}
                withAsterisk
              />
            ))}
          </SimpleGrid>
          <TextField
            type="date"
            label={label("date_of_birth")}
            description={t("families.details.date_hint")}
            value={draft.date_of_birth}
            onChange={(value) => {
              setDraft((current) => ({ ...current, date_of_birth: value }));
              setErrors((current) => ({ ...current, date_of_birth: undefined }));
            }}
            autoComplete="bday"
            min="1900-01-01"
            error={errors.date_of_birth}
            withAsterisk
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Button type="submit" loading={complete.isPending} style={{ alignSelf: "flex-start" }}>
            {t("families.details.submit")}
          </Button>
        </Stack>
      </form>
    </CardSection>
  );
}
