import type { DashboardSection } from "@gkf/contract";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../shared/page-meta/use-page-title";

/** Stands in for the dashboard features (profile, membership, ...) until they exist. */
export function DashboardPlaceholderPage({ section }: { section: DashboardSection | "modals" }) {
  const { t } = useTranslation();
  // The only modal the loader lets through is the payment result.
  const title =
    section === "modals" ? t("app.dashboard.modals.payment-response") : t(`app.dashboard.sections.${section}`);
  usePageTitle(title);

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Paper withBorder p="lg">
        <Text c="dimmed">{t("app.dashboard.coming_soon")}</Text>
      </Paper>
    </Stack>
  );
}
