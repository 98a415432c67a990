import "@mantine/core/styles/Input.css";
import { type Belt, CACHE_KEYS, type Statistics, type StatisticsCount } from "@gkf/contract";
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../shared/api/regions";
import { getChartDefaults } from "../../shared/charts/chart-defaults";
import { formatDateTime } from "../../shared/dates/dates";
import { getRegionOptions } from "../../shared/forms/region-options";
import { SelectField } from "../../shared/forms/select-field";
import { isHttpError } from "../../shared/http/http-error";
import { isKeyOf } from "../../shared/i18n/i18n";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../shared/services/services-context";
import { hasNationalStaffRole } from "../../shared/session/auth-data";
import { formatBelt, formatMembershipType } from "../../shared/ui/labels";
import { LoadFailed } from "../../shared/ui/load-failed";
import { PageHeader } from "../../shared/ui/page-header";
import { CardSection, LoadingNote } from "../../shared/ui/titled-section";
import { useRefreshStatistics, useStatistics } from "./api/get-statistics";
import { StatChart, type StatChartProps } from "./stat-chart";
import { useStatisticsTexts } from "./texts";

type Row = { label: string } & Record<string, number | string>;
type CountChart = "by_status" | "by_region" | "by_type" | "by_age_category" | "by_gender" | "by_belt";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * `/dashboard/my-control-panel/statistics`: the federation's numbers (a region's for a regional
 * admin): every chart with its table and a CSV download. Carries the charts library in its chunk.
 */
export function StatisticsPage() {
  useStatisticsTexts();
  const { t } = useTranslation();
  usePageTitle(t("statistics.page_title"));
  const isNational = hasNationalStaffRole(useCacheStore().get(CACHE_KEYS.AUTH_DATA));
  const [region, setRegion] = useState<string | null>(null);
  const regions = useRegions({ silent: true });
  const statistics = useStatistics(region);
  const refresh = useRefreshStatistics(region);
  const chart = getChartDefaults();
  const regionName = (code: string) => regions.data?.items.find((entry) => entry.code === code)?.name ?? code;

  const label = (group: "statuses" | "genders" | "age_categories" | "purposes" | "items", key: string) => {
    const texts = t(`statistics.${group}`, { returnObjects: true }) as Record<string, string>;
    return (isKeyOf(texts, key) ? texts[key] : undefined) ?? key;
  };
  const counts = (list: StatisticsCount[], name: (key: string) => string): Row[] =>
    list.map((entry) => ({ label: name(entry.key), count: entry.count }));
  const countSeries = [{ name: "count", label: t("statistics.columns.count") }];
  const revenueSeries = {
    name: "revenue",
    label: t("statistics.series.revenue"),
    // The heading names the currency: the amounts go without its symbol.
    format: chart.formatAmount,
  };

  /**
   * A month of the answer (2026-11) as people read it ("Nov 2026", "nov. 2026"), kept on one line
   * in a phone's narrow table; the CSV keeps the answer's form.
   */
  const month = (value: string) => ({
    label: formatDateTime(`${value}-15T12:00:00.000Z`, t("common.formats.month")).replace(" ", "\u00a0"),
    csvLabel: value,
  });

  /** The charts over time and money: one section each (chart, table, CSV). */
  const trendCharts = (data: Statistics): StatChartProps[] => [
    {
      id: "stat-months",
      title: t("statistics.charts.new_members"),
      labelHeading: t("statistics.columns.month"),
      fileName: "gkf-new-members-and-renewals.csv",
      rows: data.months.map((entry) => ({
        ...month(entry.month),
        new_members: entry.new_members,
        renewals: entry.renewals,
      })),
      series: [
        { name: "new_members", label: t("statistics.series.new_members") },
        { name: "renewals", label: t("statistics.series.renewals") },
      ],
    },
    {
      id: "stat-revenue",
      title: t("statistics.charts.revenue"),
      labelHeading: t("statistics.columns.month"),
      fileName: "gkf-revenue-per-month.csv",
      rows: data.months.map((entry) => ({ ...month(entry.month), revenue: entry.revenue / 100 })),
      series: [revenueSeries],
    },
    {
      id: "stat-purposes",
      title: t("statistics.charts.revenue_by_purpose"),
      labelHeading: t("statistics.columns.name"),
      fileName: "gkf-revenue-by-purpose.csv",
      horizontal: true,
      rows: data.revenue_by_purpose.map((entry) => ({
        label: label("purposes", entry.key),
        revenue: entry.amount / 100,
        payments: entry.count,
      })),
      series: [revenueSeries, { name: "payments", label: t("statistics.columns.payments"), tableOnly: true }],
    },
  ];

  /** The counts, two by two: each chart's title is `statistics.charts.<chart>`. */
  const countCharts = (data: Statistics): StatChartProps[] => {
    const list: Array<{
      chart: CountChart;
      entries: StatisticsCount[];
      name: (key: string) => string;
      file: string;
      horizontal?: boolean;
    }> = [
      { chart: "by_status", entries: data.members.by_status, name: (key) => label("statuses", key), file: "by-status" },
      { chart: "by_region", entries: data.members.by_region, name: regionName, file: "by-region", horizontal: true },
      { chart: "by_type", entries: data.members.by_type, name: formatMembershipType, file: "by-type" },
      {
        chart: "by_age_category",
        entries: data.members.by_age_category,
        name: (key) => label("age_categories", key),
        file: "by-age-group",
      },
      { chart: "by_gender", entries: data.members.by_gender, name: (key) => label("genders", key), file: "by-gender" },
      {
        chart: "by_belt",
        entries: data.members.by_belt,
        name: (key) => (key === "NONE" ? t("statistics.no_belt") : formatBelt(key as Belt)),
        file: "by-belt",
        horizontal: true,
      },
    ];
    return [
      ...list.map(({ chart, entries, name, file, horizontal }) => ({
        id: `stat-${chart.replace("by_", "").replace("_category", "")}`,
        title: t(`statistics.charts.${chart}`),
        labelHeading: chart === "by_region" ? t("statistics.region") : t("statistics.columns.name"),
        fileName: `gkf-members-${file}.csv`,
        horizontal,
        rows: counts(entries, name),
        series: countSeries,
      })),
      {
        id: "stat-missing",
        title: t("statistics.charts.missing"),
        labelHeading: t("statistics.columns.name"),
        fileName: "gkf-missing-items.csv",
        horizontal: true,
        rows: counts(data.compliance.missing, (key) => label("items", key)),
        series: countSeries,
      },
      {
        id: "stat-queue-age",
        title: t("statistics.charts.review_queue"),
        labelHeading: t("statistics.columns.days_waiting"),
        fileName: "gkf-review-queue.csv",
        rows: data.review_queue.by_age.map((entry) => ({
          label: t(`statistics.queue.ages.${entry.key}`, { defaultValue: entry.key }),
          count: entry.count,
        })),
        series: [{ name: "count", label: t("statistics.columns.documents") }],
      },
    ];
  };

  const refused = isHttpError(statistics.error) && statistics.error.status === 403;
  const data: Statistics | undefined = statistics.data;

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t("statistics.heading")} subtitle={t("statistics.intro")} back="my-control-panel" />
      {isNational ? (
        <SelectField
          label={t("statistics.region")}
          style={{ maxWidth: 320 }}
          value={region ?? ""}
          onChange={(value) => setRegion(value || null)}
          placeholder={t("statistics.all_regions")}
          options={getRegionOptions(regions.data?.items)}
        />
      ) : (
        data?.region && <Text>{t("statistics.your_region", { region: regionName(data.region) })}</Text>
      )}

      {statistics.isPending && <LoadingNote />}
      {refused && <LoadFailed message={t("statistics.refused")} />}
      {statistics.isError && !refused && (
        <LoadFailed message={t("statistics.load_failed")} onRetry={() => statistics.refetch()} />
      )}

      {data && (
        <>
          <Group gap="md">
            {/* Read out when Refresh or another region brings a new count, as the directory's total is. */}
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("statistics.total_members", { count: data.members.total })} ·{" "}
              {t("statistics.generated", { time: formatDateTime(data.generated_at, "D MMM YYYY HH:mm") })}
            </Text>
            <Button variant="light" size="sm" onClick={() => refresh.mutate()} loading={refresh.isPending}>
              {t("common.actions.refresh")}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <CardSection id="stat-compliance" title={t("statistics.compliance.heading")}>
              <Figure
                label={t("statistics.compliance.counts", {
                  compliant: data.compliance.compliant,
                  members: data.compliance.members,
                })}
                value={t("statistics.compliance.rate", { rate: chart.formatPercent(data.compliance.rate) })}
              />
            </CardSection>
            <CardSection id="stat-expiring" title={t("statistics.expiring.heading")}>
              <Group gap="xl">
                <Figure
                  label={t("statistics.expiring.within_30")}
                  value={chart.formatNumber(data.expiring.within_30_days)}
                />
                <Figure
                  label={t("statistics.expiring.within_60")}
                  value={chart.formatNumber(data.expiring.within_60_days)}
                />
              </Group>
            </CardSection>
            <CardSection id="stat-queue" title={t("statistics.queue.heading")}>
              <Text fw={700}>{t("statistics.queue.waiting", { count: data.review_queue.waiting })}</Text>
              {data.review_queue.oldest_days !== null && (
                <Text size="sm">{t("statistics.queue.oldest", { count: data.review_queue.oldest_days })}</Text>
              )}
            </CardSection>
          </SimpleGrid>

          {trendCharts(data).map((section) => (
            <StatChart key={section.id} {...section} />
          ))}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {countCharts(data).map((section) => (
              <StatChart key={section.id} {...section} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
