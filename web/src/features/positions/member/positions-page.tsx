import "../positions-styles";
import type { AvailablePosition } from "@gkf/contract";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { EmptyNote, LoadingNote, TitledSection } from "../../../shared/ui/titled-section";
import { useAvailablePositions } from "../api/get-available-positions";
import { useMyApplications } from "../api/get-my-applications";
import { ApplyModal } from "./apply-modal";
import { AvailablePositionCard } from "./available-position-card";
import { MyApplicationsList } from "./my-applications-list";
import { WithdrawModal } from "./withdraw-modal";

/**
 * `/dashboard/my-positions/index`: open federation positions with the member's eligibility shown
 * before applying, applying with an optional statement, and the member's applications.
 */
export function PositionsPage() {
  const { t } = useTranslation();
  const title = t("app.dashboard.sections.my-positions");
  usePageTitle(title);
  const available = useAvailablePositions();
  const applications = useMyApplications();
  const [applyingFor, setApplyingFor] = useState<AvailablePosition | null>(null);
  const [withdrawingFrom, setWithdrawingFrom] = useState<AvailablePosition | null>(null);
  const now = Date.now();

  const canApplyAgain = (positionId: string) =>
    available.data?.some((position) => position.id === positionId && position.my_application === null) ?? false;

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={title} subtitle={t("positions.member.intro")} />

      {/* The lists appear together: one filling in first pushed the other down (layout shift). */}
      {available.isPending || applications.isPending ? (
        <LoadingNote />
      ) : (
        <>
          <TitledSection id="open-positions" title={t("positions.member.available_heading")}>
            {available.isError && (
              <LoadFailed message={t("positions.member.load_failed")} onRetry={() => available.refetch()} />
            )}
            {available.data?.length === 0 && <EmptyNote>{t("positions.member.none_available")}</EmptyNote>}
            {available.data?.map((position) => (
              <AvailablePositionCard
                key={position.id}
                position={position}
                now={now}
                onApply={setApplyingFor}
                onWithdraw={setWithdrawingFrom}
              />
            ))}
          </TitledSection>

          <TitledSection id="my-applications" title={t("positions.member.applications_heading")}>
            {applications.isError && (
              <LoadFailed
                message={t("positions.member.applications_load_failed")}
                onRetry={() => applications.refetch()}
              />
            )}
            {applications.data && <MyApplicationsList applications={applications.data} canApplyAgain={canApplyAgain} />}
          </TitledSection>
        </>
      )}

      <ApplyModal position={applyingFor} onClose={() => setApplyingFor(null)} />
      <WithdrawModal position={withdrawingFrom} onClose={() => setWithdrawingFrom(null)} />
    </Stack>
  );
}
