import "@mantine/core/styles/Table.css";
import type { EventStatistics } from "@gkf/contract";
import { Stack, Table, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { Scroller } from "../../../shared/ui/scroller";
import { CardSection, EmptyNote } from "../../../shared/ui/titled-section";
import { useEventStatistics } from "../api/events-api";
import { useRegionName } from "../components/event-parts";

const DAY = "D MMM YYYY";

type Medals = Pick<EventStatistics["medals_by_region"][number], "gold" | "silver" | "bronze" | "total">;

/**
 * The year's statistics on the organisers' page: entries per event type, medals by region and by
 * dojo (officials; a regional admin sees their region). Nothing shows for an organiser who may
 * not read them (a dojo's head instructor), nor while they load: the section appears under the
 * events, so it moves nothing above it.
 */
export function EventsStatistics() {
  const { t } = useTranslation();
  const regionName = useRegionName();
  const statistics = useEventStatistics();
  const data = statistics.data;
  if (!data) return null;
  return (
    <CardSection
      id="events-statistics"
      title={t("events.statistics.title")}
      intro={
        t("events.statistics.period", { from: formatDay(data.from, DAY), to: formatDay(data.to, DAY) }) +
        (data.region ? ` · ${regionName(data.region)}` : "")
      }
    >
      <Scroller label={t("events.statistics.title")}>
        <Table striped verticalSpacing={4} horizontalSpacing={6} fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("events.statistics.type")}</Table.Th>
              <Numeric head>{t("events.statistics.events")}</Numeric>
              <Numeric head>{t("events.statistics.entries")}</Numeric>
              <Numeric head>{t("events.statistics.checked_in")}</Numeric>
              <Numeric head>{t("events.statistics.attended")}</Numeric>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.by_type.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Th scope="row" fw={500}>
                  {t(`events.types.${row.type}`)}
                </Table.Th>
                <Numeric>{row.events}</Numeric>
                <Numeric>{row.entries}</Numeric>
                <Numeric>{row.checked_in}</Numeric>
                <Numeric>{row.attended}</Numeric>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Scroller>
      <MedalTable
        title={t("events.statistics.medals_by_region")}
        label={t("events.statistics.region")}
        rows={data.medals_by_region.map((row) => ({ key: row.region, name: regionName(row.region), medals: row }))}
      />
      <MedalTable
        title={t("events.statistics.medals_by_dojo")}
        label={t("events.statistics.dojo")}
        rows={data.medals_by_dojo.map((row) => ({ key: row.dojo.id, name: row.dojo.name, medals: row }))}
      />
    </CardSection>
  );
}

function Numeric({ children, head = false }: { children: ReactNode; head?: boolean }) {
  return head ? (
    <Table.Th scope="col" ta="right">
      {children}
    </Table.Th>
  ) : (
    <Table.Td ta="right">{children}</Table.Td>
  );
}

function MedalTable({
  title,
  label,
  rows,
}: {
  title: string;
  label: string;
  rows: Array<{ key: string; name: string; medals: Medals }>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <EmptyNote>{t("events.statistics.no_medals")}</EmptyNote>
      ) : (
        <Scroller label={title}>
          <Table striped verticalSpacing={4} horizontalSpacing={6} fz="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{label}</Table.Th>
                <Numeric head>{t("events.statistics.gold")}</Numeric>
                <Numeric head>{t("events.statistics.silver")}</Numeric>
                <Numeric head>{t("events.statistics.bronze")}</Numeric>
                <Numeric head>{t("events.statistics.total")}</Numeric>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {row.name}
                  </Table.Th>
                  <Numeric>{row.medals.gold}</Numeric>
                  <Numeric>{row.medals.silver}</Numeric>
                  <Numeric>{row.medals.bronze}</Numeric>
                  <Numeric>{row.medals.total}</Numeric>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Scroller>
      )}
    </Stack>
  );
}
