import { Anchor, Box, Burger, Button, Container, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { LanguageSwitch } from "../../shared/i18n/language-switch";
import { SIGNED_IN_HOME, useIsSignedIn } from "../../shared/session/use-signed-in";
import { LOGIN_PATH } from "../router/route-guards";
import { BrandLink } from "./brand-link";
import classes from "./layouts.module.css";
import { MAIN_ID } from "./skip-link";

/** The public pages: a header with the federation's name and the navigation, and a footer. */
export function HomeLayout({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation();
  const [isMenuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  // A signed-in person is offered their profile, not "Sign in" again.
  const account = useIsSignedIn()
    ? { to: SIGNED_IN_HOME, label: t("app.dashboard.sections.my-profile") }
    : { to: LOGIN_PATH, label: t("common.actions.sign_in") };

  const links = [
    { to: "/home", label: t("app.nav.home") },
    { to: "/status", label: t("app.nav.status") },
  ];

  return (
    <div className={`${classes.fullHeight} ${classes.page}`}>
      <header className={classes.header}>
        <div className={classes.stripe} />
        <Container size="lg">
          <div className={classes.headerBar}>
            {/* The menu button at the start of the header, as in the dashboard (issue 12, one look). */}
            <div className={classes.headerStart}>
              <Burger
                hiddenFrom="sm"
                size="sm"
                color="white"
                opened={isMenuOpen}
                onClick={menu.toggle}
                aria-label={t("app.nav.open_menu")}
                aria-expanded={isMenuOpen}
                aria-controls="home-mobile-nav"
              />
              <BrandLink to="/home" />
            </div>
            <Group gap={4} component="nav" aria-label={t("app.nav.label")} visibleFrom="sm" wrap="nowrap">
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.navLink}>
                  {link.label}
                </NavLink>
              ))}
              <Button component={Link} to={account.to} variant="white" size="sm" ml="xs">
                {account.label}
              </Button>
            </Group>
            <LanguageSwitch inverted />
          </div>
          {/* A plain toggle, no animation: Collapse costs ~1.5 KB of the first-load budget. */}
          {isMenuOpen && (
            // A tap navigates; the menu should not stay open over the new page.
            <Box
              component="nav"
              hiddenFrom="sm"
              id="home-mobile-nav"
              className={classes.mobileNav}
              aria-label={t("app.nav.label")}
            >
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.navLink} onClick={menu.close}>
                  {link.label}
                </NavLink>
              ))}
              <Button component={Link} to={account.to} variant="white" mt="xs" fullWidth onClick={menu.close}>
                {account.label}
              </Button>
            </Box>
          )}
        </Container>
      </header>

      {/*
        The footer arrives with the page: under a loader it would jump down when the page came (CLS).
        A boundary per address: the page left goes with its footer instead of being hidden under the
        next page's loader and shown again. The card check's addresses too: a card scanned on
        `/verify/scan` opens `/verify/t/…` as a new page (verdict first), not the scanner and the
        footer pushed down under a verdict put above them.
      */}
      <Suspense
        key={pathname}
        fallback={
          <main id={MAIN_ID} className={classes.main}>
            {fallback}
          </main>
        }
      >
        <main id={MAIN_ID} className={classes.main}>
          <Outlet />
        </main>
        <HomeFooter />
      </Suspense>
    </div>
  );
}

function HomeFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t("app.footer.copyright", { year: new Date().getFullYear() })}
          </Text>
          <Anchor component={Link} to="/status" className={classes.footerLink}>
            {t("app.footer.status")}
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}
