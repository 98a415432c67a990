import "@mantine/charts/styles.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Timeline.css";
import { formatMoney } from "@gkf/contract";
import { BarChart, DonutChart, LineChart } from "@mantine/charts";
import { Group, SimpleGrid, Stack, Text, Timeline } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getChartDefaults } from "../../../shared/charts/chart-defaults";
import { formatDateTime } from "../../../shared/dates/dates";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { Loaded } from "../../../shared/ui/loaded";
import { PageHeader } from "../../../shared/ui/page-header";
import { CardSection, EmptyNote } from "../../../shared/ui/titled-section";
import { useComplianceHistory, useMyPayments } from "../api/get-analytics-data";
import { useMyRecord } from "../api/get-my-record";
import { MembershipNav } from "../components/membership-nav";
import { countDocumentsByStatus, getRecentScoreChanges, sumPaymentsByYear, toComplianceSeries } from "./analytics-data";

/**
 * `/dashboard/my-membership/analytics`: the compliance score over time, documents by review
 * status, payments by year. Each chart has its numbers in words too (screen readers, tiny screens).
 * Each card waits, fails (with a Retry) and shows its own read through `Loaded`; the two below
 * the compliance card appear once its read has settled (see below). This page carries the charts
 * library (recharts) in its own chunk.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.analytics.page_title"));
  const record = useMyRecord();
  const history = useComplianceHistory();
  const payments = useMyPayments();

  const complianceSeries = toComplianceSeries(history.data ?? [], (at) => formatDateTime(at, "D MMM"));
  const recentChanges = getRecentScoreChanges(history.data ?? []);
  const documents = record.data ? countDocumentsByStatus(record.data.documents_summary.by_status) : [];
  const paymentYears = sumPaymentsByYear(payments.data ?? []);
  // The boot's charts step: height, colours and numbers in the active language.
  const chart = getChartDefaults();
  const statusColours = chart.colours.documentStatuses;

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t("memberships.analytics.heading")} back="my-membership">
        <MembershipNav current="analytics" />
      </PageHeader>

      <CardSection id="compliance-chart" title={t("memberships.analytics.compliance_heading")}>
        <Loaded read={history} failed={t("memberships.load_failed")}>
          {() => (
            <>
              {record.data && (
                <Text fw={700}>
                  {t("memberships.analytics.compliance_now", { score: record.data.compliance_score })}
                </Text>
              )}
              {complianceSeries.length === 0 && <EmptyNote>{t("memberships.analytics.compliance_empty")}</EmptyNote>}
              {/* A line needs two days at least; a single day's changes read better as the list below. */}
              {complianceSeries.length > 1 && (
                <LineChart
                  h={chart.height}
                  data={complianceSeries}
                  dataKey="day"
                  series={[
                    { name: "score", label: t("memberships.analytics.series_score"), color: chart.colours.primary },
                  ]}
                  curveType="stepAfter"
                  yAxisProps={{ domain: [0, 100], width: 48, tickFormatter: chart.formatPercent }}
                  valueFormatter={chart.formatPercent}
                  withDots
                  gridAxis={chart.gridAxis}
                />
              )}
              {recentChanges.length > 0 && (
                <Stack gap={6}>
                  <Text size="sm" fw={600}>
                    {t("memberships.analytics.recent_changes")}
                  </Text>
                  <Timeline bulletSize={14} lineWidth={2} active={0} color="gkf">
                    {recentChanges.map((change) => (
                      <Timeline.Item
                        key={`${change.at}-${change.score}`}
                        title={
                          change.previous === null
                            ? t("memberships.analytics.score_first", { score: change.score })
                            : t("memberships.analytics.score_change", { from: change.previous, to: change.score })
                        }
                      >
                        <Text size="xs" c="dimmed">
                          {formatDateTime(change.at, t("common.formats.date_time"))}
                        </Text>
                      </Timeline.Item>
                    ))}
                  </Timeline>
                </Stack>
              )}
            </>
          )}
        </Loaded>
      </CardSection>

      {/* The cards below wait for the compliance card's read: that card grows by its chart when its
          answer lands, and would push them down (a layout shift of a quarter of a phone's screen,
          seen by the journeys whenever the record came a frame before the history). Shown together,
          they appear below it instead. */}
      {(history.data !== undefined || history.isError) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CardSection id="documents-chart" title={t("memberships.analytics.documents_heading")}>
            <Loaded read={record} failed={t("memberships.overview.load_failed")}>
              {(data) =>
                documents.length === 0 ? (
                  <EmptyNote>{t("memberships.analytics.documents_empty")}</EmptyNote>
                ) : (
                  <Group gap="md" wrap="nowrap" align="center">
                    <DonutChart
                      size={120}
                      thickness={18}
                      data={documents.map((entry) => ({
                        name: t(`memberships.document_statuses.${entry.status}`),
                        value: entry.count,
                        color: statusColours[entry.status],
                      }))}
                      chartLabel={data.documents_summary.total}
                      withTooltip={false}
                    />
                    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
                      {documents.map((entry) => (
                        <Group key={entry.status} component="li" gap={6} wrap="nowrap">
                          <span
                            aria-hidden="true"
                            style={{
                              width: 10,
                              height: 10,
                              borderRadius: 5,
                              flex: "none",
                              background: `var(--mantine-color-${statusColours[entry.status].replace(".", "-")})`,
                            }}
                          />
                          <Text size="sm">{`${t(`memberships.document_statuses.${entry.status}`)}: ${entry.count}`}</Text>
                        </Group>
                      ))}
                    </Stack>
                  </Group>
                )
              }
            </Loaded>
          </CardSection>

          <CardSection id="payments-chart" title={t("memberships.analytics.payments_heading")}>
            <Loaded read={payments} failed={t("memberships.load_failed")}>
              {() =>
                paymentYears.length === 0 ? (
                  <EmptyNote>{t("memberships.analytics.payments_empty")}</EmptyNote>
                ) : (
                  <>
                    <BarChart
                      h={chart.height}
                      data={paymentYears}
                      dataKey="year"
                      series={[
                        {
                          name: "cedis",
                          label: t("memberships.analytics.series_paid"),
                          color: chart.colours.secondary,
                        },
                      ]}
                      valueFormatter={(value) => formatMoney(Math.round(value * 100))}
                      // Whole cedis on the axis: "GH₵ 160.00" does not fit beside a phone-sized chart.
                      yAxisProps={{ width: 44, tickFormatter: chart.formatNumber }}
                      yAxisLabel={t("memberships.analytics.amount_axis")}
                      maxBarWidth={56}
                      gridAxis={chart.gridAxis}
                    />
                    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
                      {paymentYears.map((entry) => (
                        <Text key={entry.year} component="li" size="sm">
                          {t("memberships.analytics.payments_year", {
                            year: entry.year,
                            amount: formatMoney(entry.amount),
                          })}
                        </Text>
                      ))}
                    </Stack>
                  </>
                )
              }
            </Loaded>
          </CardSection>
        </SimpleGrid>
      )}
    </Stack>
  );
}
