import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Table.css";
import type { AuditEvent } from "@gkf/contract";
import type { auditActions } from "@gkf/contract/i18n/en-audit-actions";
import { Badge, Button, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { SelectField } from "../../shared/forms/select-field";
import { isHttpError } from "../../shared/http/http-error";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { TableScroller } from "../../shared/tables/table-scroller";
import { LoadFailed } from "../../shared/ui/load-failed";
import { PageHeader } from "../../shared/ui/page-header";
import { LoadingNote } from "../../shared/ui/titled-section";
import { type AuditFilters, useAuditLog } from "./api/get-audit";
import { useAuditTexts } from "./texts";

type AuditActionCode = keyof typeof auditActions;

const PAGE_SIZE = 25;
const FIELDS = ["actor", "subject", "action", "from", "to"] as const;
type Field = (typeof FIELDS)[number];

/** What an event recorded, as `key: value` pairs (never secrets: the server keeps none there). */
function detailText(detail: AuditEvent["detail"]): string {
  if (!detail) return "";
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" · ");
}

/** `/dashboard/my-control-panel/audit`: the audit trail, filtered by who, whom, what and when (national officials). */
export function AuditPage() {
  useAuditTexts();
  const { t, i18n } = useTranslation();
  usePageTitle(t("audit.page_title"));
  const [draft, setDraft] = useState<Omit<AuditFilters, "page">>({});
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const log = useAuditLog(filters);
  const refused = isHttpError(log.error) && log.error.status === 403;
  const invalid = isHttpError(log.error) && log.error.status === 400 ? log.error.body : null;
  const person = (entry: AuditEvent["actor"]) => (entry ? entry.name || entry.id : t("audit.nobody"));

  const setField = (field: Field, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const labels = t("audit_actions", { returnObjects: true }) as Record<AuditActionCode, string>;
  const actionOptions = Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };
  const clear = () => {
    setDraft({});
    setFilters({ page: 1 });
  };

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t("audit.heading")} subtitle={t("audit.intro")} back="my-control-panel" />
      <Paper withBorder radius="md" p="md" component="form" onSubmit={apply} aria-label={t("audit.filters.legend")}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          {FIELDS.map((field) =>
            field === "action" ? (
              // Every action the server writes, by its label in the reader's language (the filter
              // sends its code): an official picks one rather than typing ACCESS_REFUSED.
              <SelectField
                key={field}
                label={t("audit.filters.action")}
                placeholder={t("audit.filters.any_action")}
                options={actionOptions}
                value={draft.action ?? ""}
                error={invalid?.fields?.action}
                onChange={(value) => setField(field, value)}
              />
            ) : (
              <TextInput
                key={field}
                label={t(`audit.filters.${field}`)}
                type={field === "from" || field === "to" ? "date" : "text"}
                description={field === "actor" || field === "subject" ? t("audit.filters.person_hint") : undefined}
                value={draft[field] ?? ""}
                error={invalid?.fields?.[field]}
                onChange={(event) => setField(field, event.currentTarget.value)}
              />
            ),
          )}
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t("audit.filters.apply")}</Button>
          <Button variant="subtle" onClick={clear}>
            {t("audit.filters.clear")}
          </Button>
        </Group>
      </Paper>

      {log.isPending && <LoadingNote />}
      {refused && <LoadFailed message={t("audit.refused")} />}
      {invalid && <Text c="red">{invalid.message}</Text>}
      {log.isError && !refused && !invalid && (
        <LoadFailed message={t("audit.load_failed")} onRetry={() => log.refetch()} />
      )}
      {log.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("audit.total", { count: log.data.total })}
          </Text>
          {log.data.items.length === 0 ? (
            <Text>{t("audit.empty")}</Text>
          ) : (
            <TableScroller minWidth={900} label={t("audit.table")}>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    {(["at", "action", "outcome", "actor", "subject", "detail", "ip"] as const).map((column) => (
                      <Table.Th scope="col" key={column}>
                        {t(`audit.columns.${column}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.items.map((event) => (
                    <Table.Tr key={event.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {formatDateTime(event.at, "D MMM YYYY HH:mm:ss")}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {t(`audit_actions.${event.action as AuditActionCode}`, { defaultValue: event.action })}
                        </Text>
                        <Text size="xs" c="dimmed" component="code">
                          {event.action}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={event.outcome === "SUCCESS" ? "gkf" : "red"}>
                          {t(`audit.outcomes.${event.outcome}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{person(event.actor)}</Table.Td>
                      <Table.Td>{person(event.subject)}</Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{detailText(event.detail)}</Table.Td>
                      <Table.Td>{event.ip ?? ""}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          )}
          {log.data.total > PAGE_SIZE && (
            <nav aria-label={t("audit.pagination")}>
              <Pagination
                total={Math.ceil(log.data.total / PAGE_SIZE)}
                value={filters.page}
                onChange={(page) => setFilters((current) => ({ ...current, page }))}
                // The arrows carry no words: their names say where they go.
                getControlProps={(control) =>
                  control === "previous" || control === "next" ? { "aria-label": t(`audit.${control}_page`) } : {}
                }
              />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
