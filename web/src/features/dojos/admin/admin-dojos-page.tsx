import "../components/dojo-styles";
import {
  type AdminDojo,
  CACHE_KEYS,
  DOJO_STATUSES,
  type DojoRegionSummary,
  type DojoStatus,
  PRESENTATION,
} from "@gkf/contract";
import { Button, Group, Modal, Paper, Stack, Table, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { formatDay } from "../../../shared/dates/days";
import { getRegionOptions } from "../../../shared/forms/region-options";
import { SelectField } from "../../../shared/forms/select-field";
import { notifySuccess } from "../../../shared/notifications/notify";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { hasNationalStaffRole } from "../../../shared/session/auth-data";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoader } from "../../../shared/ui/page-loader";
import { EmptyNote, TitledSection } from "../../../shared/ui/titled-section";
import { useOpening } from "../../../shared/ui/use-opening";
import { useAdminDojos, useDecideDojo } from "../api/admin-dojos";
import { AffiliationBadge, DojoStatusBadge } from "../components/dojo-status-badge";

/**
 * `/dashboard/my-control-panel/dojos`: applications to decide (approve, or reject with a reason),
 * then the directory with affiliation and counts per region, where a dojo is suspended (with a
 * reason) or reinstated. A regional admin sees their region
 * only (the server filters; the region filter is not offered).
 */
export function AdminDojosPage() {
  const { t } = useTranslation();
  usePageTitle(t("dojos.admin.title"));
  const isNational = hasNationalStaffRole(useCacheStore().get(CACHE_KEYS.AUTH_DATA));
  const regions = useRegions({ silent: true, enabled: isNational });
  const [status, setStatus] = useState<DojoStatus | "">("");
  const [region, setRegion] = useState("");
  const applications = useAdminDojos("PENDING", "", { applications: true });
  const directory = useAdminDojos(status, region);
  const [asking, setAsking] = useState<ReasonAsked | null>(null);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t("dojos.admin.title")} subtitle={t("dojos.admin.intro")} back="my-control-panel" />
      {!applications.data || !directory.data ? (
        // The page appears whole: both lists, or the loader (or what failed).
        applications.isError || directory.isError ? (
          <LoadFailed
            message={t("dojos.admin.load_failed")}
            onRetry={() => {
              void applications.refetch();
              void directory.refetch();
            }}
          />
        ) : (
          <PageLoader />
        )
      ) : (
        <>
          <TitledSection
            id="dojo-applications"
            title={t("dojos.admin.applications_heading", {
              count: applications.data.items.filter((dojo) => dojo.status === "PENDING").length,
            })}
          >
            {applications.data.items.length === 0 ? (
              <EmptyNote>{t("dojos.admin.no_applications")}</EmptyNote>
            ) : (
              applications.data.items.map((dojo) => <DojoCard key={dojo.id} dojo={dojo} onAskReason={setAsking} />)
            )}
          </TitledSection>

          <TitledSection id="dojo-directory" title={t("dojos.admin.directory_heading")}>
            <RegionSummary regions={directory.data.regions} />
            <Group grow gap="sm" align="flex-start" wrap="wrap">
              <SelectField
                label={t("dojos.admin.status_filter")}
                placeholder={t("dojos.admin.any_status")}
                value={status}
                onChange={(value) => setStatus(value as DojoStatus | "")}
                options={DOJO_STATUSES.map((value) => ({ value, label: t(`dojos.statuses.${value}`) }))}
                style={{ minWidth: 180 }}
              />
              {isNational && (
                <SelectField
                  label={t("dojos.finder.region")}
                  placeholder={t("dojos.finder.all_regions")}
                  value={region}
                  onChange={setRegion}
                  options={getRegionOptions(regions.data?.items)}
                  style={{ minWidth: 180 }}
                />
              )}
            </Group>
            {directory.data.items.length === 0 ? (
              <EmptyNote>{t("dojos.admin.none")}</EmptyNote>
            ) : (
              directory.data.items.map((dojo) => <DojoCard key={dojo.id} dojo={dojo} onAskReason={setAsking} />)
            )}
          </TitledSection>
        </>
      )}
      <ReasonModal asked={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
}

function RegionSummary({ regions }: { regions: readonly DojoRegionSummary[] }) {
  const { t } = useTranslation();
  if (regions.length === 0) return null;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <Paper
      withBorder
      radius="md"
      style={{ overflowX: "auto" }}
      tabIndex={0}
      role="region"
      aria-label={t("dojos.admin.summary_label")}
    >
      <Table striped aria-label={t("dojos.admin.summary_label")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("dojos.finder.region")}</Table.Th>
            <Table.Th>{t("dojos.statuses.ACTIVE")}</Table.Th>
            <Table.Th>{t("dojos.statuses.PENDING")}</Table.Th>
            <Table.Th>{t("dojos.statuses.LAPSED")}</Table.Th>
            <Table.Th>{t("dojos.admin.students")}</Table.Th>
            <Table.Th>{t("dojos.admin.instructors")}</Table.Th>
            <Table.Th>{t("dojos.admin.unpaid")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {regions.map((summary) => (
            <Table.Tr key={summary.region.code}>
              <Table.Td>{summary.region.name}</Table.Td>
              <Table.Td>{summary.by_status.ACTIVE}</Table.Td>
              <Table.Td>{summary.by_status.PENDING}</Table.Td>
              <Table.Td>{summary.by_status.LAPSED}</Table.Td>
              <Table.Td>{summary.students}</Table.Td>
              <Table.Td>{summary.instructors}</Table.Td>
              <Table.Td>{summary.unpaid_affiliations}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A decision that needs a reason: rejecting an application, or suspending a dojo. */
type ReasonAsked = { dojo: AdminDojo; decision: "REJECTED" | "SUSPENDED" };

function DojoCard({ dojo, onAskReason }: { dojo: AdminDojo; onAskReason: (asked: ReasonAsked) => void }) {
  const { t } = useTranslation();
  const decide = useDecideDojo();
  const head = dojo.head_instructor_member;
  // Approving an application and reinstating a suspended dojo are one decision (ACTIVE); only the
  // toast's words differ. After mutateAsync: the refetch may drop this card from a filtered directory.
  const activate = (outcome: "approved" | "reinstated") =>
    decide.mutateAsync({ dojoId: dojo.id, decision: "ACTIVE" }).then(
      () =>
        void notifySuccess({
          title: t(`dojos.admin.${outcome}_title`),
          message: t(`dojos.admin.${outcome}_message`, { name: dojo.name }),
        }),
      () => undefined,
    );
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={dojo.name}>
      <Stack gap={6}>
        <Text fw={700} style={{ overflowWrap: "anywhere" }}>
          {dojo.name}
        </Text>
        <Group gap={6}>
          <DojoStatusBadge status={dojo.status} />
          <AffiliationBadge state={dojo.affiliation.state} season={dojo.affiliation.season} />
        </Group>
        <Text size="sm" c="dimmed">
          {t("dojos.code_and_place", { code: dojo.code, town: dojo.town, region: dojo.region.name })}
        </Text>
        <Text size="sm">
          {t("dojos.admin.head", { name: `${head.first_name} ${head.last_name}`, code: head.code ?? "—" })}
          {head.flagged ? ` · ${t("dojos.admin.head_flagged")}` : ""}
        </Text>
        <Text size="sm" c="dimmed">
          {t("dojos.admin.counts", { students: dojo.counts.students, instructors: dojo.counts.instructors })}
        </Text>
        {/* The decision's row keeps its height once decided: the list does not move. */}
        {dojo.status === "PENDING" ? (
          <Group gap="xs" grow>
            <Button loading={decide.isPending} onClick={() => activate("approved")}>
              {t("dojos.admin.approve")}
            </Button>
            <Button variant="default" color="red" onClick={() => onAskReason({ dojo, decision: "REJECTED" })}>
              {t("dojos.admin.reject")}
            </Button>
          </Group>
        ) : (
          <Group mih={44} align="center" justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" lineClamp={2} style={{ minWidth: 0 }}>
              {t(`dojos.admin.outcome.${dojo.status}`, {
                reason: dojo.decision_reason ?? "",
                date: dojo.decided_at ? formatDay(dojo.decided_at, "D MMM YYYY") : "",
              })}
            </Text>
            {(dojo.status === "ACTIVE" || dojo.status === "LAPSED") && (
              <Button
                variant="default"
                color="red"
                style={{ flex: "none" }}
                onClick={() => onAskReason({ dojo, decision: "SUSPENDED" })}
              >
                {t("dojos.admin.suspend")}
              </Button>
            )}
            {dojo.status === "SUSPENDED" && (
              <Button
                variant="light"
                style={{ flex: "none" }}
                loading={decide.isPending}
                onClick={() => activate("reinstated")}
              >
                {t("dojos.admin.reinstate")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Rejecting an application or suspending a dojo: both need a reason the head instructor reads. */
function ReasonModal({ asked, onClose }: { asked: ReasonAsked | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideDojo();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The last one asked, so the dialog keeps its words while it closes.
  const [shown, setShown] = useState<ReasonAsked | null>(asked);
  if (asked && asked !== shown) setShown(asked);
  const dojo = shown?.dojo ?? null;
  const suspending = shown?.decision === "SUSPENDED";
  // The dialog stays mounted when closed: a decision answered after it was closed still toasts,
  // but closes or clears no later opening.
  const opening = useOpening();
  const close = () => {
    opening.closed();
    setReason("");
    setError(null);
    onClose();
  };
  return (
    <Modal
      opened={asked !== null}
      onClose={close}
      title={t(suspending ? "dojos.admin.suspend_title" : "dojos.admin.reject_title", { name: dojo?.name ?? "" })}
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
      centered
    >
      <Stack gap="sm">
        <Textarea
          label={t("dojos.admin.reason_label")}
          description={t("dojos.admin.reason_hint")}
          withAsterisk
          value={reason}
          error={error}
          maxLength={500}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Button
          color="red"
          loading={decide.isPending}
          onClick={() => {
            if (!asked) return;
            if (reason.trim() === "") {
              setError(t("common.validation.required"));
              return;
            }
            const { dojo: decided, decision } = asked;
            const stillOpen = opening.current();
            // Not mutate's own callbacks: they never run once the official has closed the dialog,
            // and the toast was lost although the dojo was decided.
            decide.mutateAsync({ dojoId: decided.id, decision, reason: reason.trim() }).then(
              () => {
                void notifySuccess(
                  decision === "SUSPENDED"
                    ? {
                        title: t("dojos.admin.suspended_title"),
                        message: t("dojos.admin.suspended_message", { name: decided.name }),
                      }
                    : {
                        title: t("dojos.admin.rejected_title"),
                        message: t("dojos.admin.rejected_message", { name: decided.name }),
                      },
                );
                if (stillOpen()) close();
              },
              () => undefined,
            );
          }}
        >
          {t(suspending ? "dojos.admin.suspend_confirm" : "dojos.admin.reject_confirm")}
        </Button>
        <Button variant="default" onClick={close}>
          {t(suspending ? "dojos.admin.suspend_keep" : "dojos.admin.reject_keep")}
        </Button>
      </Stack>
    </Modal>
  );
}
