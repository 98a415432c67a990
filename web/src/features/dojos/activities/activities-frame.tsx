import "../components/dojo-styles";
import type { Dojo } from "@gkf/contract";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SelectField } from "../../../shared/forms/select-field";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoader } from "../../../shared/ui/page-loader";
import { useMyDojos } from "../api/my-dojos";
import { DojoStatusBadge } from "../components/dojo-status-badge";
import { useRollCallSync } from "../roll-call/use-roll-call";
import { ActivitiesNav, type ActivityPage } from "./activities-nav";
import { RegisterAnotherDojo, RegisterDojoPanel } from "./register-dojo-panel";

/** The dojo chosen on this phone, kept across the pages (and reloads) of the section. */
const CHOSEN_DOJO_KEY = "GKF_CHOSEN_DOJO";

function readChoice(): string | null {
  try {
    return localStorage.getItem(CHOSEN_DOJO_KEY);
  } catch {
    return null;
  }
}

/** Remembers the dojo to show (a new registration shows itself at once). */
export function rememberChosenDojo(dojoId: string): void {
  try {
    localStorage.setItem(CHOSEN_DOJO_KEY, dojoId);
  } catch {
    // A full storage: the first dojo shows instead.
  }
}

/** The dojo an instructor works on: the one they picked on this phone, else the first they teach at. */
function useChosenDojo(dojos: readonly Dojo[]) {
  const [chosen, setChosen] = useState<string | null>(readChoice);
  const teaching = dojos.filter((dojo) => dojo.my_role === "HEAD" || dojo.my_role === "ASSISTANT");
  const dojo = teaching.find((candidate) => candidate.id === chosen) ?? teaching[0] ?? null;
  const choose = (dojoId: string) => {
    rememberChosenDojo(dojoId);
    setChosen(dojoId);
  };
  return { teaching, dojo, choose };
}

interface ActivitiesFrameProps {
  page: ActivityPage;
  /** The page's content for the chosen dojo. */
  children: (dojo: Dojo) => ReactNode;
  /** Pages that make sense before the dojo is ACTIVE (its documents and affiliation). */
  beforeActive?: boolean;
}

/**
 * Every instructor page (`/dashboard/my-activities/*`): the header with the pages' tabs, the dojo
 * (a choice when teaching at several), its state, and "Register a dojo" for a coach without one.
 */
export function ActivitiesFrame({ page, children, beforeActive = false }: ActivitiesFrameProps) {
  const { t } = useTranslation();
  const title = t(`dojos.activities.pages.${page}`);
  usePageTitle(title);
  const dojos = useMyDojos();
  const { teaching, dojo, choose } = useChosenDojo(dojos.data ?? []);
  // Marks taken offline go from whichever instructor page is open when the connection returns.
  useRollCallSync();

  let body: ReactNode;
  if (!dojos.data) {
    body = dojos.isError ? (
      <LoadFailed message={t("dojos.activities.load_failed")} onRetry={() => dojos.refetch()} />
    ) : (
      <PageLoader />
    );
  } else if (!dojo) {
    body = <RegisterDojoPanel onRegistered={choose} />;
  } else {
    const isOpen = dojo.status === "ACTIVE" || dojo.status === "LAPSED" || beforeActive;
    body = (
      <Stack gap="md">
        {teaching.length > 1 && (
          <SelectField
            label={t("dojos.activities.choose_dojo")}
            value={dojo.id}
            onChange={choose}
            options={teaching.map((option) => ({ value: option.id, label: option.name }))}
          />
        )}
        <DojoStateCard dojo={dojo} withPayLink={page !== "documents"} />
        {isOpen ? children(dojo) : null}
        {dojo.status === "REJECTED" && <RegisterDojoPanel onRegistered={choose} />}
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={840}>
      <PageHeader
        title={title}
        back={page === "index" ? undefined : "my-activities"}
        actions={
          page === "index" && dojo && dojo.status !== "REJECTED" ? (
            <RegisterAnotherDojo onRegistered={choose} />
          ) : undefined
        }
      >
        <ActivitiesNav current={page} />
      </PageHeader>
      {body}
    </Stack>
  );
}

/** The dojo's name, code and state, and what that state means for the instructor now. */
function DojoStateCard({ dojo, withPayLink }: { dojo: Dojo; withPayLink: boolean }) {
  const { t } = useTranslation();
  const note =
    dojo.status === "PENDING"
      ? t("dojos.activities.state_pending")
      : dojo.status === "REJECTED"
        ? t("dojos.activities.state_rejected", { reason: dojo.decision_reason ?? "" })
        : dojo.status === "SUSPENDED"
          ? t("dojos.activities.state_suspended", { reason: dojo.decision_reason ?? "" })
          : dojo.status === "LAPSED"
            ? t("dojos.activities.state_lapsed")
            : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={dojo.name}>
      <Stack gap={4}>
        <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {dojo.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t("dojos.code_and_place", { code: dojo.code, town: dojo.town, region: dojo.region.name })}
        </Text>
        <div>
          <DojoStatusBadge status={dojo.status} />
        </div>
        {note && <Text size="sm">{note}</Text>}
        {withPayLink && (dojo.affiliation.state === "DUE" || dojo.affiliation.state === "OVERDUE") && (
          <div>
            <Button component={Link} to="/dashboard/my-activities/documents" variant="light" mt={4}>
              {t("dojos.activities.go_pay")}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
