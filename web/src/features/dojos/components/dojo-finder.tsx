import type { PublicDojo } from "@gkf/contract";
import { Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { getRegionOptions } from "../../../shared/forms/region-options";
import { SelectField } from "../../../shared/forms/select-field";
import { Loaded } from "../../../shared/ui/loaded";
import { EmptyNote, LoadingNote, TitledSection } from "../../../shared/ui/titled-section";
import { usePublicDojos } from "../api/public-dojos";
import { describeTrainingTimes } from "./training-times";

interface DojoFinderProps {
  /** The heading's level on the page (h2 on the training page, h2 on the public page). */
  headingId: string;
  heading: string;
  initialRegion?: string;
  onRegionChange?: (region: string) => void;
  /** What each dojo offers (Ask to join), if anything. */
  action?: (dojo: PublicDojo) => ReactNode;
}

/** The ACTIVE dojos by region, or by name, town or code: the public page and the training page share it. */
export function DojoFinder({ headingId, heading, initialRegion = "", onRegionChange, action }: DojoFinderProps) {
  const { t } = useTranslation();
  const regions = useRegions({ silent: true });
  const [region, setRegion] = useState(initialRegion);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  const dojos = usePublicDojos(region, q);

  return (
    <TitledSection id={headingId} title={heading}>
      <Group grow gap="sm" align="flex-start" wrap="wrap">
        <SelectField
          label={t("dojos.finder.region")}
          placeholder={t("dojos.finder.all_regions")}
          value={region}
          onChange={(value) => {
            setRegion(value);
            onRegionChange?.(value);
          }}
          options={getRegionOptions(regions.data?.items)}
          style={{ minWidth: 200 }}
        />
        <TextInput
          label={t("dojos.finder.search")}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ minWidth: 200 }}
        />
      </Group>
      <Loaded read={dojos} failed={t("dojos.finder.load_failed")} loader={<LoadingNote />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyNote>{t("dojos.finder.none")}</EmptyNote>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t("dojos.finder.count", { count: list.length })}
              </Text>
              {list.map((dojo) => (
                <Paper key={dojo.id} withBorder radius="md" p="md" component="article" aria-label={dojo.name}>
                  <Stack gap={4}>
                    <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                      {dojo.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t("dojos.code_and_place", { code: dojo.code, town: dojo.town, region: dojo.region.name })}
                    </Text>
                    <Text size="sm">{dojo.address}</Text>
                    <Text size="sm">{t("dojos.head_instructor", { name: dojo.head_instructor.name })}</Text>
                    {dojo.styles.length > 0 && (
                      <Text size="sm">{t("dojos.styles", { styles: dojo.styles.join(", ") })}</Text>
                    )}
                    {dojo.training_times.length > 0 && (
                      <Text size="sm">
                        {describeTrainingTimes(dojo.training_times, (day) => t(`dojos.weekdays.${day}`))}
                      </Text>
                    )}
                    {(dojo.contacts.phone || dojo.contacts.email) && (
                      <Text size="sm" c="dimmed">
                        {[dojo.contacts.phone, dojo.contacts.email].filter(Boolean).join(" · ")}
                      </Text>
                    )}
                    {action?.(dojo)}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        }
      </Loaded>
    </TitledSection>
  );
}
