import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { LoadingBlock } from "../../../shared/ui/loading-block";
import { PageHeader } from "../../../shared/ui/page-header";
import { useFees, useStaffProfile } from "../api/fees-api";
import { FeesForm } from "./fees-form";

/** Who may set fees; the server checks again (a regional admin gets 403). */
const FEE_EDITOR_ROLES = ["FEDERATION_ADMIN", "SUPER_ADMIN"];

/** `/dashboard/my-control-panel/fees`: registration and renewal fees per membership type. */
export function FeesPage() {
  const { t } = useTranslation();
  usePageTitle(t("payments.fees.title"));
  const fees = useFees();
  const profile = useStaffProfile();
  const canEdit = profile.data?.staff_roles.some((role) => FEE_EDITOR_ROLES.includes(role)) ?? false;

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t("payments.fees.title")} subtitle={t("payments.fees.intro")} back="my-control-panel" />

      {fees.data && !profile.isPending ? (
        // A new table (loaded or saved) starts the form again from what the server holds.
        <FeesForm key={fees.dataUpdatedAt} saved={fees.data.items} canEdit={canEdit} />
      ) : fees.isError ? (
        <LoadFailed message={t("payments.fees.load_failed")} onRetry={() => fees.refetch()} />
      ) : (
        <LoadingBlock />
      )}
    </Stack>
  );
}
