import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** What a dashboard page gets from its path `/dashboard/:section/:action/:page?/:id?`. */
export interface SectionPageProps {
  page?: string;
  id?: string;
}

type Page = LazyExoticComponent<ComponentType<SectionPageProps>>;

/**
 * Which feature's page shows `section/action`. Features do not import each other: the router
 * is the one place that knows them all. Each page is its own chunk.
 */
export const SECTION_PAGES: Record<string, Page> = {
  "my-profile/index": lazy(() =>
    import("../../features/memberships/profile/profile-page").then((m) => ({ default: m.ProfilePage })),
  ),
  "my-membership/index": lazy(() =>
    import("../../features/memberships/overview/membership-overview-page").then((m) => ({
      default: m.MembershipOverviewPage,
    })),
  ),
  "my-membership/documents": lazy(() =>
    import("../../features/memberships/documents/documents-page").then((m) => ({ default: m.DocumentsPage })),
  ),
  "my-membership/analytics": lazy(() =>
    import("../../features/memberships/analytics/analytics-page").then((m) => ({ default: m.AnalyticsPage })),
  ),
  "my-membership/training": lazy(() =>
    import("../../features/memberships/activities/activities-empty-page").then((m) => ({ default: m.TrainingPage })),
  ),
  "my-membership/events": lazy(() =>
    import("../../features/memberships/activities/activities-empty-page").then((m) => ({ default: m.EventsPage })),
  ),
  "my-membership/payments": lazy(() =>
    import("../../features/payments/history/payments-page").then((m) => ({ default: m.PaymentsPage })),
  ),
  ...Object.fromEntries(
    ["index", "trainings", "events", "students", "instructors", "documents"].map((action) => [
      `my-activities/${action}`,
      lazy(() =>
        import("../../features/memberships/activities/activities-empty-page").then((m) => ({
          default: m.ActivitiesPage,
        })),
      ),
    ]),
  ),
  "my-positions/index": lazy(() =>
    import("../../features/positions/member/positions-page").then((m) => ({ default: m.PositionsPage })),
  ),
  "my-control-panel/index": lazy(() =>
    import("../../features/memberships/review/control-panel-overview-page").then((m) => ({
      default: m.ControlPanelOverviewPage,
    })),
  ),
  "my-control-panel/documents": lazy(() =>
    import("../../features/memberships/review/review-queue-page").then((m) => ({ default: m.DocumentReviewPage })),
  ),
  "my-control-panel/certificates": lazy(() =>
    import("../../features/memberships/review/review-queue-page").then((m) => ({ default: m.CertificateReviewPage })),
  ),
  "my-control-panel/payments": lazy(() =>
    import("../../features/payments/ledger/payments-ledger-page").then((m) => ({ default: m.PaymentsLedgerPage })),
  ),
  "my-control-panel/fees": lazy(() =>
    import("../../features/payments/fees/fees-page").then((m) => ({ default: m.FeesPage })),
  ),
  "my-control-panel/positions": lazy(() =>
    import("../../features/positions/admin/admin-positions-page").then((m) => ({ default: m.AdminPositionsPage })),
  ),
};

/** `/dashboard/modals/payment-response?reference=…` */
export const PaymentResponsePage = lazy(() =>
  import("../../features/payments/response/payment-response-page").then((m) => ({ default: m.PaymentResponsePage })),
);

/** `/verify/:code`: the public check of a membership card. */
export const PublicVerifyPage = lazy(() =>
  import("../../features/memberships/verify/public-verify-page").then((m) => ({ default: m.PublicVerifyPage })),
);
