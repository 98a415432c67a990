import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { PageHeader } from "../../../shared/ui/page-header";
import { DojoEmptyState } from "../components/dojo-empty-state";
import { MembershipNav } from "../components/membership-nav";

/** `/dashboard/my-membership/training`. */
export function TrainingPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.nav.training"));
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t("memberships.nav.training")} back="my-membership">
        <MembershipNav current="training" />
      </PageHeader>
      <DojoEmptyState />
    </Stack>
  );
}

/** `/dashboard/my-membership/events`. */
export function EventsPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.nav.events"));
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t("memberships.nav.events")} back="my-membership">
        <MembershipNav current="events" />
      </PageHeader>
      <DojoEmptyState />
    </Stack>
  );
}

/** `/dashboard/my-activities/*` (behind the dojos flag): the same honest empty state. */
export function ActivitiesPage() {
  const { t } = useTranslation();
  usePageTitle(t("app.dashboard.sections.my-activities"));
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t("app.dashboard.sections.my-activities")} />
      <DojoEmptyState />
    </Stack>
  );
}
