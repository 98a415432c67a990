import { CACHE_KEYS, DASHBOARD_SECTIONS, type DashboardSection, type FeatureFlag, SPEC_TOASTS } from "@gkf/contract";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, Route, Routes, useLocation, useParams } from "react-router";
import type { CacheStore } from "../../shared/cache/cache-store";
import { usePublicConfig } from "../../shared/config/public-config";
import type { HttpClient } from "../../shared/http/http-client";
import { isHttpError } from "../../shared/http/http-error";
import { notifyError } from "../../shared/notifications/notify";
import { useCacheStore, useHttpClient } from "../../shared/services/services-context";
import { clearSigningOut, isSigningOut } from "../../shared/session/signing-out";
import { DashboardLayout } from "../layouts/dashboard-layout";
import { AccountPage, NotFoundPage } from "./lazy-pages";
import {
  getDashboardRedirect,
  getLoginRedirect,
  getModalActionRedirect,
  isMembershipSummaryNeeded,
  PROFILE_INDEX_PATH,
  sectionIndexPath,
} from "./route-guards";
import { PaymentResponsePage, SECTION_PAGES } from "./section-pages";

const SECTIONS = Object.keys(DASHBOARD_SECTIONS) as DashboardSection[];

/** Sections that exist only while a feature flag is on. */
const SECTION_FLAGS: Partial<Record<DashboardSection, FeatureFlag>> = { "my-activities": "dojos" };

/** The page to come back to after signing in; none while the person is signing out (signing-out.ts). */
function useOriginalPath(): string | null {
  const { pathname, search } = useLocation();
  return isSigningOut() ? null : `${pathname}${search}`;
}

/** `/dashboard/*`: every page here needs a login; the sections add their own rules. */
export function DashboardRoutes({ fallback }: { fallback: ReactNode }) {
  const cache = useCacheStore();
  const originalPath = useOriginalPath();
  // A sign-out is over once the dashboard is left.
  useEffect(() => clearSigningOut, []);
  const loginRedirect = getLoginRedirect(cache.get(CACHE_KEYS.AUTH_DATA), Date.now(), originalPath);
  if (loginRedirect) return <Navigate to={loginRedirect} replace />;

  return (
    <Routes>
      <Route element={<DashboardLayout fallback={fallback} />}>
        <Route index element={<Navigate to={PROFILE_INDEX_PATH} replace />} />
        <Route path="modals">
          <Route path=":action/:reference?" element={<ModalPage />} />
          <Route path="*" element={<Navigate to={PROFILE_INDEX_PATH} replace />} />
        </Route>
        {SECTIONS.map((section) => (
          <Route key={section} path={section}>
            <Route index element={<Navigate to={sectionIndexPath(section)} replace />} />
            <Route path=":action/:page?/:id?" element={<SectionPage section={section} fallback={fallback} />} />
            <Route path="*" element={<Navigate to={sectionIndexPath(section)} replace />} />
          </Route>
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** `/dashboard/modals/:action/:reference?`: only the payment result. */
function ModalPage() {
  const { action } = useParams();
  const target = getModalActionRedirect(action);
  return target ? <Navigate to={target} replace /> : <PaymentResponsePage />;
}

function SectionPage({ section, fallback }: { section: DashboardSection; fallback: ReactNode }) {
  const flag = SECTION_FLAGS[section];
  if (!flag) return <GuardedSectionPage section={section} fallback={fallback} />;
  return (
    <FlagGate flag={flag} fallback={fallback}>
      <GuardedSectionPage section={section} fallback={fallback} />
    </FlagGate>
  );
}

/** A section behind an off flag does not exist: 404. An unreadable config counts as off. */
function FlagGate({ flag, fallback, children }: { flag: FeatureFlag; fallback: ReactNode; children: ReactNode }) {
  const config = usePublicConfig();
  if (config.isPending) return fallback;
  return config.data?.features[flag] ? children : <NotFoundPage />;
}

function GuardedSectionPage({ section, fallback }: { section: DashboardSection; fallback: ReactNode }) {
  const cache = useCacheStore();
  const { action } = useParams();
  const access = { section, action, auth: cache.get(CACHE_KEYS.AUTH_DATA), now: Date.now() };
  const membership = cache.get(CACHE_KEYS.MY_MEMBERSHIP);
  if (isMembershipSummaryNeeded({ ...access, membership })) {
    return <MembershipSummaryGate section={section} fallback={fallback} />;
  }
  return <AllowedSectionPage section={section} membership={membership} />;
}

/** GET /my-account/membership/my-record-summary: 200 when the registration is paid, 206 when not. */
async function fetchMembershipSummary(http: HttpClient, cache: CacheStore, signal: AbortSignal): Promise<unknown> {
  try {
    const { data } = await http.request("/my-account/membership/my-record-summary", {
      acceptStatus: [200, 206],
      withAuth: true,
      silent: true,
      signal,
    });
    const isSummary =
      typeof data === "object" && data !== null && typeof Reflect.get(data, "has_paid_registration") === "boolean";
    if (!isSummary) throw new Error("The membership summary has an unexpected shape");
    cache.set(CACHE_KEYS.MY_MEMBERSHIP, data);
    return data;
  } catch (error) {
    // A 401 ends the session (the login page follows); anything else is the spec's toast.
    if (!(isHttpError(error) && error.status === 401) && !signal.aborted) {
      void notifyError(SPEC_TOASTS.loadMembershipSummary);
    }
    throw error;
  }
}

/**
 * No usable membership summary on this device (never fetched, expired after a week, or unpaid):
 * ask the server, with the page loader meanwhile, keep the answer a week, then decide. A failed
 * request counts as "not a member" (the profile page explains and offers the payment).
 */
function MembershipSummaryGate({ section, fallback }: { section: DashboardSection; fallback: ReactNode }) {
  const http = useHttpClient();
  const cache = useCacheStore();
  const summary = useQuery({
    queryKey: ["route-guard", "membership-summary"],
    queryFn: ({ signal }) => fetchMembershipSummary(http, cache, signal),
    // Each visit asks again: a payment made a minute ago must open the page.
    staleTime: 0,
    gcTime: 0,
  });
  if (summary.isPending) return fallback;
  return <AllowedSectionPage section={section} membership={summary.data ?? null} />;
}

function AllowedSectionPage({ section, membership }: { section: DashboardSection; membership: unknown }) {
  const cache = useCacheStore();
  const { action, page, id } = useParams();
  const originalPath = useOriginalPath();
  const target = getDashboardRedirect({
    section,
    action,
    auth: cache.get(CACHE_KEYS.AUTH_DATA),
    membership,
    now: Date.now(),
    originalPath,
  });
  if (target) return <Navigate to={target} replace />;
  if (section === "my-account") return <AccountPage />;
  const Page = SECTION_PAGES[`${section}/${action}`];
  return Page ? <Page page={page} id={id} /> : <NotFoundPage />;
}
