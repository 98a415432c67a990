import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import { BELTS, type Dojo } from "@gkf/contract";
import { Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/forms/select-field";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import type { Opening } from "../../../shared/ui/use-opening";
import { useInstructors } from "../api/dojo-people";
import { useAddTraining } from "../api/dojo-trainings";
import { WEEKDAYS } from "../components/weekdays";
import {
  checkTrainingForm,
  EMPTY_TRAINING_FORM,
  type TrainingFormValues,
  toTrainingWrite,
} from "./training-form-values";

/** A new weekly training: day, times, lead instructor, grade range, whether it counts toward gradings. */
export function TrainingForm({
  dojo,
  opening,
  onScheduled,
  onCancel,
}: {
  dojo: Dojo;
  /** The dialog's opening (useOpening): a training scheduled after it was closed schedules nothing in it. */
  opening: Opening;
  /** Called once the training is scheduled and the dojo's lists have been read again, if still open. */
  onScheduled: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const instructors = useInstructors(dojo.id);
  const add = useAddTraining(dojo.id);
  const form = useForm<TrainingFormValues>({
    initialValues: EMPTY_TRAINING_FORM,
    validate: (values) =>
      checkTrainingForm(values, instructors.data ?? [], {
        required: t("common.validation.required"),
        time: t("dojos.trainings.form.time_format"),
        endAfterStart: t("dojos.trainings.form.end_after_start"),
        flagged: t("dojos.trainings.form.lead_flagged"),
      }),
  });
  const belts = BELTS.map((belt) => ({ value: belt, label: formatBelt(belt) }));
  // Not mutate's own callbacks: they never run once the instructor has closed the dialog, and the
  // toast was lost although the training was scheduled. A training scheduled after the dialog was
  // closed still toasts, but the next opening starts with the form, not with "Done".
  const submit = form.onSubmit((values) => {
    const stillOpen = opening.current();
    add.mutateAsync(toTrainingWrite(values)).then(
      () => {
        void notifySuccess({
          title: t("dojos.trainings.form.success_title"),
          message: t("dojos.trainings.form.success_message"),
        });
        if (stillOpen()) onScheduled();
      },
      (error: unknown) => form.setErrors(getServerFieldErrors(error)),
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("dojos.trainings.form.heading")}>
      <Stack gap="sm">
        <TextInput label={t("dojos.trainings.form.title")} {...form.getInputProps("title")} />
        <SelectField
          label={t("dojos.trainings.form.weekday")}
          withAsterisk
          placeholder={t("dojos.register.choose")}
          options={WEEKDAYS.map((day) => ({ value: String(day), label: t(`dojos.weekdays.${day}`) }))}
          value={form.values.weekday}
          onChange={(value) => form.setFieldValue("weekday", value)}
          error={form.errors.weekday}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label={t("dojos.trainings.form.start_time")}
            type="time"
            withAsterisk
            {...form.getInputProps("start_time")}
          />
          <TextInput
            label={t("dojos.trainings.form.end_time")}
            type="time"
            withAsterisk
            {...form.getInputProps("end_time")}
          />
        </Group>
        <SelectField
          label={t("dojos.trainings.form.lead")}
          withAsterisk
          placeholder={t("dojos.register.choose")}
          options={(instructors.data ?? []).map((instructor) => ({
            value: instructor.member_id,
            label: instructor.flagged
              ? t("dojos.trainings.form.lead_option_flagged", {
                  name: `${instructor.first_name} ${instructor.last_name}`,
                })
              : `${instructor.first_name} ${instructor.last_name}`,
          }))}
          value={form.values.lead_instructor}
          onChange={(value) => form.setFieldValue("lead_instructor", value)}
          error={form.errors.lead_instructor}
        />
        <Group grow gap="sm" align="flex-start">
          <SelectField
            label={t("dojos.trainings.form.min_belt")}
            placeholder={t("dojos.trainings.form.any_belt")}
            options={belts}
            value={form.values.min_belt}
            onChange={(value) => form.setFieldValue("min_belt", value)}
            error={form.errors.min_belt}
          />
          <SelectField
            label={t("dojos.trainings.form.max_belt")}
            placeholder={t("dojos.trainings.form.any_belt")}
            options={belts}
            value={form.values.max_belt}
            onChange={(value) => form.setFieldValue("max_belt", value)}
            error={form.errors.max_belt}
          />
        </Group>
        <Checkbox
          label={t("dojos.trainings.form.counts")}
          {...form.getInputProps("counts_toward_grading", { type: "checkbox" })}
        />
        {/* Side by side when both labels fit; on a phone "Schedule the training" takes a row of its own. */}
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          <Button type="submit" loading={add.isPending}>
            {t("dojos.trainings.form.submit")}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t("dojos.trainings.form.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
