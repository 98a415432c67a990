import "@mantine/core/styles/Pagination.css";
import { CACHE_KEYS, formatMoney } from "@gkf/contract";
import { Button, Group, Pagination, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useRegions } from "../../../shared/api/regions";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { hasNationalStaffRole } from "../../../shared/session/auth-data";
import { useDownloadFile } from "../../../shared/ui/file-downloads";
import { Loaded } from "../../../shared/ui/loaded";
import { LoadingBlock } from "../../../shared/ui/loading-block";
import { PageHeader } from "../../../shared/ui/page-header";
import { EmptyNote } from "../../../shared/ui/titled-section";
import { useStaffProfile } from "../api/fees-api";
import { type LedgerPayment, usePaymentsLedger } from "../api/get-payments-ledger";
import { type LedgerFilters, readLedgerFilters, toLedgerSearchParams } from "../api/ledger-filters";
import { LedgerFiltersForm } from "./ledger-filters-form";
import { LedgerList } from "./ledger-list";
import { ManualPaymentModal, RefundPaymentModal, VoidPaymentModal } from "./payment-action-modals";

/** `/dashboard/my-control-panel/payments`: every payment, filtered, totalled, exported. */
export function PaymentsLedgerPage() {
  const { t } = useTranslation();
  usePageTitle(t("payments.ledger.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readLedgerFilters(searchParams);
  const ledger = usePaymentsLedger(filters);
  const regions = useRegions();
  const profile = useStaffProfile();
  const cache = useCacheStore();
  const download = useDownloadFile();
  const [recording, setRecording] = useState(false);
  const [voiding, setVoiding] = useState<LedgerPayment | null>(null);
  const [refunding, setRefunding] = useState<LedgerPayment | null>(null);

  const regionList = regions.data?.items ?? [];
  const regionName = (code: string) => regionList.find((region) => region.code === code)?.name ?? code;
  // A regional admin sees their own region only (the server filters): no region to choose. Known
  // from the session's staff roles, so the region filter is there from the first render: read from
  // the profile, it came in after the other fields and moved them (a layout shift the journeys saw).
  const isNational = hasNationalStaffRole(cache.get(CACHE_KEYS.AUTH_DATA));
  const scopeRegion = profile.data && !isNational ? profile.data.staff_region : null;

  const setFilters = (next: LedgerFilters) => setSearchParams(toLedgerSearchParams(next), { replace: true });
  const { page: _page, ...exportFilters } = filters;

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t("payments.ledger.title")} subtitle={t("payments.ledger.intro")} back="my-control-panel">
        {scopeRegion && <Text size="sm">{t("payments.ledger.region_scope", { region: regionName(scopeRegion) })}</Text>}
      </PageHeader>

      <LedgerFiltersForm
        filters={filters}
        regions={regionList}
        canChooseRegion={isNational}
        onChange={(name, value) => setFilters({ ...filters, [name]: value, page: 1 })}
        onClear={() => setFilters({ page: 1 })}
      />

      <Group justify="space-between" align="center" gap="sm">
        <div aria-live="polite">
          {ledger.data && (
            <>
              <Text fw={700}>{t("payments.ledger.totals_count", { count: ledger.data.totals.count })}</Text>
              <Text size="sm" c="dimmed">
                {t("payments.ledger.totals_paid", {
                  amount: formatMoney(ledger.data.totals.paid.amount, ledger.data.totals.paid.currency),
                })}
              </Text>
            </>
          )}
        </div>
        <Group gap="xs">
          {isNational && (
            <Button size="sm" onClick={() => setRecording(true)}>
              {t("payments.ledger.record_manual")}
            </Button>
          )}
          <Button
            variant="light"
            size="sm"
            loading={download.isPending}
            onClick={() =>
              download.download({ url: "/admin/payments.csv", query: exportFilters, fileName: "gkf-payments.csv" })
            }
          >
            {t("payments.ledger.export_csv")}
          </Button>
        </Group>
      </Group>

      <Loaded read={ledger} failed={t("payments.ledger.load_failed")} loader={<LoadingBlock />}>
        {(data) => (
          <LedgerResults
            ledger={data}
            isFetching={ledger.isFetching}
            regionName={regionName}
            onPage={(page) => setFilters({ ...filters, page })}
            onVoid={setVoiding}
            onRefund={setRefunding}
          />
        )}
      </Loaded>
      <ManualPaymentModal opened={recording} onClose={() => setRecording(false)} />
      <VoidPaymentModal payment={voiding} onClose={() => setVoiding(null)} />
      <RefundPaymentModal payment={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}

interface LedgerResultsProps {
  ledger: NonNullable<ReturnType<typeof usePaymentsLedger>["data"]>;
  isFetching: boolean;
  regionName: (code: string) => string;
  onPage: (page: number) => void;
  onVoid: (payment: LedgerPayment) => void;
  onRefund: (payment: LedgerPayment) => void;
}

function LedgerResults({ ledger, isFetching, regionName, onPage, onVoid, onRefund }: LedgerResultsProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(ledger.total / ledger.page_size));
  if (ledger.items.length === 0) {
    return (
      <Paper withBorder p="md" radius="md">
        <EmptyNote>{t("payments.ledger.empty")}</EmptyNote>
      </Paper>
    );
  }
  return (
    <Stack gap="md" style={{ opacity: isFetching ? 0.6 : 1, transition: "opacity 150ms" }}>
      <LedgerList items={ledger.items} regionName={regionName} onVoid={onVoid} onRefund={onRefund} />
      {pages > 1 && (
        <Stack align="center" gap={4}>
          <Pagination
            total={pages}
            value={ledger.page}
            onChange={onPage}
            siblings={0}
            getControlProps={(control) =>
              control === "previous" || control === "next" ? { "aria-label": t(`payments.ledger.${control}_page`) } : {}
            }
            aria-label={t("payments.ledger.pagination")}
          />
          <Text size="sm" c="dimmed">
            {t("payments.ledger.page_of", { page: ledger.page, pages })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
