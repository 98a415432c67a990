import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Placeholder: the feature replaces it with its real page (keep the heading).
export function ControlPanelOverviewPage() {
  const { t } = useTranslation();
  return (
    <Title order={1} fz="h2">
      {t("app.dashboard.sections.my-control-panel")}
    </Title>
  );
}
