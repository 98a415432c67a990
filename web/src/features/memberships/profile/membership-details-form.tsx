import "@mantine/core/styles/Input.css";
import { type MembershipRecord, PRESENTATION, type UpdateMyRecord } from "@gkf/contract";
import { Button, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { getDistrictOptions, getRegionOptions, keepDistrictInRegion } from "../../../shared/forms/region-options";
import { SelectField } from "../../../shared/forms/select-field";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { notifySuccess } from "../../../shared/notifications/notify";
import { CardSection } from "../../../shared/ui/titled-section";
import { useUpdateMyRecord } from "../api/update-my-record";

type Field = keyof UpdateMyRecord;
type Errors = Partial<Record<Field, string | null>>;

const SPECIAL_NEEDS_MAX = 500;

/** Region, district (only the region's, "name (code)") and special needs: the record's editable part. */
export function MembershipDetailsForm({ record }: { record: MembershipRecord }) {
  const { t } = useTranslation();
  const regions = useRegions();
  const update = useUpdateMyRecord();
  const [region, setRegion] = useState(record.region.code);
  const [district, setDistrict] = useState(record.district.code);
  const [specialNeeds, setSpecialNeeds] = useState(record.special_needs ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const regionList = regions.data?.items ?? [];
  const labels: Record<Field, string> = {
    region: t("memberships.profile.record.region"),
    district: t("memberships.profile.record.district"),
    special_needs: t("memberships.profile.record.special_needs"),
  };

  function changeRegion(code: string) {
    setRegion(code);
    setDistrict((current) => keepDistrictInRegion(regionList, code, current));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const required = t("memberships.profile.record.required");
    const found: Errors = { region: region ? null : required, district: district ? null : required };
    setErrors(found);
    if (found.region || found.district) return;
    // Not mutate's own callbacks: a new region remounts this form (the page keys it by the saved
    // region) while the hook still awaits the membership's refetch, and an unmounted caller's
    // callbacks never run, so the toast was lost whenever the region changed.
    update
      .mutateAsync({ region, district, special_needs: specialNeeds.trim() === "" ? null : specialNeeds.trim() })
      .then(
        () =>
          void notifySuccess({
            title: t("memberships.profile.record.saved_title"),
            message: t("memberships.profile.record.saved_message"),
          }),
        (error: unknown) => {
          const fields = getServerFieldErrors(error);
          const reason = (field: Field) =>
            fields[field] ? t("common.field_error", { field: labels[field], reason: fields[field] }) : null;
          setErrors({ region: reason("region"), district: reason("district"), special_needs: reason("special_needs") });
        },
      );
  }

  const chooseLabel = t("memberships.profile.record.choose");
  const districtOptions = getDistrictOptions(regionList, region);

  return (
    <CardSection
      id="record-form-heading"
      title={t("memberships.profile.record.heading")}
      intro={t("memberships.profile.record.intro")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {regions.isError && (
            <Text size="sm" c="red">
              {t("memberships.profile.record.regions_failed")}
            </Text>
          )}
          <SelectField
            label={labels.region}
            value={region}
            onChange={changeRegion}
            placeholder={chooseLabel}
            options={getRegionOptions(regionList)}
            error={errors.region}
            disabled={regions.isPending}
            withAsterisk
          />
          <SelectField
            label={labels.district}
            value={district}
            onChange={setDistrict}
            placeholder={region ? chooseLabel : t("memberships.profile.record.choose_region_first")}
            options={districtOptions}
            error={errors.district}
            disabled={regions.isPending || !region}
            withAsterisk
          />
          <Textarea
            size="md"
            label={labels.special_needs}
            description={t("memberships.profile.record.special_needs_hint")}
            value={specialNeeds}
            onChange={(event) => setSpecialNeeds(event.currentTarget.value)}
            rows={PRESENTATION.TEXTAREA_ROWS}
            maxLength={SPECIAL_NEEDS_MAX}
            error={errors.special_needs}
          />
          <Button type="submit" loading={update.isPending} fullWidth>
            {t("memberships.profile.record.save")}
          </Button>
        </Stack>
      </form>
    </CardSection>
  );
}
