import { CACHE_KEYS } from "@gkf/contract";
import { Stack } from "@mantine/core";
import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { getDisplayName, hasValidAccessToken } from "../../../shared/session/auth-data";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { LoadingNote } from "../../../shared/ui/titled-section";
import { useMyRecord } from "../api/get-my-record";
import { MembershipCard } from "../components/membership-card";
import { MembershipNav } from "../components/membership-nav";
import { BeltHistoryCard } from "./belt-history-card";
import { ComplianceCard } from "./compliance-card";
import { EventResultsCard } from "./event-results-card";
import { RecordSummaryCard } from "./record-summary-card";

/** `/dashboard/my-membership/index`: the record at a glance, compliance and what to do next, card, belts. */
export function MembershipOverviewPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.overview.page_title"));
  const record = useMyRecord();
  const cache = useCacheStore();
  const auth = cache.get(CACHE_KEYS.AUTH_DATA);
  const name = hasValidAccessToken(auth, Date.now()) ? getDisplayName(auth) : "";
  const belowTheFold = useAfterFirstCommit();

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t("app.dashboard.sections.my-membership")}>
        <MembershipNav current="index" />
      </PageHeader>

      {record.isPending && <LoadingNote />}
      {record.isError && !record.data && (
        <LoadFailed message={t("memberships.overview.load_failed")} onRetry={() => record.refetch()} />
      )}
      {record.data && (
        <>
          <RecordSummaryCard record={record.data} />
          <ComplianceCard record={record.data} />
          {belowTheFold && (
            <>
              <MembershipCard record={record.data} name={name} />
              <BeltHistoryCard record={record.data} />
              <EventResultsCard />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * False in the page's first render, true right after it (a transition of its own): the card,
 * belts and results, below the fold on a phone, are built and committed after the record and
 * what to do next are on screen, in a second commit instead of one long task (decision 113).
 * They are added below what is shown, so nothing moves.
 */
function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
