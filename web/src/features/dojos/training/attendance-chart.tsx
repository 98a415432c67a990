import "@mantine/charts/styles.css";
import type { MyTraining } from "@gkf/contract";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { attendanceByMonth } from "./attendance-data";

/**
 * The member's attendance by month, one bar per status. Its own chunk (recharts is large): the
 * training page loads it only when there is attendance to draw.
 */
export default function AttendanceChart({ attendance }: { attendance: MyTraining["attendance"] }) {
  const { t } = useTranslation();
  const data = attendanceByMonth(attendance);
  return (
    <BarChart
      h={180}
      data={data}
      dataKey="month"
      type="stacked"
      withLegend
      series={[
        { name: "PRESENT", label: t("dojos.attendance_statuses.PRESENT"), color: "green.8" },
        { name: "LATE", label: t("dojos.attendance_statuses.LATE"), color: "yellow.8" },
        { name: "EXCUSED", label: t("dojos.attendance_statuses.EXCUSED"), color: "blue.8" },
        { name: "ABSENT", label: t("dojos.attendance_statuses.ABSENT"), color: "red.8" },
      ]}
      aria-hidden="true"
    />
  );
}
