import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type Region } from "@gkf/contract";
import { Button, SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/forms/select-field";
import { CardSection } from "../../../shared/ui/titled-section";
import type { LedgerFilters } from "../api/ledger-filters";
import { hasActiveFilters } from "../api/ledger-filters";

type FilterName = "status" | "purpose" | "region" | "from" | "to";

interface LedgerFiltersFormProps {
  filters: LedgerFilters;
  regions: Region[];
  /** False for a regional admin: the server shows them their own region only. */
  canChooseRegion: boolean;
  onChange: (name: FilterName, value: string | undefined) => void;
  onClear: () => void;
}

/**
 * Native selects and date fields: the phone's own pickers, and no extra script to download.
 * Every change applies at once (the list follows), so there is no "Apply" button to miss.
 */
export function LedgerFiltersForm({ filters, regions, canChooseRegion, onChange, onClear }: LedgerFiltersFormProps) {
  const { t } = useTranslation();
  const any = t("payments.ledger.any");
  const change = (name: FilterName) => (event: { currentTarget: { value: string } }) =>
    onChange(name, event.currentTarget.value || undefined);
  const choose = (name: FilterName) => (value: string) => onChange(name, value || undefined);

  return (
    <CardSection id="ledger-filters" title={t("payments.ledger.filters")}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: canChooseRegion ? 5 : 4 }} spacing="sm">
        <SelectField
          label={t("payments.ledger.status")}
          value={filters.status ?? ""}
          onChange={choose("status")}
          placeholder={any}
          options={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`payments.statuses.${status}`) }))}
        />
        <SelectField
          label={t("payments.ledger.purpose")}
          value={filters.purpose ?? ""}
          onChange={choose("purpose")}
          placeholder={any}
          options={PAYMENT_PURPOSES.map((purpose) => ({ value: purpose, label: t(`payments.purposes.${purpose}`) }))}
        />
        {canChooseRegion && (
          <SelectField
            label={t("payments.ledger.region")}
            value={filters.region ?? ""}
            onChange={choose("region")}
            placeholder={any}
            options={regions.map((region) => ({ value: region.code, label: region.name }))}
          />
        )}
        <TextInput
          type="date"
          label={t("payments.ledger.from")}
          value={filters.from ?? ""}
          max={filters.to}
          onChange={change("from")}
        />
        <TextInput
          type="date"
          label={t("payments.ledger.to")}
          value={filters.to ?? ""}
          min={filters.from}
          onChange={change("to")}
        />
      </SimpleGrid>
      {hasActiveFilters(filters) && (
        <Button variant="subtle" size="sm" onClick={onClear} style={{ alignSelf: "flex-start" }}>
          {t("payments.ledger.clear_filters")}
        </Button>
      )}
    </CardSection>
  );
}
