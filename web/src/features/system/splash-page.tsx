import { Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { SIGNED_IN_HOME, useIsSignedIn } from "../../shared/session/use-signed-in";
import { GkfMark } from "../../shared/ui/gkf-mark";
import classes from "./system-pages.module.css";

const LOGIN_PATH = "/auth/login";

/** `/`: the first screen on a phone; two ways on, sign in or look around. */
export function SplashPage() {
  const { t } = useTranslation();
  usePageTitle();
  const isSignedIn = useIsSignedIn();

  return (
    <div className={classes.splash}>
      <div className={classes.stripe} />
      <div className={classes.splashBody}>
        <Stack align="center" gap="lg" maw={420} w="100%" ta="center">
          <GkfMark size={96} />
          <div>
            <Title order={1} c="white" fz={40}>
              {t("common.app_name")}
            </Title>
            <Text c="gkf.1" fw={600} mt={4}>
              {t("common.federation_name")}
            </Text>
          </div>
          <Text size="lg">{t("system.splash.tagline")}</Text>
          <Stack w="100%" gap="sm" mt="sm">
            {isSignedIn ? (
              <Button component={Link} to={SIGNED_IN_HOME} color="gold.5" autoContrast size="lg" fullWidth>
                {t("app.dashboard.sections.my-profile")}
              </Button>
            ) : (
              <>
                <Button component={Link} to={LOGIN_PATH} color="gold.5" autoContrast size="lg" fullWidth>
                  {t("common.actions.sign_in")}
                </Button>
                <Button component={Link} to="/auth/register" variant="white" color="gkf.8" size="lg" fullWidth>
                  {t("common.actions.create_account")}
                </Button>
              </>
            )}
            <Button component={Link} to="/home" variant="outline" color="white" size="lg" fullWidth>
              {t("system.splash.explore")}
            </Button>
          </Stack>
          <Anchor component={Link} to="/status" c="gkf.1" size="sm">
            {t("system.splash.status_link")}
          </Anchor>
        </Stack>
      </div>
    </div>
  );
}
