import "@mantine/core/styles/Input.css";
import {
  ATHLETE_CATEGORIES,
  BELTS,
  DISCIPLINES,
  EVENT_TYPES,
  GENDERS,
  type GkfEvent,
  type OrganiserKind,
} from "@gkf/contract";
import { Alert, Button, Modal, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { getRegionOptions } from "../../../shared/forms/region-options";
import { RowsFieldset } from "../../../shared/forms/rows-fieldset";
import { SelectField } from "../../../shared/forms/select-field";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { useOpening } from "../../../shared/ui/use-opening";
import { useSaveEvent } from "../api/events-api";
import { RefusalText } from "../components/event-parts";
import { type CategoryRow, type EventFormValues, emptyCategory, formValuesOf, toEventWrite } from "./event-form-values";

interface EventFormModalProps {
  /** The event to change; null for a new one. */
  event: GkfEvent | null;
  onClose: () => void;
}

/** Creating (as a draft) or changing an event: what the server accepts, its refusals shown in place. */
export function EventFormModal({ event, onClose }: EventFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveEvent();
  const opening = useOpening();
  const regions = useRegions();
  const form = useForm<EventFormValues>({ mode: "controlled", initialValues: formValuesOf(event) });
  const { values } = form;
  const refusal = isHttpError(save.error) ? save.error.body : null;
  const kinds: OrganiserKind[] = event?.organiser.kind === "DOJO" ? ["DOJO"] : ["FEDERATION", "REGION"];

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the organiser has closed the dialog (it
    // unmounts), and the toast was lost although the event was saved. A late answer closes nothing
    // opened since. A refusal shows in the dialog (the hook is silent).
    save.mutateAsync({ id: event?.id ?? null, body: toEventWrite(values, event?.organiser.dojo?.id ?? null) }).then(
      (saved) => {
        if (stillOpen()) onClose();
        void notifySuccess({ title: t("events.admin.saved"), message: saved.title });
      },
      () => undefined,
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={event ? t("events.admin.form_title_edit", { event: event.title }) : t("events.admin.form_title_new")}
    >
      <Stack component="form" gap="sm" onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            label={t("events.admin.fields.type")}
            {...form.getInputProps("type")}
            options={EVENT_TYPES.map((type) => ({ value: type, label: t(`events.types.${type}`) }))}
          />
          <SelectField
            label={t("events.admin.fields.organiser")}
            {...form.getInputProps("organiserKind")}
            options={kinds.map((kind) => ({ value: kind, label: t(`events.admin.organiser_kinds.${kind}`) }))}
            disabled={event !== null}
          />
        </SimpleGrid>
        {values.organiserKind === "REGION" && (
          <SelectField
            label={t("events.admin.fields.region")}
            {...form.getInputProps("region")}
            placeholder=""
            options={getRegionOptions(regions.data?.items)}
            disabled={event !== null}
            required
          />
        )}
        <TextInput label={t("events.admin.fields.title")} {...form.getInputProps("title")} required />
        <Textarea label={t("events.admin.fields.description")} {...form.getInputProps("description")} minRows={3} />
        <TextInput label={t("events.admin.fields.venue")} {...form.getInputProps("venue")} required />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t("events.admin.fields.starts_on")}
            {...form.getInputProps("startsOn")}
            required
          />
          <TextInput type="date" label={t("events.admin.fields.ends_on")} {...form.getInputProps("endsOn")} required />
          <TextInput
            type="datetime-local"
            label={t("events.admin.fields.opens_at")}
            {...form.getInputProps("opensAt")}
            required
          />
          <TextInput
            type="datetime-local"
            label={t("events.admin.fields.closes_at")}
            {...form.getInputProps("closesAt")}
            required
          />
          <TextInput
            type="number"
            min={0}
            step="0.01"
            label={t("events.admin.fields.fee")}
            {...form.getInputProps("fee")}
          />
          <TextInput
            type="number"
            min={1}
            label={t("events.admin.fields.capacity")}
            {...form.getInputProps("capacity")}
          />
        </SimpleGrid>
        <SelectField
          label={t("events.admin.fields.min_belt")}
          {...form.getInputProps("minBelt")}
          placeholder={t("events.admin.fields.any_belt")}
          options={BELTS.map((belt) => ({ value: belt, label: formatBelt(belt) }))}
        />
        {values.type === "TOURNAMENT" && (
          <RowsFieldset
            legend={t("events.admin.categories_heading")}
            rows={values.categories}
            renderRow={(row: CategoryRow, index) => {
              const field = (name: keyof CategoryRow) => form.getInputProps(`categories.${index}.${name}`);
              return (
                <>
                  <TextInput label={t("events.admin.category_code")} {...field("code")} required />
                  <SelectField
                    label={t("events.admin.category_age")}
                    {...field("age_group")}
                    options={ATHLETE_CATEGORIES.map((age) => ({ value: age, label: t(`events.age_groups.${age}`) }))}
                  />
                  <SelectField
                    label={t("events.admin.category_gender")}
                    {...field("gender")}
                    options={GENDERS.map((gender) => ({ value: gender, label: t(`events.genders.${gender}`) }))}
                  />
                  <SelectField
                    label={t("events.admin.category_discipline")}
                    {...field("discipline")}
                    options={DISCIPLINES.map((one) => ({ value: one, label: t(`events.disciplines.${one}`) }))}
                  />
                  {row.discipline === "KUMITE" && (
                    <TextInput label={t("events.admin.category_weight")} {...field("weight_class")} />
                  )}
                </>
              );
            }}
            removeLabel={() => t("events.admin.remove_category")}
            onRemove={(index) => form.removeListItem("categories", index)}
            addLabel={t("events.admin.add_category")}
            onAdd={() => form.insertListItem("categories", emptyCategory())}
          />
        )}
        {refusal && (
          <Alert color="red" role="alert">
            <RefusalText message={refusal.message} fields={refusal.fields as Record<string, string> | undefined} />
          </Alert>
        )}
        <Button type="submit" loading={save.isPending}>
          {t("events.admin.save")}
        </Button>
      </Stack>
    </Modal>
  );
}
