import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { GkfMark } from "../../shared/ui/gkf-mark";

/** Stands in for features/auth until it exists; the routes and guards in front of it are final. */
export function AuthPlaceholderPage({ variant }: { variant: "sign-in" | "registration" }) {
  const { t } = useTranslation();
  const title = variant === "sign-in" ? t("app.auth_placeholder.title") : t("app.auth_placeholder.registration_title");
  const message =
    variant === "sign-in" ? t("app.auth_placeholder.message") : t("app.auth_placeholder.registration_message");
  usePageTitle(title);

  return (
    <Container size="xs" py="xl">
      <Paper withBorder shadow="xs" p="xl">
        <Stack align="center" gap="md" ta="center">
          <GkfMark size={56} />
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          <Button component={Link} to="/home" variant="light">
            {t("common.actions.go_home")}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
