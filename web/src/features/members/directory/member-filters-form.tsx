import { ATHLETE_CATEGORIES, BELTS, MEMBERSHIP_STATUSES, type Region } from "@gkf/contract";
import { Button, Group, Paper, SimpleGrid, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/forms/select-field";
import { formatBelt } from "../../../shared/ui/labels";
import { EXPIRING_CHOICES, hasActiveFilters, type MemberFilters } from "../api/member-filters";

const FILTER_NAMES = ["region", "status", "age_category", "belt", "compliance", "paid", "expiring_within"] as const;
type FilterName = (typeof FILTER_NAMES)[number];

interface MemberFiltersFormProps {
  filters: MemberFilters;
  regions: Region[];
  canChooseRegion: boolean;
  onSearch: (q: string) => void;
  onChange: (name: FilterName, value: string | undefined) => void;
  onClear: () => void;
}

/**
 * The search box (sent on Enter or Search) and the filters (sent as they change). On a phone the
 * seven filters would fill the screen before any result: they wait behind "Filters (n)", n the
 * number in use; on wider screens they are always shown.
 */
export function MemberFiltersForm({
  filters,
  regions,
  canChooseRegion,
  onSearch,
  onChange,
  onClear,
}: MemberFiltersFormProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q ?? "");
  const isPhone = useMediaQuery("(max-width: 48em)");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeCount = FILTER_NAMES.filter((name) => Boolean(filters[name])).length;
  useEffect(() => setQ(filters.q ?? ""), [filters.q]);
  const select = (name: FilterName, label: string, options: Array<{ value: string; label: string }>) => (
    <SelectField
      label={label}
      value={filters[name] ?? ""}
      placeholder={t("members.filters.any")}
      options={options}
      onChange={(value) => onChange(name, value || undefined)}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("members.filters.legend")}>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t("members.search.label")}
            placeholder={t("members.search.placeholder")}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t("members.search.submit")}</Button>
        </Group>
      </form>
      {isPhone && (
        <Button
          variant="light"
          mt="sm"
          fullWidth
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t("members.filters.toggle", { count: activeCount })}
        </Button>
      )}
      {(!isPhone || filtersOpen) && (
        <SimpleGrid id={filtersId} cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="sm">
          {canChooseRegion &&
            select(
              "region",
              t("members.filters.region"),
              regions.map((region) => ({ value: region.code, label: region.name })),
            )}
          {select(
            "status",
            t("members.filters.status"),
            MEMBERSHIP_STATUSES.map((status) => ({ value: status, label: t(`memberships.statuses.${status}`) })),
          )}
          {select(
            "age_category",
            t("members.filters.age_category"),
            ATHLETE_CATEGORIES.map((category) => ({ value: category, label: t(`memberships.categories.${category}`) })),
          )}
          {select(
            "belt",
            t("members.filters.belt"),
            BELTS.map((belt) => ({ value: belt, label: formatBelt(belt) })),
          )}
          {select(
            "compliance",
            t("members.filters.compliance"),
            (["COMPLIANT", "INCOMPLETE"] as const).map((value) => ({ value, label: t(`members.compliance.${value}`) })),
          )}
          {select("paid", t("members.filters.paid"), [
            { value: "true", label: t("members.filters.paid_yes") },
            { value: "false", label: t("members.filters.paid_no") },
          ])}
          {select(
            "expiring_within",
            t("members.filters.expiring_within"),
            EXPIRING_CHOICES.map((days) => ({
              value: days,
              label: t("members.filters.expiring_days", { count: Number(days) }),
            })),
          )}
        </SimpleGrid>
      )}
      {hasActiveFilters(filters) && (
        <Button variant="subtle" size="xs" mt="sm" onClick={onClear}>
          {t("members.filters.clear")}
        </Button>
      )}
    </Paper>
  );
}
