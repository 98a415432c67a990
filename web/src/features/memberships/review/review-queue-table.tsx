import "@mantine/core/styles/Table.css";
import type { ReviewQueueItem, ReviewSort } from "@gkf/contract";
import { Table, Text, UnstyledButton } from "@mantine/core";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { formatBelt } from "../../../shared/ui/labels";
import type { ReviewKind } from "../api/membership-query-keys";
import { DocumentStatusBadge } from "../components/status-badges";

/** A sortable column: the sort it asks for first, and the one a second press gives. */
const COLUMN_SORTS = {
  name: ["name", "-name"],
  type: ["type", "-type"],
  uploaded: ["oldest", "newest"],
} as const satisfies Record<string, readonly [ReviewSort, ReviewSort]>;
type SortColumn = keyof typeof COLUMN_SORTS;

interface ReviewQueueTableProps {
  kind: ReviewKind;
  items: ReviewQueueItem[];
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
  onOpen: (item: ReviewQueueItem) => void;
  regionName: (code: string) => string;
}

/** What an item is, in words: "Ghana Card", "Belt certificate (1st kyu)". */
export function useDocumentLabel() {
  const { t } = useTranslation();
  return (item: ReviewQueueItem) =>
    item.belt
      ? `${t(`memberships.document_types.${item.document_type}`)} (${formatBelt(item.belt)})`
      : t(`memberships.document_types.${item.document_type}`);
}

/**
 * A page of a review queue as a table (decision 100): the member (opens the item), number and
 * region, the document, its status and upload day. Member, document (documents' queue) and upload
 * day sort; the header says which way (aria-sort). Every press target is at least 44 px high.
 */
export function ReviewQueueTable({ kind, items, sort, onSort, onOpen, regionName }: ReviewQueueTableProps) {
  const { t } = useTranslation();
  const documentLabel = useDocumentLabel();
  const dateFormat = t("common.formats.date");

  const header = (column: SortColumn, label: string) => {
    const [first, second] = COLUMN_SORTS[column];
    const active = sort === first || sort === second;
    const descending = sort === second;
    return (
      <Table.Th aria-sort={active ? (descending ? "descending" : "ascending") : "none"} scope="col">
        <UnstyledButton
          onClick={() => onSort(sort === first ? second : first)}
          aria-label={t("memberships.review.sort_by", { column: label })}
          fw={700}
          fz="sm"
          mih={44}
        >
          {label} {active ? (descending ? "▼" : "▲") : ""}
        </UnstyledButton>
      </Table.Th>
    );
  };
  const plain = (label: string) => (
    <Table.Th scope="col" fz="sm">
      {label}
    </Table.Th>
  );

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>
          {t("memberships.review.table_caption", { order: t(`memberships.review.orders.${sort}`) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {header("name", t("memberships.review.column_member"))}
            {plain(t("memberships.review.column_number"))}
            {kind === "documents"
              ? header("type", t("memberships.review.column_document"))
              : plain(t("memberships.review.column_document"))}
            {plain(t("memberships.review.column_status"))}
            {header("uploaded", t("memberships.review.column_uploaded"))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = `${item.member.first_name} ${item.member.last_name}`;
            const open = (event: MouseEvent) => {
              event.stopPropagation();
              onOpen(item);
            };
            return (
              <Table.Tr key={item.id} onClick={() => onOpen(item)} style={{ cursor: "pointer" }}>
                <Table.Th scope="row">
                  <UnstyledButton
                    onClick={open}
                    aria-label={t("memberships.review.open_item", { name, document: documentLabel(item) })}
                    c="var(--mantine-primary-color-filled)"
                    fw={600}
                    fz="sm"
                    mih={44}
                    ta="left"
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {name}
                  </UnstyledButton>
                </Table.Th>
                <Table.Td fz="sm">
                  {item.member.code ?? (
                    <Text span size="sm" c="dimmed">
                      {t("memberships.review.no_code")}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {regionName(item.member.region)}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">{documentLabel(item)}</Table.Td>
                <Table.Td>
                  <DocumentStatusBadge status={item.status} size="sm" />
                </Table.Td>
                <Table.Td fz="sm">{formatDay(item.created_at, dateFormat)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
