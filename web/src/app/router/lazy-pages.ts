import type { AuthAction, FeatureTextGroup } from "@gkf/contract";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { loadAuthPagesTexts, loadSiteTexts } from "../../shared/i18n/i18n";
import { lazyPage } from "./lazy-page";

/**
 * A feature group's texts for a public page. The map of groups (feature-texts.ts) is part of the
 * dashboard's code, not of this first-load module: it comes with the page, whose chunks need the
 * same shared chunk anyway (decision 99).
 */
const loadFeatureTexts = (group: FeatureTextGroup): Promise<void> =>
  import("../../shared/i18n/feature-texts").then((texts) => texts.loadFeatureTexts(group));

/**
 * The accessibility CSS every page but the login page needs (readable colours, 44 px fields and
 * tabs: a11y-pages.css), fetched with the page; the login page's first load has a budget.
 */
const withPageStyles = <T>(page: Promise<T>): Promise<T> =>
  Promise.all([page, import("../a11y-pages.css")]).then(([module]) => module);

/** Every page is its own chunk: the first visit downloads only the page it opens. */
export const SplashPage = lazy(() =>
  withPageStyles(import("../../features/system/splash-page")).then((m) => ({ default: m.SplashPage })),
);
/** The home and status pages bring their texts (shared/i18n: loadSiteTexts). */
const withSiteTexts = <T>(page: Promise<T>): Promise<T> =>
  Promise.all([withPageStyles(page), loadSiteTexts()]).then(([module]) => module);

export const HomePage = lazy(() =>
  withSiteTexts(import("../../features/system/home-page")).then((m) => ({ default: m.HomePage })),
);
export const StatusPage = lazy(() =>
  withSiteTexts(import("../../features/system/status-page")).then((m) => ({ default: m.StatusPage })),
);
export const NotFoundPage = lazy(() =>
  withPageStyles(import("../../features/system/not-found-page")).then((m) => ({ default: m.NotFoundPage })),
);
/** The auth pages but the login page bring their texts (shared/i18n: loadAuthPagesTexts). */
const withAuthTexts = <T>(page: Promise<T>): Promise<T> =>
  Promise.all([withPageStyles(page), loadAuthPagesTexts()]).then(([module]) => module);

/** `/auth/:action`: one chunk per page; the login page is the lean one (first-load budget). */
export const AUTH_PAGES: Record<AuthAction, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import("../../features/auth/login/login-page").then((m) => ({ default: m.LoginPage }))),
  register: lazy(() =>
    withAuthTexts(import("../../features/auth/register/register-page")).then((m) => ({ default: m.RegisterPage })),
  ),
  "account-types": lazy(() =>
    withAuthTexts(import("../../features/auth/register/account-types-page")).then((m) => ({
      default: m.AccountTypesPage,
    })),
  ),
  verify: lazy(() =>
    withAuthTexts(import("../../features/auth/verify/verify-page")).then((m) => ({ default: m.VerifyPage })),
  ),
  activate: lazy(() =>
    withAuthTexts(import("../../features/auth/activate/activate-page")).then((m) => ({ default: m.ActivatePage })),
  ),
  "reset-password": lazy(() =>
    withAuthTexts(import("../../features/auth/password/reset-password-page")).then((m) => ({
      default: m.ResetPasswordPage,
    })),
  ),
  "confirm-reset-password": lazy(() =>
    withAuthTexts(import("../../features/auth/password/confirm-reset-password-page")).then((m) => ({
      default: m.ConfirmResetPasswordPage,
    })),
  ),
};
export const RegistrationSuccessfulPage = lazy(() =>
  withAuthTexts(import("../../features/auth/register/registration-successful-page")).then((m) => ({
    default: m.RegistrationSuccessfulPage,
  })),
);
/** The account page with the families feature's parts (composed-account-page.tsx). */
export const AccountPage = lazy(() =>
  Promise.all([import("./composed-account-page"), loadFeatureTexts("account")]).then(([module]) => ({
    default: module.AccountPage,
  })),
);
/**
 * Everything behind the login (routes, guards, app shell) is one chunk more, loaded on entering it;
 * on a reload of a dashboard address, before the first render (main.tsx, decision 113).
 */
export const DashboardRoutes = lazyPage(() => import("./dashboard-routes").then((m) => m.DashboardRoutes));

/** `/dojos?region=`: the public list of affiliated dojos (with its texts), while the dojos flag is on. */
export const PublicDojosPage = lazy(() =>
  Promise.all([withPageStyles(import("./public-dojos-route")), loadFeatureTexts("dojos")]).then(([module]) => ({
    default: module.PublicDojosRoute,
  })),
);

/** `/verify`, `/verify/scan`, `/verify/t/:token`, `/verify/:code`: the public card check (with its texts). */
export const PublicVerifyPage = lazy(() =>
  Promise.all([
    withPageStyles(import("../../features/memberships/verify/public-verify-page")),
    loadFeatureTexts("memberships"),
  ]).then(([module]) => ({ default: module.PublicVerifyPage })),
);

/** `/verify/grade/:token`: the public check of a grade certificate's QR code (decision 90). */
export const GradeVerifyPage = lazy(() =>
  Promise.all([
    withPageStyles(import("../../features/memberships/verify/grade-verify-page")),
    loadFeatureTexts("memberships"),
  ]).then(([module]) => ({ default: module.GradeVerifyPage })),
);
