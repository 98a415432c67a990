import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import type { AdminPosition } from "@gkf/contract";
import { BELTS, MAIN_ROLES, PRESENTATION } from "@gkf/contract";
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/forms/select-field";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { useOpening } from "../../../shared/ui/use-opening";
import { useSavePosition } from "../api/save-position";
import { checkPositionForm, type PositionFormValues, toFormValues, toPositionWrite } from "./position-form-values";

interface PositionFormModalProps {
  /** null: closed; "new": create a draft; a position: edit it. */
  editing: AdminPosition | "new" | null;
  onClose: () => void;
}

/** Create or edit a position. Phones get the whole screen: the form is long. */
export function PositionFormModal({ editing, onClose }: PositionFormModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === "new" ? t("positions.admin.form.create_title") : t("positions.admin.form.edit_title")}
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
      fullScreen={isPhone}
      size="lg"
    >
      {editing !== null && (
        // Keyed, so every opening starts from the position's values.
        <PositionForm
          key={editing === "new" ? "new" : editing.id}
          position={editing === "new" ? null : editing}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function PositionForm({ position, onDone }: { position: AdminPosition | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePosition();
  const labels: Record<keyof PositionFormValues, string> = {
    name: t("positions.admin.form.name"),
    description: t("positions.admin.form.description"),
    seats: t("positions.admin.form.seats"),
    opens_at: t("positions.admin.form.opens_at"),
    closes_at: t("positions.admin.form.closes_at"),
    min_belt: t("positions.admin.form.min_belt"),
    membership_types: t("positions.admin.form.membership_types"),
    requires_compliance: t("positions.admin.form.requires_compliance"),
  };

  const form = useForm<PositionFormValues>({
    mode: "controlled",
    initialValues: toFormValues(position, Date.now()),
    validate: (values) => {
      const problems = checkPositionForm(values);
      return Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [
          field,
          problem === "required" ? t("common.validation.required") : t(`positions.admin.form.${problem}`),
        ]),
      );
    },
  });

  // Closing the dialog unmounts this form: a save that lands later still toasts, but must not
  // close the dialog the official may have opened since.
  const opening = useOpening();

  const submit = form.onSubmit((values) => {
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the official has closed the dialog, and the
    // toast was lost although the position was saved.
    save.mutateAsync({ id: position?.id, position: toPositionWrite(values) }).then(
      (saved) => {
        if (stillOpen()) onDone();
        void notifySuccess(
          position
            ? {
                title: t("positions.admin.form.saved_title"),
                message: t("positions.admin.form.saved_message", { name: saved.name }),
              }
            : {
                title: t("positions.admin.form.created_title"),
                message: t("positions.admin.form.created_message", { name: saved.name }),
              },
        );
      },
      // The server's reason per field, under that field (its other errors are toasted).
      (error: unknown) => {
        const fields = getServerFieldErrors(error);
        form.setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, reason]) => [
              field,
              t("common.field_error", { field: labels[field as keyof PositionFormValues] ?? field, reason }),
            ]),
          ),
        );
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput size="md" label={labels.name} withAsterisk maxLength={120} {...form.getInputProps("name")} />
        <Textarea
          size="md"
          label={labels.description}
          withAsterisk
          rows={PRESENTATION.TEXTAREA_ROWS}
          maxLength={4000}
          {...form.getInputProps("description")}
        />
        <NumberInput
          size="md"
          label={labels.seats}
          description={t("positions.admin.form.seats_description")}
          withAsterisk
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          // Typed on the phone's number pad (arrow keys step it on a keyboard): the steppers are 21 px, too small for a finger.
          hideControls
          {...form.getInputProps("seats")}
        />
        {/* Native pickers: the phone's own date and time wheels, and no date library to download. */}
        <TextInput
          size="md"
          type="datetime-local"
          label={labels.opens_at}
          withAsterisk
          {...form.getInputProps("opens_at")}
        />
        <TextInput
          size="md"
          type="datetime-local"
          label={labels.closes_at}
          withAsterisk
          {...form.getInputProps("closes_at")}
        />
        <SelectField
          label={labels.min_belt}
          placeholder={t("positions.admin.form.any_belt")}
          options={BELTS.map((belt) => ({ value: belt, label: formatBelt(belt) }))}
          {...form.getInputProps("min_belt")}
        />
        <Checkbox.Group
          label={labels.membership_types}
          description={t("positions.admin.form.membership_types_description")}
          {...form.getInputProps("membership_types")}
        >
          <Group gap="md" mt="xs">
            {MAIN_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`positions.types.${role}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label={labels.requires_compliance}
          {...form.getInputProps("requires_compliance", { type: "checkbox" })}
        />
        <Group justify="flex-end" gap="sm" grow>
          <Button variant="default" onClick={onDone}>
            {t("positions.admin.form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {position ? t("positions.admin.form.save") : t("positions.admin.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
