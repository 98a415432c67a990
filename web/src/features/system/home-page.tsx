import { Box, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePublicConfig } from "../../shared/config/public-config";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { SIGNED_IN_HOME, useIsSignedIn } from "../../shared/session/use-signed-in";
import classes from "./system-pages.module.css";

const FEATURES = ["membership", "payments", "documents", "positions"] as const;
const STEPS = ["account", "type", "payment", "documents"] as const;

/** `/home`: what the portal is for and how to join. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("system.home.title"));
  const isSignedIn = useIsSignedIn();
  // The public dojo list exists while the dojos flag is on.
  const hasDojos = usePublicConfig().data?.features.dojos === true;

  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            {t("system.home.heading")}
          </Title>
          <Text size="lg" c="dimmed" maw={640} mt="md">
            {t("system.home.intro")}
          </Text>
          <Group mt="xl" gap="sm">
            {isSignedIn ? (
              <Button component={Link} to={SIGNED_IN_HOME}>
                {t("app.dashboard.sections.my-profile")}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/auth/register">
                  {t("common.actions.create_account")}
                </Button>
                <Button component={Link} to="/auth/login" variant="outline">
                  {t("common.actions.sign_in")}
                </Button>
              </>
            )}
            {hasDojos && (
              <Button component={Link} to="/dojos" variant="subtle">
                {t("system.home.find_dojo")}
              </Button>
            )}
          </Group>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <Title order={2} fz="h3">
          {t("system.home.features_heading")}
        </Title>
        <Box className={classes.features} mt="md">
          {FEATURES.map((feature) => (
            <Paper key={feature} withBorder p="lg" className={classes.featureCard}>
              <Title order={3} fz="h4">
                {t(`system.home.features.${feature}_title`)}
              </Title>
              <Text c="dimmed" mt="xs">
                {t(`system.home.features.${feature}_text`)}
              </Text>
            </Paper>
          ))}
        </Box>

        <Title order={2} fz="h3" mt={48}>
          {t("system.home.steps_heading")}
        </Title>
        <Stack component="ol" className={classes.steps} gap="md" mt="md">
          {STEPS.map((step, index) => (
            <Group component="li" key={step} wrap="nowrap" align="flex-start" gap="md">
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Text pt={4}>{t(`system.home.steps.${step}`)}</Text>
            </Group>
          ))}
        </Stack>
      </Container>
    </>
  );
}
