import { lazy } from "react";

/** Every page is its own chunk: the first visit downloads only the page it opens. */
export const SplashPage = lazy(() =>
  import("../../features/system/splash-page").then((m) => ({ default: m.SplashPage })),
);
export const HomePage = lazy(() => import("../../features/system/home-page").then((m) => ({ default: m.HomePage })));
export const StatusPage = lazy(() =>
  import("../../features/system/status-page").then((m) => ({ default: m.StatusPage })),
);
export const NotFoundPage = lazy(() =>
  import("../../features/system/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
export const AuthPlaceholderPage = lazy(() =>
  import("../placeholders/auth-placeholder-page").then((m) => ({ default: m.AuthPlaceholderPage })),
);
export const DashboardPlaceholderPage = lazy(() =>
  import("../placeholders/dashboard-placeholder-page").then((m) => ({ default: m.DashboardPlaceholderPage })),
);
/** Everything behind the login (routes, guards, app shell) is one chunk more, loaded on entering it. */
export const DashboardRoutes = lazy(() => import("./dashboard-routes").then((m) => ({ default: m.DashboardRoutes })));
