import "../positions-styles";
import "@mantine/core/styles/SimpleGrid.css";
import { type AdminPosition, CACHE_KEYS } from "@gkf/contract";
import { Button, SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { hasNationalStaffRole } from "../../../shared/session/auth-data";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { EmptyNote, LoadingNote } from "../../../shared/ui/titled-section";
import { useAdminPositions } from "../api/get-admin-positions";
import { type PositionStatusAction, useSetPositionStatus } from "../api/set-position-status";
import { AdminPositionCard } from "./admin-position-card";
import { ApplicantsDrawer } from "./applicants-drawer";
import { PositionFormModal } from "./position-form-modal";

/**
 * `/dashboard/my-control-panel/positions`: officials create positions (as drafts), open and close
 * them, and decide the applications. Federation admins only: the server answers others 403.
 */
export function AdminPositionsPage() {
  const { t } = useTranslation();
  usePageTitle(t("positions.admin.heading"));
  // A grant that cannot reach positions (a regional admin's) is told so without asking the server for a 403.
  const isAllowed = hasNationalStaffRole(useCacheStore().get(CACHE_KEYS.AUTH_DATA));
  const positions = useAdminPositions({ enabled: isAllowed });
  const setStatus = useSetPositionStatus();
  const [editing, setEditing] = useState<AdminPosition | "new" | null>(null);
  const [showingId, setShowingId] = useState<string | null>(null);
  const isForbidden = !isAllowed || (isHttpError(positions.error) && positions.error.status === 403);
  const now = Date.now();
  // The list's copy, so seats and counts follow the decisions made in the drawer.
  const showing = positions.data?.find((position) => position.id === showingId) ?? null;

  function changeStatus(position: AdminPosition, action: PositionStatusAction) {
    // Not mutate's own onSuccess: another card's Open or Close before this answer replaces the
    // callbacks, and this toast was lost. A failure is toasted by the mutation.
    setStatus.mutateAsync({ id: position.id, action }).then(
      (changed) =>
        void notifySuccess(
          action === "open"
            ? {
                title: t("positions.admin.opened_title"),
                message: t("positions.admin.opened_message", { name: changed.name }),
              }
            : {
                title: t("positions.admin.closed_title"),
                message: t("positions.admin.closed_message", { name: changed.name }),
              },
        ),
      () => undefined,
    );
  }

  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader
        title={t("positions.admin.heading")}
        subtitle={t("positions.admin.intro")}
        back="my-control-panel"
        actions={!isForbidden && <Button onClick={() => setEditing("new")}>{t("positions.admin.new")}</Button>}
      />

      {positions.isPending && isAllowed && <LoadingNote />}
      {isForbidden && <LoadFailed message={t("positions.admin.forbidden")} />}
      {positions.isError && !isForbidden && (
        <LoadFailed message={t("positions.admin.load_failed")} onRetry={() => positions.refetch()} />
      )}
      {positions.data?.length === 0 && <EmptyNote>{t("positions.admin.none")}</EmptyNote>}
      {positions.data && positions.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {positions.data.map((position) => (
            <AdminPositionCard
              key={position.id}
              position={position}
              now={now}
              isChangingStatus={setStatus.isPending && setStatus.variables?.id === position.id}
              onEdit={setEditing}
              onChangeStatus={changeStatus}
              onShowApplications={(shown) => setShowingId(shown.id)}
            />
          ))}
        </SimpleGrid>
      )}

      <PositionFormModal editing={editing} onClose={() => setEditing(null)} />
      <ApplicantsDrawer position={showing} onClose={() => setShowingId(null)} />
    </Stack>
  );
}
