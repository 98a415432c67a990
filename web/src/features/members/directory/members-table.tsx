import "@mantine/core/styles/Table.css";
import type { MemberSort } from "@gkf/contract";
import { Badge, Table, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatBelt } from "../../../shared/ui/labels";
import type { MemberRow } from "../api/members-api";

type SortKey = "name" | "code" | "expiry";

const STATUS_COLOURS: Record<MemberRow["status"], string> = {
  ACTIVE: "green",
  PENDING_PAYMENT: "yellow",
  EXPIRED: "gray",
  SUSPENDED: "red",
};

interface MembersTableProps {
  items: MemberRow[];
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  onOpen: (member: MemberRow) => void;
}

/** The page of members: name (opens the file), number, region, status, belt, expiry, compliance. */
export function MembersTable({ items, sort, onSort, onOpen }: MembersTableProps) {
  const { t } = useTranslation();
  const key = sort.replace(/^-/, "") as SortKey | "joined";
  const descending = sort.startsWith("-");
  const header = (column: SortKey, label: string) => {
    const active = key === column;
    return (
      <Table.Th aria-sort={active ? (descending ? "descending" : "ascending") : "none"} scope="col">
        <UnstyledButton
          onClick={() => onSort((active && !descending ? `-${column}` : column) as MemberSort)}
          aria-label={t("members.table.sort_by", { column: label })}
          fw={700}
          fz="sm"
          mih={44}
        >
          {label} {active ? (descending ? "▼" : "▲") : ""}
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{t("members.table.caption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {header("name", t("members.table.name"))}
            {header("code", t("members.table.code"))}
            <Table.Th scope="col">{t("members.table.region")}</Table.Th>
            <Table.Th scope="col">{t("members.table.status")}</Table.Th>
            <Table.Th scope="col">{t("members.table.belt")}</Table.Th>
            {header("expiry", t("members.table.expiry"))}
            <Table.Th scope="col">{t("members.table.compliance")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((member) => {
            const name = `${member.first_name} ${member.last_name}`;
            return (
              <Table.Tr key={member.id}>
                <Table.Th scope="row">
                  <UnstyledButton
                    onClick={() => onOpen(member)}
                    aria-label={t("members.table.open", { name })}
                    c="var(--mantine-primary-color-filled)"
                    fw={600}
                    fz="sm"
                    mih={44}
                    ta="left"
                  >
                    {name}
                  </UnstyledButton>
                </Table.Th>
                <Table.Td>
                  {member.code ?? (
                    <Text span size="sm" c="dimmed">
                      {t("members.table.no_number")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{member.region.name}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[member.status]} variant="light">
                    {t(`memberships.statuses.${member.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{member.current_belt ? formatBelt(member.current_belt) : "—"}</Table.Td>
                <Table.Td>{member.expiry_date ?? "—"}</Table.Td>
                <Table.Td>{t(`members.compliance.${member.compliance}`)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
