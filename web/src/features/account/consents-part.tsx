import type { ConsentRecord } from "@gkf/contract";
import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { EmptyNote } from "../../shared/ui/titled-section";
import { useConsents } from "./consent-api";
import { usePrivacyTexts } from "./privacy-texts";

/** The privacy notice in force and every acceptance of it, newest first (decision 105). */
export function ConsentsPart() {
  usePrivacyTexts();
  const { t } = useTranslation();
  const consents = useConsents();
  if (!consents.data) return null;
  const day = (iso: string) => formatDateTime(iso, t("common.formats.date"));
  const by = (item: ConsentRecord) =>
    item.given_by.self
      ? t("privacy.consents.by_self")
      : t("privacy.consents.by_other", { name: `${item.given_by.first_name} ${item.given_by.last_name}`.trim() });
  const { current, items } = consents.data;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("privacy.consents.title")}
      </Title>
      <Text size="sm">
        {t("privacy.consents.current", { version: current.version, date: day(current.published_at) })}
      </Text>
      {items.length === 0 ? (
        <EmptyNote>{t("privacy.consents.none")}</EmptyNote>
      ) : (
        <List size="sm" spacing={4}>
          {items.map((item) => (
            <List.Item key={item.version}>
              {`${t("privacy.consents.item", { version: item.version, date: day(item.accepted_at) })}, ${by(item)} (${t(`privacy.consents.sources.${item.source}`)})`}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
