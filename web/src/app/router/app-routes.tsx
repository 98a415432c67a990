import { type AuthAction, CACHE_KEYS } from "@gkf/contract";
import { type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import { useCacheStore } from "../../shared/services/services-context";
import { BareLayout } from "../layouts/bare-layout";
import { HomeLayout } from "../layouts/home-layout";
import {
  AUTH_PAGES,
  DashboardRoutes,
  GradeVerifyPage,
  HomePage,
  NotFoundPage,
  PublicDojosPage,
  PublicVerifyPage,
  RegistrationSuccessfulPage,
  SplashPage,
  StatusPage,
} from "./lazy-pages";
import { getAuthActionRedirect, getGuestRedirect, LOGIN_PATH } from "./route-guards";

/**
 * Spec section 2. Layouts: bare (splash, 404), home (the public pages), dashboard (after login,
 * see dashboard-routes.tsx). `fallback` shows while a lazily loaded page arrives.
 */
export function AppRoutes({ fallback }: { fallback: ReactNode }) {
  return (
    <Routes>
      <Route element={<BareLayout fallback={fallback} />}>
        <Route index element={<SplashPage />} />
      </Route>

      <Route element={<HomeLayout fallback={fallback} />}>
        <Route path="home" element={<HomePage />} />
        <Route path="status" element={<StatusPage />} />
        <Route path="dojos" element={<PublicDojosPage />} />
        <Route path="verify" element={<PublicVerifyPage />} />
        <Route path="verify/t/:token" element={<PublicVerifyPage />} />
        <Route path="verify/grade/:token" element={<GradeVerifyPage />} />
        <Route path="verify/:code" element={<PublicVerifyPage />} />
        <Route path="auth">
          <Route index element={<Navigate to={LOGIN_PATH} replace />} />
          <Route
            path="registration-successful"
            element={
              <GuestOnly>
                <RegistrationSuccessfulPage />
              </GuestOnly>
            }
          />
          <Route path=":action/:token?" element={<AuthPage />} />
          <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
        </Route>
      </Route>

      <Route
        path="dashboard/*"
        element={
          <Suspense fallback={fallback}>
            <DashboardRoutes fallback={fallback} />
          </Suspense>
        }
      />

      <Route element={<BareLayout fallback={fallback} />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The auth pages are for guests; a logged-in person goes to their membership. */
function GuestOnly({ children }: { children: ReactNode }) {
  const cache = useCacheStore();
  const target = getGuestRedirect(cache.get(CACHE_KEYS.AUTH_DATA), Date.now());
  return target ? <Navigate to={target} replace /> : children;
}

/** `/auth/:action/:token?`: only the spec's actions; anything else goes to login. */
function AuthPage() {
  const { action } = useParams();
  const target = getAuthActionRedirect(action);
  if (target) return <Navigate to={target} replace />;
  const Page = AUTH_PAGES[action as AuthAction];
  return (
    <GuestOnly>
      <Page />
    </GuestOnly>
  );
}
