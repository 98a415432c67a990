import { CACHE_KEYS, DASHBOARD_SECTIONS, type DashboardSection, type FeatureFlag } from "@gkf/contract";
import type { ReactNode } from "react";
import { Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { usePublicConfig } from "../../shared/config/public-config";
import { useCacheStore } from "../../shared/services/services-context";
import { DashboardLayout } from "../layouts/dashboard-layout";
import { AccountPage, NotFoundPage } from "./lazy-pages";
import {
  getDashboardRedirect,
  getLoginRedirect,
  getModalActionRedirect,
  PROFILE_INDEX_PATH,
  sectionIndexPath,
} from "./route-guards";
import { PaymentResponsePage, SECTION_PAGES } from "./section-pages";

const SECTIONS = Object.keys(DASHBOARD_SECTIONS) as DashboardSection[];

/** Sections that exist only while a feature flag is on. */
const SECTION_FLAGS: Partial<Record<DashboardSection, FeatureFlag>> = { "my-activities": "dojos" };

function useOriginalPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** `/dashboard/*`: every page here needs a login; the sections add their own rules. */
export function DashboardRoutes({ fallback }: { fallback: ReactNode }) {
  const cache = useCacheStore();
  const originalPath = useOriginalPath();
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
  if (!flag) return <GuardedSectionPage section={section} />;
  return (
    <FlagGate flag={flag} fallback={fallback}>
      <GuardedSectionPage section={section} />
    </FlagGate>
  );
}

/** A section behind an off flag does not exist: 404. An unreadable config counts as off. */
function FlagGate({ flag, fallback, children }: { flag: FeatureFlag; fallback: ReactNode; children: ReactNode }) {
  const config = usePublicConfig();
  if (config.isPending) return fallback;
  return config.data?.features[flag] ? children : <NotFoundPage />;
}

function GuardedSectionPage({ section }: { section: DashboardSection }) {
  const cache = useCacheStore();
  const { action, page, id } = useParams();
  const originalPath = useOriginalPath();
  const target = getDashboardRedirect({
    section,
    action,
    auth: cache.get(CACHE_KEYS.AUTH_DATA),
    membership: cache.get(CACHE_KEYS.MY_MEMBERSHIP),
    now: Date.now(),
    originalPath,
  });
  if (target) return <Navigate to={target} replace />;
  if (section === "my-account") return <AccountPage />;
  const Page = SECTION_PAGES[`${section}/${action}`];
  return Page ? <Page page={page} id={id} /> : <NotFoundPage />;
}
