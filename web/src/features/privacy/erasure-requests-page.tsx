import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Table.css";
import { type AdminErasureRequest, ERASURE_STATUSES } from "@gkf/contract";
import { Button, Group, Modal, Stack, Table, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { SelectField } from "../../shared/forms/select-field";
import { isHttpError } from "../../shared/http/http-error";
import { notifySuccess } from "../../shared/notifications/notify";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { TableScroller } from "../../shared/tables/table-scroller";
import { LoadFailed } from "../../shared/ui/load-failed";
import { PageHeader } from "../../shared/ui/page-header";
import { LoadingNote } from "../../shared/ui/titled-section";
import { useOpening } from "../../shared/ui/use-opening";
import { type ErasureStatus, useErasureRequests, useRefuseErasure } from "./erasure-api";
import { usePrivacyTexts } from "./texts";

const nameOf = (request: AdminErasureRequest) => `${request.member.first_name} ${request.member.last_name}`.trim();

/**
 * `/dashboard/my-control-panel/erasure-requests`: members' requests to close and erase their
 * account, with state and due date; an official refuses one only with a written reason (decision 105).
 */
export function ErasureRequestsPage() {
  usePrivacyTexts();
  const { t } = useTranslation();
  usePageTitle(t("privacy.erasure.page_title"));
  const [status, setStatus] = useState<ErasureStatus>("REQUESTED");
  const [refusing, setRefusing] = useState<AdminErasureRequest | null>(null);
  const requests = useErasureRequests(status);
  const day = (iso: string | null) => (iso ? formatDateTime(iso, t("common.formats.date")) : "");

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t("privacy.erasure.heading")} subtitle={t("privacy.erasure.intro")} back="my-control-panel" />
      <SelectField
        label={t("privacy.erasure.status_label")}
        value={status}
        onChange={(value) => setStatus(value as ErasureStatus)}
        options={ERASURE_STATUSES.map((value) => ({ value, label: t(`privacy.erasure.statuses.${value}`) }))}
        style={{ maxWidth: 260 }}
      />
      {requests.isPending ? (
        <LoadingNote />
      ) : requests.isError ? (
        <LoadFailed
          message={
            isHttpError(requests.error) && requests.error.body
              ? requests.error.body.message
              : t("privacy.erasure.load_failed")
          }
          onRetry={() => requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <Text>{t("privacy.erasure.empty")}</Text>
      ) : (
        <TableScroller minWidth={860} label={t("privacy.erasure.caption")}>
          <Table striped withTableBorder fz="sm" aria-label={t("privacy.erasure.caption")}>
            <Table.Thead>
              <Table.Tr>
                {(["member", "region", "requested_at", "due_at", "reason", "status", "actions"] as const).map(
                  (column) => (
                    <Table.Th scope="col" key={column}>
                      {t(`privacy.erasure.columns.${column}`)}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>
                    {nameOf(request)}
                    {request.member.membership_number && (
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {request.member.membership_number}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{request.member.region}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{day(request.requested_at)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{day(request.due_at)}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    {request.reason ?? (
                      <Text size="sm" c="dimmed" component="span">
                        {t("privacy.erasure.no_reason")}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t(`privacy.erasure.statuses.${request.status}`)}
                    {request.refusal_reason && (
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {t("privacy.erasure.refusal", { reason: request.refusal_reason })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {request.status === "REQUESTED" && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        mih={44}
                        aria-label={t("privacy.erasure.refuse_named", { name: nameOf(request) })}
                        onClick={() => setRefusing(request)}
                      >
                        {t("privacy.erasure.refuse")}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {refusing && <RefuseDialog request={refusing} onClose={() => setRefusing(null)} />}
    </Stack>
  );
}

function RefuseDialog({ request, onClose }: { request: AdminErasureRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const refuse = useRefuseErasure();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const name = nameOf(request);
  // Closing unmounts this dialog: a refusal that lands later still toasts, but must not close the
  // dialog the official may have opened since for another request.
  const opening = useOpening();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(t("privacy.erasure.refuse_reason_required"));
      return;
    }
    setError(null);
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the official has closed the dialog, and the
    // toast was lost although the refusal was saved.
    refuse.mutateAsync({ id: request.id, reason: reason.trim() }).then(
      () => {
        if (stillOpen()) onClose();
        void notifySuccess({
          title: t("privacy.erasure.refused_title"),
          message: t("privacy.erasure.refused", { name }),
        });
      },
      (failure: unknown) =>
        setError(isHttpError(failure) && failure.body ? failure.body.message : t("privacy.erasure.load_failed")),
    );
  };

  return (
    <Modal opened onClose={onClose} title={t("privacy.erasure.refuse_title", { name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("privacy.erasure.refuse_text")}</Text>
          <Textarea
            label={t("privacy.erasure.refuse_reason")}
            description={t("privacy.erasure.refuse_reason_hint")}
            required
            value={reason}
            maxLength={500}
            minRows={3}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("privacy.erasure.cancel")}
            </Button>
            <Button type="submit" color="red" loading={refuse.isPending}>
              {t("privacy.erasure.refuse_confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
