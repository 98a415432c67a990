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
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { getRegionOptions } from "../../../shared/forms/region-options";
import { SelectField } from "../../../shared/forms/select-field";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { useOpening } from "../../../shared/ui/use-opening";
import { useSaveEvent } from "../api/events-api";
import { RefusalText } from "../components/event-parts";
import { type CategoryRow, emptyCategory, formValuesOf, toEventWrite } from "./event-form-values";

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
  const [values, setValues] = useState(() => formValuesOf(event));
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setRow = (index: number, row: Partial<CategoryRow>) =>
    set(
      "categories",
      values.categories.map((current, at) => (at === index ? { ...current, ...row } : current)),
    );
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
            value={values.type}
            onChange={(value) => set("type", value as typeof values.type)}
            options={EVENT_TYPES.map((type) => ({ value: type, label: t(`events.types.${type}`) }))}
          />
          <SelectField
            label={t("events.admin.fields.organiser")}
            value={values.organiserKind}
            onChange={(value) => set("organiserKind", value as OrganiserKind)}
            options={kinds.map((kind) => ({ value: kind, label: t(`events.admin.organiser_kinds.${kind}`) }))}
            disabled={event !== null}
          />
        </SimpleGrid>
        {values.organiserKind === "REGION" && (
          <SelectField
            label={t("events.admin.fields.region")}
            value={values.region}
            onChange={(value) => set("region", value)}
            placeholder=""
            options={getRegionOptions(regions.data?.items)}
            disabled={event !== null}
            required
          />
        )}
        <TextInput
          label={t("events.admin.fields.title")}
          value={values.title}
          onChange={(change) => set("title", change.currentTarget.value)}
          required
        />
        <Textarea
          label={t("events.admin.fields.description")}
          value={values.description}
          onChange={(change) => set("description", change.currentTarget.value)}
          minRows={3}
        />
        <TextInput
          label={t("events.admin.fields.venue")}
          value={values.venue}
          onChange={(change) => set("venue", change.currentTarget.value)}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t("events.admin.fields.starts_on")}
            value={values.startsOn}
            onChange={(change) => set("startsOn", change.currentTarget.value)}
            required
          />
          <TextInput
            type="date"
            label={t("events.admin.fields.ends_on")}
            value={values.endsOn}
            onChange={(change) => set("endsOn", change.currentTarget.value)}
            required
          />
          <TextInput
            type="datetime-local"
            label={t("events.admin.fields.opens_at")}
            value={values.opensAt}
            onChange={(change) => set("opensAt", change.currentTarget.value)}
            required
          />
          <TextInput
            type="datetime-local"
            label={t("events.admin.fields.closes_at")}
            value={values.closesAt}
            onChange={(change) => set("closesAt", change.currentTarget.value)}
            required
          />
          <TextInput
            type="number"
            min={0}
            step="0.01"
            label={t("events.admin.fields.fee")}
            value={values.fee}
            onChange={(change) => set("fee", change.currentTarget.value)}
          />
          <TextInput
            type="number"
            min={1}
            label={t("events.admin.fields.capacity")}
            value={values.capacity}
            onChange={(change) => set("capacity", change.currentTarget.value)}
          />
        </SimpleGrid>
        <SelectField
          label={t("events.admin.fields.min_belt")}
          value={values.minBelt}
          onChange={(value) => set("minBelt", value as typeof values.minBelt)}
          placeholder={t("events.admin.fields.any_belt")}
          options={BELTS.map((belt) => ({ value: belt, label: formatBelt(belt) }))}
        />
        {values.type === "TOURNAMENT" && (
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Title order={3} fz="h5" component="legend">
              {t("events.admin.categories_heading")}
            </Title>
            {values.categories.map((row, index) => (
              // Rows have no identity of their own until their code is typed.
              // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity while it is edited
              <Paper key={index} withBorder radius="md" p="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <TextInput
                    label={t("events.admin.category_code")}
                    value={row.code}
                    onChange={(change) => setRow(index, { code: change.currentTarget.value })}
                    required
                  />
                  <SelectField
                    label={t("events.admin.category_age")}
                    value={row.age_group}
                    onChange={(value) => setRow(index, { age_group: value as CategoryRow["age_group"] })}
                    options={ATHLETE_CATEGORIES.map((age) => ({ value: age, label: t(`events.age_groups.${age}`) }))}
                  />
                  <SelectField
                    label={t("events.admin.category_gender")}
                    value={row.gender}
                    onChange={(value) => setRow(index, { gender: value as CategoryRow["gender"] })}
                    options={GENDERS.map((gender) => ({ value: gender, label: t(`events.genders.${gender}`) }))}
                  />
                  <SelectField
                    label={t("events.admin.category_discipline")}
                    value={row.discipline}
                    onChange={(value) => setRow(index, { discipline: value as CategoryRow["discipline"] })}
                    options={DISCIPLINES.map((one) => ({ value: one, label: t(`events.disciplines.${one}`) }))}
                  />
                  {row.discipline === "KUMITE" && (
                    <TextInput
                      label={t("events.admin.category_weight")}
                      value={row.weight_class}
                      onChange={(change) => setRow(index, { weight_class: change.currentTarget.value })}
                    />
                  )}
                </SimpleGrid>
                <Group justify="flex-end" mt="xs">
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      set(
                        "categories",
                        values.categories.filter((_, at) => at !== index),
                      )
                    }
                  >
                    {t("events.admin.remove_category")}
                  </Button>
                </Group>
              </Paper>
            ))}
            <div>
              <Button variant="light" onClick={() => set("categories", [...values.categories, emptyCategory()])}>
                {t("events.admin.add_category")}
              </Button>
            </div>
          </Stack>
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
