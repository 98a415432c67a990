import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { BrowserRouter, useLocation } from "react-router";
import { ServicesProvider } from "../shared/services/services-context";
import type { AppServices } from "./app-services";
import { SkipLink } from "./layouts/skip-link";
import { AppRoutes } from "./router/app-routes";
import { RouteErrorBoundary } from "./router/route-error-boundary";
import { SessionEndedRedirect } from "./router/session-ended-redirect";
import { cssVariablesResolver, theme, withCloseLabels } from "./theme";

/** Focus and toasts after a page change: not needed for the first page, so not in its first load. */
const PageFocus = lazy(() => import("./layouts/page-focus").then((m) => ({ default: m.PageFocus })));

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const appTheme = useMemo(() => withCloseLabels(theme, services.i18n.t("common.actions.close")), [services.i18n]);
  return (
    <I18nextProvider i18n={services.i18n}>
      <MantineProvider theme={appTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={services.queryClient}>
          <ServicesProvider services={services}>
            {children}
            {services.globalComponents.map((GlobalComponent, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at boot
              <GlobalComponent key={index} />
            ))}
          </ServicesProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/** The routes inside their error boundary; the router (browser or memory) comes from outside. */
export function AppContent({ services }: { services: AppServices }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <SkipLink />
      <AppRoutes fallback={<services.PageLoader />} />
      <SessionEndedRedirect />
      <Suspense fallback={null}>
        <PageFocus />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter>
        <AppContent services={services} />
      </BrowserRouter>
    </AppProviders>
  );
}
