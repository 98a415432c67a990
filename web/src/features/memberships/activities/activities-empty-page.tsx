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
