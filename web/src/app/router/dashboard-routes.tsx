import { CACHE_KEYS, DASHBOARD_SECTIONS, type DashboardSection, type FeatureFlag } from "@gkf/contract";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, Route, Routes, useLocation, useParams, useSearchParams } from "react-router";
import { StaffTfaGate } from "../../features/account/staff-tfa-gate";
import { membershipSummaryQueryOptions } from "../../shared/api/membership-summary";
import { usePublicConfig } from "../../shared/config/public-config";
import { isHttpError } from "../../shared/http/http-error";
import { appT } from "../../shared/i18n/i18n";
import { notifyError } from "../../shared/notifications/notify";
import { specToast } from "../../shared/notifications/spec-toasts";
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
import { FLAGGED_PAGES, PaymentResponsePage, SECTION_PAGES } from "./section-pages";

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
          <Route index element={<Navigate to={PROFILE_INDEX_PATH} replace />} />
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

/** A section or page behind an off flag does not exist: 404 (or its stand-in). An unreadable config counts as off. */
function FlagGate({
  flag,
  fallback,
  off,
  children,
}: {
  flag: FeatureFlag;
  fallback: ReactNode;
  off?: ReactNode;
  children: ReactNode;
}) {
  const config = usePublicConfig();
  if (config.isPending) return fallback;
  return config.data?.features[flag] ? children : (off ?? <NotFoundPage />);
}

function GuardedSectionPage({ section, fallback }: { section: DashboardSection; fallback: ReactNode }) {
  const cache = useCacheStore();
  const { action } = useParams();
  const access = { section, action, auth: cache.get(CACHE_KEYS.AUTH_DATA), now: Date.now() };
  const membership = cache.get(CACHE_KEYS.MY_MEMBERSHIP);
  if (isMembershipSummaryNeeded({ ...access, membership })) {
    return <MembershipSummaryGate section={section} fallback={fallback} />;
  }
  return <AllowedSectionPage section={section} membership={membership} fallback={fallback} />;
}

/** A 401 ends the session (the login page follows); anything else is the spec's toast. */
function notifySummaryFailure(error: unknown): void {
  if (!(isHttpError(error) && error.status === 401))
    void notifyError(specToast("toasts.load_membership_summary", appT()));
}

/**
 * No usable membership summary on this device (never fetched, expired after a week, or unpaid):
 * ask the server, with the page loader meanwhile, keep the answer a week, then decide. A failed
 * request counts as "not a member" (the profile page explains and offers the payment).
 */
function MembershipSummaryGate({ section, fallback }: { section: DashboardSection; fallback: ReactNode }) {
  const http = useHttpClient();
  const cache = useCacheStore();
  // The summary all pages share (shared/api, kept in MY_MEMBERSHIP_CACHE). Each visit asks again
  // and waits for the answer, not for the copy on the device: a payment made a minute ago must open the page.
  const summary = useQuery({ ...membershipSummaryQueryOptions(http, cache, notifySummaryFailure), staleTime: 0 });
  if (!summary.isFetchedAfterMount) return fallback;
  return (
    <AllowedSectionPage section={section} membership={summary.isError ? null : summary.data} fallback={fallback} />
  );
}

function AllowedSectionPage({
  section,
  membership,
  fallback,
}: {
  section: DashboardSection;
  membership: unknown;
  fallback: ReactNode;
}) {
  const cache = useCacheStore();
  const { action } = useParams();
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
  const content = <AllowedPageContent section={section} fallback={fallback} />;
  // Staff pages open once two-step sign-in is on (issue 17).
  return section === "my-control-panel" ? <StaffTfaGate fallback={fallback}>{content}</StaffTfaGate> : content;
}

function AllowedPageContent({ section, fallback }: { section: DashboardSection; fallback: ReactNode }) {
  const { action, page, id } = useParams();
  const [searchParams] = useSearchParams();
  // Spec: my-membership pages read an optional `reference`; a payment reference opens that payment in the history.
  const reference = section === "my-membership" && action !== "payments" ? searchParams.get("reference") : null;
  if (reference)
    return <Navigate to={`/dashboard/my-membership/payments?${new URLSearchParams({ reference })}`} replace />;
  if (section === "my-account") return <AccountPage />;
  const flagged = FLAGGED_PAGES[`${section}/${action}`];
  if (flagged) {
    // A page behind a flag: with the flag off, its stand-in (or nothing: 404).
    const Off = flagged.off;
    return (
      <FlagGate flag={flagged.flag} fallback={fallback} off={Off ? <Off page={page} id={id} /> : undefined}>
        <SectionActionPage section={section} action={action} page={page} id={id} />
      </FlagGate>
    );
  }
  return <SectionActionPage section={section} action={action} page={page} id={id} />;
}

function SectionActionPage({
  section,
  action,
  page,
  id,
}: {
  section: DashboardSection;
  action?: string;
  page?: string;
  id?: string;
}) {
  const Page = SECTION_PAGES[`${section}/${action}`];
  return Page ? <Page page={page} id={id} /> : <NotFoundPage />;
}
