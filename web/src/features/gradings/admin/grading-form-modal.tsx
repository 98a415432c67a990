import "@mantine/core/styles/Input.css";
import { GRADING_KINDS, type GradingKind, type OrganiserKind } from "@gkf/contract";
import { Alert, Button, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { getRegionOptions } from "../../../shared/forms/region-options";
import { RowsFieldset } from "../../../shared/forms/rows-fieldset";
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
  type GradingFormValues,
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
  const form = useForm<GradingFormValues>({ mode: "controlled", initialValues: newGradingValues() });
  const { values } = form;
  const headed = useHeadedDojos(values.hostKind === "DOJO");
  // Another kind of grading offers other grades: the highest and each examiner's start afresh.
  const setKind = (kind: GradingKind) =>
    form.setValues({
      kind,
      highestGrade: kind === "KYU" ? "KYU_5" : "DAN_1",
      examiners: values.examiners.map((row) => ({ ...row, maxAward: emptyExaminer(kind).maxAward })),
    });

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
            {...form.getInputProps("hostKind")}
            options={HOST_KINDS.map((kind) => ({ value: kind, label: t(`gradings.admin.host_kinds.${kind}`) }))}
          />
          {values.hostKind === "REGION" && (
            <SelectField
              label={t("gradings.admin.fields.region")}
              {...form.getInputProps("region")}
              placeholder=""
              options={getRegionOptions(regions.data?.items)}
              error={fields["host.region"]}
              required
            />
          )}
          {values.hostKind === "DOJO" && (
            <SelectField
              label={t("gradings.admin.fields.dojo")}
              {...form.getInputProps("dojo")}
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
            {...form.getInputProps("date")}
            error={fields.date}
            required
          />
          <TextInput
            type="datetime-local"
            label={t("gradings.admin.fields.deadline")}
            {...form.getInputProps("deadline")}
            error={fields.application_deadline}
            required
          />
        </SimpleGrid>
        <TextInput
          label={t("gradings.admin.fields.venue")}
          {...form.getInputProps("venue")}
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
            {...form.getInputProps("highestGrade")}
            options={gradesOf(values.kind).map((belt) => ({ value: belt, label: formatBelt(belt) }))}
            error={highestError}
          />
          <TextInput
            type="number"
            min={0}
            step="0.01"
            label={t("gradings.admin.fields.fee")}
            {...form.getInputProps("fee")}
            error={fields.fee}
          />
          <TextInput
            type="number"
            min={1}
            label={t("gradings.admin.fields.capacity")}
            description={t("gradings.admin.fields.capacity_hint")}
            {...form.getInputProps("capacity")}
            error={fields.capacity}
          />
        </SimpleGrid>
        <RowsFieldset
          legend={t("gradings.admin.examiners_heading")}
          rows={values.examiners}
          renderRow={(_row: ExaminerRow, index) => {
            const number = index + 1;
            return (
              <>
                <TextInput
                  label={t("gradings.admin.examiner_member", { number })}
                  {...form.getInputProps(`examiners.${index}.member`)}
                  error={fields[`examiners.${index}.member`]}
                  autoCapitalize="characters"
                  required
                />
                <SelectField
                  label={t("gradings.admin.examiner_max_award", { number })}
                  {...form.getInputProps(`examiners.${index}.maxAward`)}
                  options={AWARDABLE.map((belt) => ({ value: belt, label: formatBelt(belt) }))}
                  error={fields[`examiners.${index}.max_award`]}
                />
              </>
            );
          }}
          removeLabel={(index) => t("gradings.admin.remove_examiner", { number: index + 1 })}
          onRemove={(index) => form.removeListItem("examiners", index)}
          keepAtLeast={1}
          addLabel={t("gradings.admin.add_examiner")}
          onAdd={() => form.insertListItem("examiners", emptyExaminer(values.kind))}
        >
          <Text size="sm" c="dimmed">
            {t("gradings.admin.examiners_hint")}
          </Text>
          {panelError && (
            <Text size="sm" c="red.8" role="alert">
              {panelError}
            </Text>
          )}
        </RowsFieldset>
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
