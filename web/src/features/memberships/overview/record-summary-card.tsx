import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Badge.css";
import { formatDistrict, type MembershipRecord } from "@gkf/contract";
import { Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { BeltLabel } from "../../../shared/ui/belt-label";
import { formatMembershipType } from "../../../shared/ui/labels";
import { CardSection } from "../../../shared/ui/titled-section";
import { MembershipStatusBadge } from "../components/status-badges";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <div style={{ overflowWrap: "anywhere" }}>{children}</div>
    </Stack>
  );
}

/** The record at a glance: status, number, type, category, belt, region, dates, national team. */
export function RecordSummaryCard({ record }: { record: MembershipRecord }) {
  const { t } = useTranslation();
  const dateFormat = t("common.formats.date");
  return (
    <CardSection
      id="record-heading"
      title={t("memberships.overview.record_heading")}
      aside={<MembershipStatusBadge status={record.status} />}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
        <Fact label={t("memberships.overview.number")}>
          <Text fw={700} size="sm" style={{ whiteSpace: "nowrap" }}>
            {record.code ?? t("memberships.not_set")}
          </Text>
        </Fact>
        <Fact label={t("memberships.overview.type")}>
          <Text size="sm">{formatMembershipType(record.current_membership_type)}</Text>
        </Fact>
        <Fact label={t("memberships.overview.category")}>
          <Group gap={6}>
            <Text size="sm">{t(`memberships.categories.${record.athlete_category}`)}</Text>
            <Badge size="xs" variant="light" color={record.athlete_category_status === "VERIFIED" ? "green" : "gray"}>
              {record.athlete_category_status === "VERIFIED"
                ? t("memberships.category_verified")
                : t("memberships.category_unverified")}
            </Badge>
          </Group>
        </Fact>
        <Fact label={t("memberships.overview.belt")}>
          <BeltLabel belt={record.current_belt} none={t("memberships.no_belt")} />
        </Fact>
        <Fact label={t("memberships.overview.region")}>
          <Text size="sm">{record.region.name}</Text>
        </Fact>
        <Fact label={t("memberships.overview.district")}>
          <Text size="sm">{formatDistrict(record.district)}</Text>
        </Fact>
        <Fact label={t("memberships.overview.joined")}>
          <Text size="sm">{formatDay(record.date_joined, dateFormat)}</Text>
        </Fact>
        <Fact label={t("memberships.overview.expires")}>
          <Text size="sm">
            {record.expiry_date ? formatDay(record.expiry_date, dateFormat) : t("memberships.overview.no_expiry")}
          </Text>
        </Fact>
        <Fact label={t("memberships.overview.national_team")}>
          <Text size="sm">{record.is_national_team ? t("common.states.yes") : t("common.states.no")}</Text>
        </Fact>
      </SimpleGrid>
    </CardSection>
  );
}
