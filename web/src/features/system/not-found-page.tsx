import { Button, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { GkfMark } from "../../shared/ui/gkf-mark";
import classes from "./system-pages.module.css";

/** Every path no route knows, and pages behind a feature flag that is off. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("system.not_found.title"));

  return (
    <div className={classes.notFound}>
      <Stack align="center" gap="md" maw={420} ta="center">
        <GkfMark size={64} />
        <Text className={classes.notFoundCode}>{t("system.not_found.code")}</Text>
        <Title order={1} fz="h2">
          {t("system.not_found.heading")}
        </Title>
        <Text c="dimmed">{t("system.not_found.message")}</Text>
        <Button component={Link} to="/home" mt="sm">
          {t("common.actions.go_home")}
        </Button>
      </Stack>
    </div>
  );
}
