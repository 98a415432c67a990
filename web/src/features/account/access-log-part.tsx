import "@mantine/core/styles/Table.css";
import type { AccessLogEntry } from "@gkf/contract";
import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { TableScroller } from "../../shared/tables/table-scroller";
import { Loaded } from "../../shared/ui/loaded";
import { useAccessLog } from "./consent-api";
import { usePrivacyTexts } from "./privacy-texts";

/** "Who looked at my documents": officials' views and downloads of identity, medical and birth documents (decision 105). */
export function AccessLogPart() {
  usePrivacyTexts();
  const { t } = useTranslation();
  const log = useAccessLog();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("privacy.access_log.title")}
      </Title>
      <Text size="sm">{t("privacy.access_log.intro")}</Text>
      <Loaded read={log} failed={t("privacy.access_log.load_failed")} empty={t("privacy.access_log.empty")}>
        {(entries) => <AccessTable entries={entries} />}
      </Loaded>
    </Stack>
  );
}

function AccessTable({ entries }: { entries: AccessLogEntry[] }) {
  const { t } = useTranslation();
  const label = (group: "documents" | "roles", key: string) =>
    t(`privacy.access_log.${group}.${key}`, { defaultValue: key });
  return (
    <TableScroller minWidth={480} label={t("privacy.access_log.caption")}>
      <Table fz="sm" striped aria-label={t("privacy.access_log.caption")}>
        <Table.Thead>
          <Table.Tr>
            {(["when", "who", "document", "how"] as const).map((column) => (
              <Table.Th scope="col" key={column}>
                {t(`privacy.access_log.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDateTime(entry.accessed_at, "D MMM YYYY HH:mm")}
              </Table.Td>
              <Table.Td>
                {`${entry.official.first_name} ${entry.official.last_name}`.trim()}
                <Text size="xs" c="dimmed" component="span" display="block">
                  {label("roles", entry.official.role)}
                </Text>
              </Table.Td>
              <Table.Td>{label("documents", entry.document_type)}</Table.Td>
              <Table.Td>{t(`privacy.access_log.how.${entry.how}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
