import type { FeatureFlag, FeatureTextGroup } from "@gkf/contract";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { consentsQueryOptions } from "../../features/account/consent-api";
import { childrenQueryOptions } from "../../features/families/families-api";
import { beltColoursQueryOptions } from "../../shared/api/belt-colours";
import { membershipSummaryQueryOptions } from "../../shared/api/membership-summary";
import { myRecordQueryOptions } from "../../shared/api/my-record";
import type { CacheStore } from "../../shared/cache/cache-store";
import { publicConfigQueryOptions } from "../../shared/config/public-config";
import type { HttpClient } from "../../shared/http/http-client";
import { loadFeatureTexts, preloadFeatureTexts } from "../../shared/i18n/feature-texts";
import { readsRecord } from "../boot/first-page-requests";
import { type LazyPage, lazyPage } from "./lazy-page";
import { DashboardRoutes } from "./lazy-pages";

/** What a dashboard page gets from its path `/dashboard/:section/:action/:page?/:id?`. */
export interface SectionPageProps {
  page?: string;
  id?: string;
}

type PageModule = { default: ComponentType<SectionPageProps> };
type Page = LazyPage<SectionPageProps> & { preload: () => void };

/**
 * A feature's page and its texts, fetched together as the page is first opened, or earlier with
 * `preload` (the page a reload opens: see preloadSectionPage); once `load()` has settled, the page
 * shows without suspending (lazy-page.ts).
 */
function featurePage(groups: FeatureTextGroup | readonly FeatureTextGroup[], load: () => Promise<PageModule>): Page {
  const textGroups: readonly FeatureTextGroup[] = typeof groups === "string" ? [groups] : groups;
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const page = lazyPage(() =>
    Promise.all([loadOnce(), ...textGroups.map((group) => loadFeatureTexts(group))]).then(([module]) => module.default),
  );
  return Object.assign(page, {
    preload: () => {
      loadOnce().catch(() => {});
      for (const group of textGroups) preloadFeatureTexts(group);
    },
  });
}

/**
 * Starts fetching the page of a dashboard address (`/dashboard/:section/:action/...`) and its
 * texts, so that they arrive beside the dashboard's own chunk and the membership summary instead
 * of after them. Unknown addresses are left to the router.
 */
export function preloadSectionPage(pathname: string): void {
  const [, dashboard, section, action] = pathname.split("/");
  if (dashboard !== "dashboard" || !section || !action) return;
  SECTION_PAGES[`${section}/${action}`]?.preload();
}

/** How long the first render waits for the first page's answers; then the page shows its own loading state. */
const FIRST_PAGE_WAIT_MS = 3000;

/** What prepareFirstPage reads with: the boot's services. */
export interface FirstPageServices {
  http: HttpClient;
  cache: CacheStore;
  queryClient: QueryClient;
}

/**
 * A reload of a dashboard address, before the app's first render (main.tsx): the dashboard's
 * routes, the page and its texts, and the answers the page opens with (the membership summary the
 * guard reads, the flags, the children and consents the layout reads, the record of the membership
 * and profile pages and the belt colours of its belt label: the early requests of first-page-requests.ts, taken by these reads) in the
 * query cache. The first render then shows
 * the page with its data, built by React in slices (a transition), instead of a loader, then the
 * layout with "Loading…", then the data, each a render and commit in one long task on a slow
 * phone (decision 113). A read that fails is asked again by the page, which says so. The code is
 * always awaited (the first render needs it anyway); the answers at most FIRST_PAGE_WAIT_MS.
 */
export async function prepareFirstPage(
  pathname: string,
  { http, cache, queryClient }: FirstPageServices,
): Promise<void> {
  const [, , section, action] = pathname.split("/");
  const page = SECTION_PAGES[`${section}/${action}`];
  const answers = Promise.all([
    queryClient.prefetchQuery(membershipSummaryQueryOptions(http, cache)),
    queryClient.prefetchQuery(publicConfigQueryOptions(http)),
    // What the layout reads on every page: the header's switcher (its height) and the notice's gate.
    queryClient.prefetchQuery(childrenQueryOptions(http)),
    queryClient.prefetchQuery(consentsQueryOptions(http)),
    readsRecord(pathname) ? queryClient.prefetchQuery(myRecordQueryOptions(http, cache)) : undefined,
    // The record's belt label is painted in these colours.
    readsRecord(pathname) ? queryClient.prefetchQuery(beltColoursQueryOptions(http)) : undefined,
  ]);
  await Promise.all([DashboardRoutes.load(), page?.load()]);
  await Promise.race([answers, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}

/**
 * Which feature's page shows `section/action`. Features do not import each other: the router
 * is the one place that knows them all. Each page is its own chunk.
 */
export const SECTION_PAGES: Record<string, Page> = {
  // The profile with the guardian's "Your children" (composed-profile-page.tsx).
  "my-profile/index": featurePage("memberships", () =>
    import("./composed-profile-page").then((m) => ({ default: m.ProfilePage })),
  ),
  "my-membership/index": featurePage("memberships", () =>
    import("../../features/memberships/overview/membership-overview-page").then((m) => ({
      default: m.MembershipOverviewPage,
    })),
  ),
  "my-membership/documents": featurePage("memberships", () =>
    import("../../features/memberships/documents/documents-page").then((m) => ({ default: m.DocumentsPage })),
  ),
  "my-membership/analytics": featurePage("memberships", () =>
    import("../../features/memberships/analytics/analytics-page").then((m) => ({ default: m.AnalyticsPage })),
  ),
  // The dojos feature's page under the membership tabs (composed-pages.tsx); with the flag off: FLAGGED_PAGES.
  "my-membership/training": featurePage(["dojos", "memberships"], () =>
    import("./composed-pages").then((m) => ({ default: m.TrainingPage })),
  ),
  // The events feature's page under the membership tabs, with the member's gradings (composed-events-page.tsx).
  "my-membership/events": featurePage(["events", "gradings", "memberships"], () =>
    import("./composed-events-page").then((m) => ({ default: m.EventsPage })),
  ),
  "my-membership/payments": featurePage("payments", () =>
    import("../../features/payments/history/payments-page").then((m) => ({ default: m.PaymentsPage })),
  ),
  "my-activities/index": featurePage("dojos", () =>
    import("./composed-roll-call-page").then((m) => ({ default: m.TodayPage })),
  ),
  "my-activities/trainings": featurePage("dojos", () =>
    import("../../features/dojos/activities/trainings-page").then((m) => ({ default: m.TrainingsPage })),
  ),
  "my-activities/students": featurePage("dojos", () =>
    import("../../features/dojos/activities/students-page").then((m) => ({ default: m.StudentsPage })),
  ),
  "my-activities/instructors": featurePage("dojos", () =>
    import("../../features/dojos/activities/instructors-page").then((m) => ({ default: m.InstructorsPage })),
  ),
  "my-activities/documents": featurePage("dojos", () =>
    import("../../features/dojos/activities/documents-page").then((m) => ({ default: m.DojoDocumentsPage })),
  ),
  "my-activities/events": featurePage(["events", "gradings"], () =>
    import("./composed-instructor-events-page").then((m) => ({ default: m.InstructorEventsPage })),
  ),
  "my-positions/index": featurePage("positions", () =>
    import("../../features/positions/member/positions-page").then((m) => ({ default: m.PositionsPage })),
  ),
  "my-control-panel/index": featurePage("memberships", () =>
    import("../../features/memberships/review/control-panel-overview-page").then((m) => ({
      default: m.ControlPanelOverviewPage,
    })),
  ),
  // A member's file shows payments, position applications and event entries as those features name them.
  "my-control-panel/members": featurePage(["members", "memberships", "payments", "positions", "events"], () =>
    import("../../features/members/directory/members-page").then((m) => ({ default: m.MembersPage })),
  ),
  "my-control-panel/documents": featurePage("memberships", () =>
    import("../../features/memberships/review/review-queue-page").then((m) => ({ default: m.DocumentReviewPage })),
  ),
  "my-control-panel/certificates": featurePage("memberships", () =>
    import("../../features/memberships/review/review-queue-page").then((m) => ({ default: m.CertificateReviewPage })),
  ),
  "my-control-panel/payments": featurePage("payments", () =>
    import("../../features/payments/ledger/payments-ledger-page").then((m) => ({ default: m.PaymentsLedgerPage })),
  ),
  "my-control-panel/fees": featurePage("payments", () =>
    import("../../features/payments/fees/fees-page").then((m) => ({ default: m.FeesPage })),
  ),
  "my-control-panel/positions": featurePage("positions", () =>
    import("../../features/positions/admin/admin-positions-page").then((m) => ({ default: m.AdminPositionsPage })),
  ),
  "my-control-panel/dojos": featurePage("dojos", () =>
    import("../../features/dojos/admin/admin-dojos-page").then((m) => ({ default: m.AdminDojosPage })),
  ),
  // The organisers' page with the card reader for the phone check-in (composed-admin-events-page.tsx).
  "my-control-panel/events": featurePage("events", () =>
    import("./composed-admin-events-page").then((m) => ({ default: m.AdminEventsPage })),
  ),
  "my-control-panel/gradings": featurePage("gradings", () =>
    import("../../features/gradings/admin/admin-gradings-page").then((m) => ({ default: m.AdminGradingsPage })),
  ),
  "my-control-panel/belt-colours": featurePage("memberships", () =>
    import("../../features/memberships/settings/belt-colours-page").then((m) => ({ default: m.BeltColoursPage })),
  ),
  // Its texts come with its chunk (features/statistics/texts.ts).
  "my-control-panel/statistics": featurePage([], () =>
    import("../../features/statistics/statistics-page").then((m) => ({ default: m.StatisticsPage })),
  ),
  // Its texts come with its chunk (features/audit/texts.ts).
  "my-control-panel/audit": featurePage([], () =>
    import("../../features/audit/audit-page").then((m) => ({ default: m.AuditPage })),
  ),
  // Its texts come with its chunk (features/staff/texts.ts).
  "my-control-panel/staff": featurePage([], () =>
    import("../../features/staff/staff-page").then((m) => ({ default: m.StaffPage })),
  ),
  // Its texts come with its chunk (features/privacy/texts.ts).
  "my-control-panel/erasure-requests": featurePage([], () =>
    import("../../features/privacy/erasure-requests-page").then((m) => ({ default: m.ErasureRequestsPage })),
  ),
  // Federation admins publish the privacy notice's versions (decision 111); texts with its chunk.
  "my-control-panel/privacy-notices": featurePage([], () =>
    import("../../features/privacy/privacy-notices-page").then((m) => ({ default: m.PrivacyNoticesPage })),
  ),
};

/**
 * Pages that exist while a feature flag is on (whole sections behind a flag: dashboard-routes.tsx).
 * With the flag off, `off` shows instead, or nothing is there (404) when it is null.
 */
export const FLAGGED_PAGES: Record<string, { flag: FeatureFlag; off: Page | null }> = {
  "my-membership/training": {
    flag: "dojos",
    off: featurePage("memberships", () =>
      import("../../features/memberships/activities/activities-empty-page").then((m) => ({ default: m.TrainingPage })),
    ),
  },
  "my-control-panel/dojos": { flag: "dojos", off: null },
};

/** `/dashboard/modals/payment-response?reference=…` */
export const PaymentResponsePage = featurePage("payments", () =>
  import("../../features/payments/response/payment-response-page").then((m) => ({ default: m.PaymentResponsePage })),
);
