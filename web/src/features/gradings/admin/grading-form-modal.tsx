import "@mantine/core/styles/Input.css";
import { GRADING_KINDS, type GradingKind, type OrganiserKind } from "@gkf/contract";
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { getRegionOptions } from "../../../shared/forms/region-options";
import { SelectField } from "../../../shared/forms/select-field";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { useOpening } from "../../../shared/ui/use-opening";
import { useCreateGrading, useHeadedDojos } from "../api/gradings-api";
import { refusalMessage } from "../components/grading-parts";
import {
  AWARDABLE,
  type ExaminerRow,
  emptyExaminer,
  gradesOf,
  newGradingValues,
  toGradingWrite,
} from "./grading-form-values";

const HOST_KINDS: OrganiserKind[] = ["FEDERATION", "REGION", "DOJO"];

/**
 * A new grading session (saved as a draft) with its examiner panel, examiners named by their
 * membership number. The server's refusals show at their field: an examiner beyond their
 * authorisation at that examiner, too small a dan panel at the panel, a grade no one may award
 * at the highest grade.
 */
export function GradingFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGrading();
  const opening = useOpening();
  const regions = useRegions();
  const [values, setValues] = useState(newGradingValues);
  const headed = useHeadedDojos(values.hostKind === "DOJO");
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setExaminer = (index: number, row: Partial<ExaminerRow>) =>
    set(
      "examiners",
      values.examiners.map((current, at) => (at === index ? { ...current, ...row } : current)),
    );
  const setKind = (kind: GradingKind) =>
    setValues((current) => ({
      ...current,
      kind,
      highestGrade: kind === "KYU" ? "KYU_5" : "DAN_1",
      examiners: current.examiners.map((row) => ({ ...row, maxAward: emptyExaminer(kind).maxAward })),
    }));

  const refusal = isHttpError(create.error) ? create.error.body : null;
  const fields = getServerFieldErrors(create.error);
  const code = refusal?.code;
  const panelError = code === "DAN_PANEL_TOO_SMALL" ? refusalMessage(refusal, t) : (fields.examiners ?? null);
  const highestError = code === "PANEL_CANNOT_AWARD" ? refusalMessage(refusal, t) : fields.highest_grade;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the official has closed the dialog (it
    // unmounts), and the toast was lost although the grading was created. A late answer closes
    // nothing opened since. A refusal shows in the dialog (the hook is silent).
    create.mutateAsync(toGradingWrite(values)).then(
      (saved) => {
        if (stillOpen()) onClose();
        void notifySuccess({ title: t("gradings.admin.saved"), message: saved.venue });
      },
      () => undefined,
    );
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t("gradings.admin.form_title")}>
      <Stack component="form" gap="sm" onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            label={t("gradings.admin.fields.host")}
            value={values.hostKind}
            onChange={(value) => set("hostKind", value as OrganiserKind)}
            options={HOST_KINDS.map((kind) => ({ value: kind, label: t(`gradings.admin.host_kinds.${kind}`) }))}
          />
          {values.hostKind === "REGION" && (
            <SelectField
              label={t("gradings.admin.fields.region")}
              value={values.region}
              onChange={(value) => set("region", value)}
              placeholder=""
              options={getRegionOptions(regions.data?.items)}
              error={fields["host.region"]}
              required
            />
          )}
          {values.hostKind === "DOJO" && (
            <SelectField
              label={t("gradings.admin.fields.dojo")}
              value={values.dojo}
              onChange={(value) => set("dojo", value)}
              placeholder=""
              options={(headed.data ?? []).map((dojo) => ({ value: dojo.id, label: dojo.name }))}
              error={fields["host.dojo"] ?? fields["host.kind"]}
              required
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t("gradings.admin.fields.date")}
            value={values.date}
            onChange={(change) => set("date", change.currentTarget.value)}
            error={fields.date}
            required
          />
          <TextInput
            type="datetime-local"
            label={t("gradings.admin.fields.deadline")}
            value={values.deadline}
            onChange={(change) => set("deadline", change.currentTarget.value)}
            error={fields.application_deadline}
            required
          />
        </SimpleGrid>
        <TextInput
          label={t("gradings.admin.fields.venue")}
          value={values.venue}
          onChange={(change) => set("venue", change.currentTarget.value)}
          error={fields.venue}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            label={t("gradings.admin.fields.kind")}
            value={values.kind}
            onChange={(value) => setKind(value as GradingKind)}
            options={GRADING_KINDS.map((kind) => ({ value: kind, label: t(`gradings.kinds.${kind}`) }))}
          />
          <SelectField
            label={t("gradings.admin.fields.highest_grade")}
            value={values.highestGrade}
            onChange={(value) => set("highestGrade", value as typeof values.highestGrade)}
            options={gradesOf(values.kind).map((belt) => ({ value: belt, label: formatBelt(belt) }))}
            error={highestError}
          />
          <TextInput
            type="number"
            min={0}
            step="0.01"
            label={t("gradings.admin.fields.fee")}
            value={values.fee}
            onChange={(change) => set("fee", change.currentTarget.value)}
            error={fields.fee}
          />
          <TextInput
            type="number"
            min={1}
            label={t("gradings.admin.fields.capacity")}
            description={t("gradings.admin.fields.capacity_hint")}
            value={values.capacity}
            onChange={(change) => set("capacity", change.currentTarget.value)}
            error={fields.capacity}
          />
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={3} fz="h5" component="legend">
            {t("gradings.admin.examiners_heading")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("gradings.admin.examiners_hint")}
          </Text>
          {panelError && (
            <Text size="sm" c="red.8" role="alert">
              {panelError}
            </Text>
          )}
          {values.examiners.map((row, index) => {
            const number = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity while it is typed
              <Paper key={index} withBorder radius="md" p="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <TextInput
                    label={t("gradings.admin.examiner_member", { number })}
                    value={row.member}
                    onChange={(change) => setExaminer(index, { member: change.currentTarget.value })}
                    error={fields[`examiners.${index}.member`]}
                    autoCapitalize="characters"
                    required
                  />
                  <SelectField
                    label={t("gradings.admin.examiner_max_award", { number })}
                    value={row.maxAward}
                    onChange={(value) => setExaminer(index, { maxAward: value as ExaminerRow["maxAward"] })}
                    options={AWARDABLE.map((belt) => ({ value: belt, label: formatBelt(belt) }))}
                    error={fields[`examiners.${index}.max_award`]}
                  />
                </SimpleGrid>
                {values.examiners.length > 1 && (
                  <Group justify="flex-end" mt="xs">
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        set(
                          "examiners",
                          values.examiners.filter((_, at) => at !== index),
                        )
                      }
                    >
                      {t("gradings.admin.remove_examiner", { number })}
                    </Button>
                  </Group>
                )}
              </Paper>
            );
          })}
          <div>
            <Button variant="light" onClick={() => set("examiners", [...values.examiners, emptyExaminer(values.kind)])}>
              {t("gradings.admin.add_examiner")}
            </Button>
          </div>
        </Stack>
        {refusal && (
          <Alert color="red" role="alert">
            {refusalMessage(refusal, t)}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending}>
          {t("gradings.admin.save")}
        </Button>
      </Stack>
    </Modal>
  );
}
