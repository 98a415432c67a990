import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Input.css";
import type { DataExport, ErasureRequest } from "@gkf/contract";
import { Button, Group, Modal, Stack, Text, Textarea, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { notifySuccess } from "../../shared/notifications/notify";
import { useDownloadFile } from "../../shared/ui/file-downloads";
import { Loaded } from "../../shared/ui/loaded";
import { CardSection } from "../../shared/ui/titled-section";
import { useOpening } from "../../shared/ui/use-opening";
import { AccessLogPart } from "./access-log-part";
import { ConsentsPart } from "./consents-part";
import { usePrivacyOverview, useRequestErasure, useRequestExport, useWithdrawErasure } from "./privacy-api";

/** "Your data" (Act 843, decisions 97 and 105): download my data, who looked at my documents, consents, close my account. */
export function PrivacyCard() {
  const { t } = useTranslation();
  const overview = usePrivacyOverview();
  return (
    <CardSection id="account-privacy" title={t("account.privacy.title")} intro={t("account.privacy.intro")}>
      <Loaded read={overview} failed={t("account.privacy.load_failed")}>
        {(data) => (
          <>
            <ExportPart latest={data.export} />
            <AccessLogPart />
            <ConsentsPart />
            <ErasurePart latest={data.erasure} />
          </>
        )}
      </Loaded>
    </CardSection>
  );
}

function formatSize(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function ExportPart({ latest }: { latest: DataExport | null }) {
  const { t } = useTranslation();
  const request = useRequestExport();
  const download = useDownloadFile();
  const day = (iso: string | null) => (iso ? formatDateTime(iso, t("common.formats.date")) : "");
  // After mutateAsync, not in mutate's own callbacks, which a second tap would replace.
  const ask = () =>
    request.mutateAsync().then(
      () =>
        void notifySuccess({
          title: t("account.privacy.export_requested_title"),
          message: t("account.privacy.export_pending"),
        }),
      () => undefined,
    );
  const pending = latest?.status === "PENDING";
  const ready = latest?.status === "READY" && latest.download_url ? latest.download_url : null;
  const status =
    latest?.status === "PENDING"
      ? t("account.privacy.export_pending")
      : latest?.status === "READY"
        ? t("account.privacy.export_ready", { size: formatSize(latest.size_bytes), date: day(latest.expires_at) })
        : latest?.status === "FAILED"
          ? t("account.privacy.export_failed")
          : latest?.status === "EXPIRED"
            ? t("account.privacy.export_expired")
            : t("account.privacy.export_none");
  // Every state has the same shape (a status of up to two lines, then both buttons), so the parts
  // below do not move when a copy is asked for, prepared in the background, or becomes ready.
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("account.privacy.export_title")}
      </Title>
      <Text size="sm">{t("account.privacy.export_intro")}</Text>
      <Text size="sm" role="status" c={latest?.status === "FAILED" ? "red" : undefined} style={{ minHeight: "3em" }}>
        {status}
      </Text>
      <Group gap="sm">
        <Button
          variant={ready ? "filled" : "default"}
          disabled={!ready && !pending}
          loading={pending || (ready !== null && download.isDownloading(ready))}
          onClick={() =>
            ready &&
            latest &&
            download.download({ url: ready, fileName: `gkf-my-data-${latest.requested_at.slice(0, 10)}.zip` })
          }
        >
          {t("account.privacy.export_download")}
        </Button>
        <Button
          variant={ready || pending ? "default" : "filled"}
          disabled={pending}
          loading={request.isPending}
          onClick={ask}
        >
          {latest ? t("account.privacy.export_again") : t("account.privacy.export_request")}
        </Button>
      </Group>
    </Stack>
  );
}

function ErasurePart({ latest }: { latest: ErasureRequest | null }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const request = useRequestErasure();
  const withdraw = useWithdrawErasure();
  const waiting = latest?.status === "REQUESTED";
  // The dialog stays mounted when closed: a request answered after it was closed still toasts, but
  // closes or clears no later opening.
  const opening = useOpening();
  const close = () => {
    opening.closed();
    setConfirming(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stillOpen = opening.current();
    // Not mutate's own callbacks: the overview read again once it is asked for replaces this part's
    // buttons, and a second request replaced them; the toast was lost although the request was sent.
    request.mutateAsync(reason.trim()).then(
      (answer) => {
        if (stillOpen()) {
          close();
          setReason("");
        }
        void notifySuccess({
          title: t("account.privacy.close_requested_title"),
          message: t("account.privacy.close_waiting", {
            date: formatDateTime(answer.due_at, t("common.formats.date")),
          }),
        });
      },
      () => undefined,
    );
  };

  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("account.privacy.close_title")}
      </Title>
      <Text size="sm">{t("account.privacy.close_intro")}</Text>
      {latest?.status === "REFUSED" && latest.refusal_reason && (
        <Text size="sm" role="status">
          {t("account.privacy.close_refused", { reason: latest.refusal_reason })}
        </Text>
      )}
      {waiting ? (
        <>
          <Text size="sm" role="status" fw={700}>
            {t("account.privacy.close_waiting", { date: formatDateTime(latest.due_at, t("common.formats.date")) })}
          </Text>
          <Group>
            <Button
              variant="default"
              loading={withdraw.isPending}
              onClick={() =>
                // Not mutate's own callbacks: the overview read again takes this button away.
                withdraw.mutateAsync().then(
                  () =>
                    void notifySuccess({
                      title: t("account.privacy.close_withdrawn_title"),
                      message: t("account.privacy.close_intro"),
                    }),
                  () => undefined,
                )
              }
            >
              {t("account.privacy.close_withdraw")}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t("account.privacy.close_request")}
          </Button>
        </Group>
      )}
      <Modal opened={confirming} onClose={close} title={t("account.privacy.close_confirm_title")}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t("account.privacy.close_confirm_text")}</Text>
            <Textarea
              label={t("account.privacy.close_reason")}
              value={reason}
              maxLength={500}
              minRows={2}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("account.privacy.close_cancel")}
              </Button>
              <Button type="submit" color="red" loading={request.isPending}>
                {t("account.privacy.close_confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
