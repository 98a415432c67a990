import { NameGuardianSchema } from "@gkf/contract";
import { Stack } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePublicConfig } from "../../shared/config/public-config";
import { FormActions } from "../../shared/forms/form-actions";
import { formRefusal, serverFieldMessages } from "../../shared/forms/server-field-errors";
import { TextField } from "../../shared/forms/text-field";
import { notifySuccess } from "../../shared/notifications/notify";
import { CardSection } from "../../shared/ui/titled-section";
import { useOpening } from "../../shared/ui/use-opening";
import { useNameGuardian } from "./families-api";

const FIELDS = ["guardian_email", "guardian_tel"] as const;
type Field = (typeof FIELDS)[number];
const LABELS = { guardian_email: "families.pending.email", guardian_tel: "families.pending.tel" } as const;

/**
 * A minor whose guardian declined, or never answered, names a parent or guardian again (decision
 * 138): an e-mail or, where phone sign-up is on, a phone number; the contract's schema checks it.
 */
export function NameGuardianForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  // Until the config comes the phone field shows: the server refuses a phone when PHONE_SIGNUP is off.
  const phoneSignup = usePublicConfig().data?.phone_signup !== false;
  const nameGuardian = useNameGuardian();
  const opening = useOpening();
  const [draft, setDraft] = useState<Record<Field, string>>({ guardian_email: "", guardian_tel: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const say = (field: string, reason: string) => t("common.field_error", { field: t(LABELS[field as Field]), reason });
  const update = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const email = draft.guardian_email.trim();
    const tel = phoneSignup ? draft.guardian_tel.trim() : "";
    const checked = NameGuardianSchema.safeParse({
      ...(email ? { guardian_email: email } : {}),
      ...(tel ? { guardian_tel: tel } : {}),
    });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = FIELDS.find((one) => one === issue.path[0]);
        if (field) found[field] ??= say(field, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const stillOpen = opening.current();
    // Not mutate's own callbacks: the toast must show even if the form was closed meanwhile; a
    // refusal shows in the form (what was typed stays), only while it is still the one open.
    nameGuardian.mutateAsync(checked.data).then(
      (request) => {
        void notifySuccess({
          title: t("families.pending.sent_title"),
          message: t("families.pending.sent", { to: request.sent_to }),
        });
        if (stillOpen()) onDone();
      },
      (error: unknown) => {
        if (stillOpen()) setErrors(serverFieldMessages(error, FIELDS, say));
      },
    );
  }

  const refusal = formRefusal(nameGuardian, errors, t("common.http_errors.generic_message"));

  return (
    <CardSection
      id={titleId}
      title={t("families.pending.form_title")}
      level={3}
      intro={t("families.pending.form_intro")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextField
            type="email"
            label={t(LABELS.guardian_email)}
            value={draft.guardian_email}
            onChange={(value) => update("guardian_email", value)}
            error={errors.guardian_email}
            autoComplete="off"
          />
          {phoneSignup && (
            <TextField
              type="tel"
              label={t(LABELS.guardian_tel)}
              description={t("families.pending.tel_hint")}
              value={draft.guardian_tel}
              onChange={(value) => update("guardian_tel", value)}
              error={errors.guardian_tel}
              autoComplete="off"
            />
          )}
          <FormActions
            refusal={refusal}
            submitLabel={t("families.pending.submit")}
            submitting={nameGuardian.isPending}
            cancelLabel={t("families.add.cancel")}
            onCancel={onDone}
          />
        </Stack>
      </form>
    </CardSection>
  );
}
