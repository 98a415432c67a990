import { PRESENTATION } from "@gkf/contract";
import { Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useMyRecord } from "../../../shared/api/my-record";
import { useRegions } from "../../../shared/api/regions";
import { getRegionOptions } from "../../../shared/forms/region-options";
import { SelectField } from "../../../shared/forms/select-field";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { notifySuccess } from "../../../shared/notifications/notify";
import { CardSection } from "../../../shared/ui/titled-section";
import { useRegisterDojo } from "../api/my-dojos";
import { checkDojoForm, type DojoFormValues, EMPTY_DOJO_FORM, toRegisterRequest } from "./dojo-form-values";

/**
 * For an instructor without a dojo: a coach with an ACTIVE membership registers one (and becomes
 * its head instructor); anyone else reads who can, and finds their own dojo on the training page.
 */
export function RegisterDojoPanel({ onRegistered }: { onRegistered: (dojoId: string) => void }) {
  const { t } = useTranslation();
  const record = useMyRecord({ onFailure: () => {} });
  const isActiveCoach = record.data?.status === "ACTIVE" && record.data.current_membership_type === "COACH";

  return (
    <CardSection id="register-dojo" title={t("dojos.register.heading")}>
      {isActiveCoach ? (
        <>
          <Text size="sm" c="dimmed">
            {t("dojos.register.intro")}
          </Text>
          <RegisterDojoForm onRegistered={onRegistered} />
        </>
      ) : (
        <>
          <Text size="sm">{record.isPending ? t("common.loading") : t("dojos.register.coaches_only")}</Text>
          <div>
            <Button component={Link} to="/dashboard/my-membership/training" variant="light">
              {t("dojos.register.find_mine")}
            </Button>
          </div>
        </>
      )}
    </CardSection>
  );
}

/**
 * The registration form. Once the dojo is registered (and my dojos read again), the new dojo's
 * affiliation page opens: what happens next (the region's decision, then the fee) is told there.
 */
function RegisterDojoForm({ onRegistered }: { onRegistered: (dojoId: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const regions = useRegions();
  const register = useRegisterDojo();
  const form = useForm<DojoFormValues>({
    initialValues: EMPTY_DOJO_FORM,
    validate: (values) => checkDojoForm(values, t("common.validation.required")),
  });
  const districts = regions.data?.items.find((region) => region.code === form.values.region)?.districts ?? [];

  const submit = form.onSubmit((values) => {
    // Not mutate's own callbacks: my dojos' refetch brings the new dojo back, the page shows it
    // instead of this form, and an unmounted caller's callbacks never run (the code's toast and
    // the affiliation page were lost). The promise settles either way.
    register.mutateAsync(toRegisterRequest(values)).then(
      (answer) => {
        onRegistered(answer.id);
        // The toast goes with the person to the dojo's affiliation page.
        void notifySuccess(
          {
            title: t("dojos.register.success_title"),
            message: t("dojos.register.success_message", { code: answer.code }),
          },
          { followsToNextPage: true },
        );
        navigate("/dashboard/my-activities/documents");
      },
      (error: unknown) => form.setErrors(getServerFieldErrors(error)),
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("dojos.register.name")} withAsterisk {...form.getInputProps("name")} />
        <SelectField
          label={t("dojos.register.region")}
          withAsterisk
          placeholder={t("dojos.register.choose")}
          options={getRegionOptions(regions.data?.items)}
          value={form.values.region}
          error={form.errors.region}
          onChange={(value) => form.setValues({ region: value, district: "" })}
        />
        <SelectField
          label={t("dojos.register.district")}
          withAsterisk
          placeholder={t("dojos.register.choose")}
          options={districts.map((district) => ({ value: district.code, label: district.name }))}
          disabled={districts.length === 0}
          value={form.values.district}
          onChange={(value) => form.setFieldValue("district", value)}
          error={form.errors.district}
        />
        <TextInput label={t("dojos.register.town")} withAsterisk {...form.getInputProps("town")} />
        <TextInput label={t("dojos.register.address")} withAsterisk {...form.getInputProps("address")} />
        <TextInput
          label={t("dojos.register.styles")}
          description={t("dojos.register.styles_hint")}
          withAsterisk
          {...form.getInputProps("styles")}
        />
        <TextInput label={t("dojos.register.phone")} type="tel" {...form.getInputProps("phone")} />
        <TextInput label={t("dojos.register.email")} type="email" {...form.getInputProps("email")} />
        <Button type="submit" loading={register.isPending}>
          {t("dojos.register.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** A coach may run more than one club: "Register another dojo" opens the form in a dialog. */
export function RegisterAnotherDojo({ onRegistered }: { onRegistered: (dojoId: string) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t("dojos.register.another")}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t("dojos.register.heading")}
        transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
        // Not centred: an answer that adds an error under a field grows the dialog downwards only.
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("dojos.register.intro")}
          </Text>
          <RegisterDojoForm onRegistered={onRegistered} />
        </Stack>
      </Modal>
    </>
  );
}
