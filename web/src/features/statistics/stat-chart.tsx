import "@mantine/charts/styles.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Table.css";
import { BarChart } from "@mantine/charts";
import { Button, SimpleGrid, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { getChartDefaults } from "../../shared/charts/chart-defaults";
import { saveBlob } from "../../shared/ui/file-downloads";
import { Scroller } from "../../shared/ui/scroller";
import { CardSection, EmptyNote } from "../../shared/ui/titled-section";
import { toCsv } from "./csv";

export interface ChartSeries {
  /** The row's field that holds the series' numbers. */
  name: string;
  label: string;
  color?: string;
  /** How a value of this series is written in the table (money, say). */
  format?: (value: number) => string;
  /**
   * Only in the table and the CSV, not drawn: a count beside money (payments beside revenue)
   * would be bars too short to see on the money's axis.
   */
  tableOnly?: boolean;
}

export interface StatChartProps {
  id: string;
  title: string;
  /**
   * The rows: `label` names the bar, each series' `name` field holds its number; `csvLabel`, when
   * given, names the row in the CSV instead (a month as 2026-11, which a spreadsheet sorts).
   */
  rows: Array<{ label: string; csvLabel?: string } & Record<string, number | string>>;
  series: ChartSeries[];
  /** The first column's heading in the table and the CSV. */
  labelHeading: string;
  fileName: string;
  /** Bars across (long labels, such as regions) rather than up. */
  horizontal?: boolean;
  children?: ReactNode;
}

/**
 * One chart of the dashboard with its numbers beside it in a table (what screen readers read,
 * and what a phone shows best) and a CSV download of the same table.
 */
export function StatChart({ id, title, rows, series, labelHeading, fileName, horizontal, children }: StatChartProps) {
  const { t } = useTranslation();
  const chart = getChartDefaults();
  const colours = [chart.colours.primary, chart.colours.secondary, "blue.6", "grape.6"];
  const format = (entry: ChartSeries, value: number) => (entry.format ?? chart.formatNumber)(value);
  const drawn = series.filter((entry) => !entry.tableOnly);
  const download = () => {
    const csv = toCsv(
      [labelHeading, ...series.map((entry) => entry.label)],
      rows.map((row) => [row.csvLabel ?? row.label, ...series.map((entry) => Number(row[entry.name] ?? 0))]),
    );
    saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);
  };
  return (
    <CardSection
      id={id}
      title={title}
      aside={
        <Button
          size="xs"
          variant="subtle"
          onClick={download}
          disabled={rows.length === 0}
          aria-label={t("statistics.download_label", { chart: title })}
        >
          {t("statistics.download_csv")}
        </Button>
      }
    >
      {children}
      {rows.length === 0 ? (
        <EmptyNote>{t("statistics.empty")}</EmptyNote>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <div aria-hidden="true">
            <BarChart
              // Hidden from assistive technology (the table says it all), so not a keyboard stop either.
              accessibilityLayer={false}
              // A label of two lines (Western North) needs its own room beside its bar.
              h={Math.max(chart.height, horizontal ? rows.length * 36 : 0)}
              data={rows}
              dataKey="label"
              orientation={horizontal ? "vertical" : "horizontal"}
              gridAxis={chart.gridAxis}
              valueFormatter={(value) => chart.formatNumber(value)}
              series={drawn.map((entry, index) => ({
                name: entry.name,
                label: entry.label,
                color: entry.color ?? colours[index % colours.length] ?? chart.colours.primary,
              }))}
              withLegend={drawn.length > 1}
            />
          </div>
          {/* Scrolled sideways when its columns are wider than a phone ("Renouvellements"). */}
          <Scroller label={t("statistics.table_caption", { chart: title })}>
            <Table striped withTableBorder fz="sm">
              <Table.Caption>{t("statistics.table_caption", { chart: title })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{labelHeading}</Table.Th>
                  {series.map((entry) => (
                    <Table.Th scope="col" key={entry.name} ta="right">
                      {entry.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row" fw={400}>
                      {row.label}
                    </Table.Th>
                    {series.map((entry) => (
                      // A number is never broken over two lines in a phone's narrow table.
                      <Table.Td key={entry.name} ta="right" style={{ whiteSpace: "nowrap" }}>
                        {format(entry, Number(row[entry.name] ?? 0))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Scroller>
        </SimpleGrid>
      )}
    </CardSection>
  );
}
