import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/NavLink.css";
import "../a11y-pages.css";
import { CACHE_KEYS, type DashboardSection } from "@gkf/contract";
import { AppShell, Burger, Button, NavLink, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { ConsentGate } from "../../features/account/consent-gate";
import { ActingSwitcher, useHeaderHeight } from "../../features/families/acting-switcher";
import { usePublicConfig } from "../../shared/config/public-config";
import { rememberLanguageForFirstPages } from "../../shared/i18n/language-cookie";
import { LanguageSwitch } from "../../shared/i18n/language-switch";
import { useCacheStore } from "../../shared/services/services-context";
import { useActingFor } from "../../shared/session/acting-for";
import { getDisplayName, hasStaffRole, hasValidAccessToken } from "../../shared/session/auth-data";
import { useLogout } from "../../shared/session/use-logout";
import { sectionIndexPath } from "../router/route-guards";
import { BrandLink } from "./brand-link";
import classes from "./layouts.module.css";
import { MAIN_ID } from "./skip-link";

const NAVBAR_WIDTH = 260;

/** Pages of the signed-in person only, never a child's (positions are for adults, officials act as themselves). */
const OWN_ONLY_PAGES = /^\/dashboard\/(my-positions|my-control-panel)\//;

/** The order members look for things: who I am, my membership, my dojo, positions, my account; then officials' work. */
const NAV_SECTIONS: readonly DashboardSection[] = [
  "my-profile",
  "my-membership",
  "my-activities",
  "my-positions",
  "my-account",
  "my-control-panel",
];

/** The signed-in app shell: a navbar of the sections, behind a burger on phones. */
export function DashboardLayout({ fallback }: { fallback: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [isNavbarOpen, navbar] = useDisclosure(false);
  const { pathname } = useLocation();
  const cache = useCacheStore();
  const config = usePublicConfig();
  const { signOut, isSigningOut } = useLogout();
  // A guardian acting for a child (issue 16): the header says whose record is shown; positions are for adults.
  const acting = useActingFor();
  const headerHeight = useHeaderHeight();
  // The overview's HTML paints its title in this language on the next first load (decision 125).
  useEffect(() => rememberLanguageForFirstPages(i18n.language), [i18n.language]);

  const auth = cache.get(CACHE_KEYS.AUTH_DATA);
  const name = hasValidAccessToken(auth, Date.now()) ? getDisplayName(auth) : null;
  const sections = NAV_SECTIONS.filter(
    (section) =>
      (section !== "my-activities" || config.data?.features.dojos === true) &&
      (section !== "my-control-panel" || (hasStaffRole(auth) && !acting)) &&
      (section !== "my-positions" || !acting),
  );

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: "sm", collapsed: { mobile: !isNavbarOpen } }}
      padding="md"
    >
      {/* Colours as style props: AppShell.css arrives with this lazy chunk, after our CSS, and wins. */}
      <AppShell.Header className={classes.shellHeader} bg="gkf.8" c="white">
        <Burger
          hiddenFrom="sm"
          size="sm"
          color="white"
          opened={isNavbarOpen}
          onClick={navbar.toggle}
          aria-label={t("app.nav.open_menu")}
          aria-expanded={isNavbarOpen}
        />
        <BrandLink to={sectionIndexPath("my-profile")} />
        <div className={classes.headerLanguage}>
          <LanguageSwitch inverted />
        </div>
        <ActingSwitcher />
      </AppShell.Header>

      <AppShell.Navbar p="sm" component="nav" aria-label={t("app.dashboard.navigation")}>
        {name && (
          <Text size="sm" c="dimmed" px="sm" pb="sm">
            {t("app.dashboard.signed_in_as", { name })}
          </Text>
        )}
        {/* Scrolls natively: Mantine's ScrollArea re-rendered the shell from its refs and effects as the
            page first showed, a long task on a slow phone (decision 115). */}
        <AppShell.Section grow className={classes.navSections}>
          {sections.map((section) => (
            <NavLink
              key={section}
              component={Link}
              to={sectionIndexPath(section)}
              label={t(`app.dashboard.sections.${section}`)}
              active={pathname.startsWith(`/dashboard/${section}/`)}
              variant="light"
              // On phones the navbar covers the page: close it once a section is chosen.
              onClick={navbar.close}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <Button variant="light" fullWidth onClick={signOut} loading={isSigningOut}>
            {t("app.dashboard.sign_out")}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      {/* A new version of the privacy notice is accepted before anything else (decision 105). */}
      <ConsentGate />

      <AppShell.Main id={MAIN_ID}>
        {/* A switch of person shows their pages afresh: nothing of the previous person's stays on screen. */}
        <Suspense fallback={fallback} key={acting?.id ?? "me"}>
          {acting && OWN_ONLY_PAGES.test(pathname) ? (
            <Navigate to={sectionIndexPath("my-profile")} replace />
          ) : (
            <Outlet />
          )}
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
