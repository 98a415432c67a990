import "@mantine/charts/styles.css";
import type { MyTraining } from "@gkf/contract";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { getChartDefaults } from "../../../shared/charts/chart-defaults";
import { attendanceByMonth } from "./attendance-data";

/** The chart's height: the training page keeps this room for it while it loads. */
export const ATTENDANCE_CHART_HEIGHT = 200;

/**
 * The member's attendance by month, one stacked bar per month (its numbers are in words in the
 * list beside it). Its own chunk (recharts is large): the training page loads it only when there
 * is attendance to draw.
 */
export default function AttendanceChart({ attendance }: { attendance: MyTraining["attendance"] }) {
  const { t } = useTranslation();
  const chart = getChartDefaults();
  return (
    <BarChart
      h={ATTENDANCE_CHART_HEIGHT}
      data={attendanceByMonth(attendance)}
      dataKey="month"
      type="stacked"
      withLegend
      gridAxis={chart.gridAxis}
      yAxisProps={{ width: 32, allowDecimals: false, tickFormatter: chart.formatNumber }}
      valueFormatter={chart.formatNumber}
      series={[
        { name: "PRESENT", label: t("dojos.attendance_statuses.PRESENT"), color: chart.colours.primary },
        { name: "LATE", label: t("dojos.attendance_statuses.LATE"), color: "yellow.6" },
        { name: "EXCUSED", label: t("dojos.attendance_statuses.EXCUSED"), color: "blue.6" },
        { name: "ABSENT", label: t("dojos.attendance_statuses.ABSENT"), color: "red.6" },
      ]}
    />
  );
}
