import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Checkbox.css";
import { GENDERS } from "@gkf/contract";
import { Checkbox, SimpleGrid, Stack } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../shared/api/regions";
import { FormActions } from "../../shared/forms/form-actions";
import { useRegionChoice } from "../../shared/forms/region-options";
import { SelectField } from "../../shared/forms/select-field";
import { formRefusal, requiredFieldErrors, serverFieldMessages } from "../../shared/forms/server-field-errors";
import { TextField } from "../../shared/forms/text-field";
import { notifySuccess } from "../../shared/notifications/notify";
import { CardSection } from "../../shared/ui/titled-section";
import { useOpening } from "../../shared/ui/use-opening";
import { childName, useAddChild } from "./families-api";

const FIELDS = ["first_name", "last_name", "date_of_birth", "gender", "region", "district"] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const EMPTY: Draft = { first_name: "", last_name: "", date_of_birth: "", gender: "", region: "", district: "" };

const todayIso = () => new Date().toISOString().slice(0, 10);

/** "Add a child" (issue 16): names, date of birth, gender, region and district; the guardian's consent. */
export function AddChildForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const regions = useRegions();
  const addChild = useAddChild();
  const opening = useOpening();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [consent, setConsent] = useState(true);

  const label = (field: Field) => t(`families.add.${field}`);
  const say = (field: string, reason: string) => t("common.field_error", { field: label(field as Field), reason });
  const update = (field: Field, value: string) => {
    setDraft((current) => ({
      ...current,
      [field]: value,
      // A district belongs to one region: a new region empties it.
      ...(field === "region" && value !== current.region ? { district: "" } : {}),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { regionOptions, selectedRegion, districtOptions } = useRegionChoice(regions.data?.items, draft.region);

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = requiredFieldErrors(draft, FIELDS, (field) => say(field, t("families.add.required")));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the guardian has cancelled the form (it
    // unmounts), and the toast was lost although the child was added. A late answer closes nothing
    // opened since: a form opened again keeps what is typed in it.
    addChild.mutateAsync({ ...draft, gender: draft.gender as (typeof GENDERS)[number], consent }).then(
      (child) => {
        void notifySuccess({
          title: t("families.add.done_title"),
          message: t("families.add.done", { name: childName(child) }),
        });
        if (!stillOpen()) return;
        setDraft(EMPTY);
        onDone();
      },
      (error: unknown) => {
        if (stillOpen()) setErrors(serverFieldMessages(error, FIELDS, say));
      },
    );
  }

  const refusal = formRefusal(addChild, errors, t("common.http_errors.generic_message"));

  return (
    <CardSection id={titleId} title={t("families.add.title")} level={3}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextField
              label={label("first_name")}
              value={draft.first_name}
              onChange={(value) => update("first_name", value)}
              error={errors.first_name}
              autoComplete="off"
              withAsterisk
            />
            <TextField
              label={label("last_name")}
              value={draft.last_name}
              onChange={(value) => update("last_name", value)}
              error={errors.last_name}
              autoComplete="off"
              withAsterisk
            />
          </SimpleGrid>
          <TextField
            type="date"
            label={label("date_of_birth")}
            description={t("families.add.date_hint")}
            value={draft.date_of_birth}
            onChange={(value) => update("date_of_birth", value)}
            max={todayIso()}
            min="1900-01-01"
            error={errors.date_of_birth}
            withAsterisk
          />
          <SelectField
            label={label("gender")}
            value={draft.gender}
            onChange={(value) => update("gender", value)}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`families.add.genders.${gender}`) }))}
            placeholder={t("families.add.choose")}
            error={errors.gender}
            withAsterisk
          />
          <SelectField
            label={label("region")}
            value={draft.region}
            onChange={(value) => update("region", value)}
            options={regionOptions}
            placeholder={t("families.add.choose")}
            disabled={!regions.data}
            error={regions.isError ? t("families.add.regions_failed") : errors.region}
            withAsterisk
          />
          <SelectField
            label={label("district")}
            value={draft.district}
            onChange={(value) => update("district", value)}
            options={districtOptions}
            placeholder={selectedRegion ? t("families.add.choose") : t("families.add.choose_region_first")}
            disabled={!selectedRegion}
            error={errors.district}
            withAsterisk
          />
          <Checkbox
            label={t("families.add.consent")}
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
          />
          <FormActions
            refusal={refusal}
            submitLabel={t("families.add.submit")}
            submitting={addChild.isPending}
            cancelLabel={t("families.add.cancel")}
            onCancel={onDone}
          />
        </Stack>
      </form>
    </CardSection>
  );
}
