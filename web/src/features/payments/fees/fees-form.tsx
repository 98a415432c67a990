import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import { type Fee, MAIN_ROLES, type MainRole } from "@gkf/contract";
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { CardSection } from "../../../shared/ui/titled-section";
import { useUpdateFees } from "../api/fees-api";
import { type FeeDraft, type FeeDraftErrors, feeKey, hasFeeChanges, toFeeDrafts, toFees } from "./fee-form-state";

/** Inputs at size md (16 px: no zoom on iOS) under small labels, which fit two columns on a phone. */
const INPUT_STYLES = { label: { fontSize: "var(--mantine-font-size-sm)", fontWeight: 500 } };

function fieldId(key: string, field: "amount" | "period_months"): string {
  return `fee-${key.replace(":", "-")}-${field}`;
}

interface FeesFormProps {
  saved: Fee[];
  canEdit: boolean;
}

export function FeesForm({ saved, canEdit }: FeesFormProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<FeeDraft[]>(() => toFeeDrafts(saved));
  const [errors, setErrors] = useState<FeeDraftErrors>({});
  const updateFees = useUpdateFees();
  const isDirty = hasFeeChanges(drafts, saved);
  const forbidden =
    isHttpError(updateFees.error) && updateFees.error.status === 403 ? updateFees.error.body?.message : null;

  function edit(key: string, field: "amount" | "period_months", value: string) {
    setDrafts((current) => current.map((draft) => (feeKey(draft) === key ? { ...draft, [field]: value } : draft)));
    setErrors((current) => ({ ...current, [key]: { ...current[key], [field]: false } }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = toFees(drafts);
    if (result.errors) {
      setErrors(result.errors);
      // On a phone the wrong field may be far above the button: take the official to it.
      const [key, error] = Object.entries(result.errors)[0] ?? [];
      if (key && error) document.getElementById(fieldId(key, error.amount ? "amount" : "period_months"))?.focus();
      return;
    }
    setErrors({});
    // Not mutate's own callbacks: they never run once this form has gone (the saved table starts a
    // new one; leaving the page ends it), and the toast was lost although the fees were saved. A
    // refusal shows where it did: the 403 in the form, anything else as the usual toast.
    updateFees.mutateAsync(result.fees).then(
      () => void notifySuccess({ title: t("payments.fees.saved_title"), message: t("payments.fees.saved") }),
      () => undefined,
    );
  }

  const types = MAIN_ROLES.filter((type) => drafts.some((draft) => draft.membership_type === type));
  const hasErrors = Object.values(errors).some((error) => error.amount || error.period_months);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!canEdit && (
          <Alert color="gray" variant="light">
            {t("payments.fees.read_only")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {types.map((type) => (
            <FeeTypeCard
              key={type}
              type={type}
              drafts={drafts.filter((draft) => draft.membership_type === type)}
              errors={errors}
              readOnly={!canEdit}
              onEdit={edit}
            />
          ))}
        </SimpleGrid>
        {forbidden && (
          <Alert color="red" variant="light" title={t("payments.fees.not_allowed_title")}>
            {forbidden}
          </Alert>
        )}
        {hasErrors && (
          <Text c="red" size="sm" role="alert">
            {t("payments.fees.fix_errors")}
          </Text>
        )}
        {canEdit && (
          <Button type="submit" loading={updateFees.isPending} disabled={!isDirty} fullWidth maw={{ sm: 320 }}>
            {t("payments.fees.save")}
          </Button>
        )}
      </Stack>
    </form>
  );
}

interface FeeTypeCardProps {
  type: MainRole;
  drafts: FeeDraft[];
  errors: FeeDraftErrors;
  readOnly: boolean;
  onEdit: (key: string, field: "amount" | "period_months", value: string) => void;
}

function FeeTypeCard({ type, drafts, errors, readOnly, onEdit }: FeeTypeCardProps) {
  const { t } = useTranslation();
  return (
    <CardSection id={`fees-${type}`} level={3} title={t(`payments.membership_types.${type}`)}>
      {drafts.map((draft) => {
        const key = feeKey(draft);
        const purpose = t(`payments.purposes.${draft.purpose}`);
        // The visible labels are short (they repeat in every card); the accessible names say which fee.
        const context = `${t(`payments.membership_types.${type}`)}, ${purpose}`;
        const feeInput = (
          field: "amount" | "period_months",
          label: string,
          invalid: string,
          inputMode: "decimal" | "numeric",
        ) => (
          <TextInput
            id={fieldId(key, field)}
            label={label}
            aria-label={`${context}: ${label}`}
            value={draft[field]}
            onChange={(event) => onEdit(key, field, event.currentTarget.value)}
            inputMode={inputMode}
            autoComplete="off"
            readOnly={readOnly}
            error={errors[key]?.[field] ? invalid : undefined}
            size="md"
            styles={INPUT_STYLES}
            variant={readOnly ? "filled" : "default"}
          />
        );
        return (
          <Stack key={key} gap={4}>
            <Text fw={700}>{purpose}</Text>
            <SimpleGrid cols={2} spacing="xs">
              {feeInput("amount", t("payments.fees.amount"), t("payments.fees.invalid_amount"), "decimal")}
              {feeInput("period_months", t("payments.fees.period"), t("payments.fees.invalid_period"), "numeric")}
            </SimpleGrid>
          </Stack>
        );
      })}
    </CardSection>
  );
}
