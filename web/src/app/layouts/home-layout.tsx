import { Anchor, Box, Burger, Button, Container, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet } from "react-router";
import { LOGIN_PATH } from "../router/route-guards";
import { BrandLink } from "./brand-link";
import classes from "./layouts.module.css";

/** The public pages: a header with the federation's name and the navigation, and a footer. */
export function HomeLayout({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation();
  const [isMenuOpen, menu] = useDisclosure(false);

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
            <BrandLink to="/home" />
            <Group gap={4} component="nav" aria-label={t("app.nav.label")} visibleFrom="sm" wrap="nowrap">
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.navLink}>
                  {link.label}
                </NavLink>
              ))}
              <Button component={Link} to={LOGIN_PATH} variant="white" size="sm" ml="xs">
                {t("common.actions.sign_in")}
              </Button>
            </Group>
            <Burger
              hiddenFrom="sm"
              color="white"
              opened={isMenuOpen}
              onClick={menu.toggle}
              aria-label={t("app.nav.open_menu")}
              aria-expanded={isMenuOpen}
              aria-controls="home-mobile-nav"
            />
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
              <Button component={Link} to={LOGIN_PATH} variant="white" mt="xs" fullWidth onClick={menu.close}>
                {t("common.actions.sign_in")}
              </Button>
            </Box>
          )}
        </Container>
      </header>

      <main className={classes.main}>
        <Suspense fallback={fallback}>
          <Outlet />
        </Suspense>
      </main>

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
    </div>
  );
}
