import "@mantine/core/styles/Alert.css";
import type { MemberDocument } from "@gkf/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { useDownloadFile, useProtectedImage } from "../../../shared/ui/file-downloads";
import { formatBelt } from "../../../shared/ui/labels";
import { FileIcon } from "../components/icons";
import { DocumentStatusBadge } from "../components/status-badges";

/** Replacing is allowed while an official has not approved it (PRODUCT.md "Documents"). */
export function isReplaceable(document: MemberDocument): boolean {
  return document.status === "PENDING_REVIEW" || document.status === "REJECTED";
}

function Thumbnail({ document }: { document: MemberDocument }) {
  const { t } = useTranslation();
  const image = useProtectedImage(document.has_thumbnail ? document.thumbnail_url : null);
  const box = {
    width: 56,
    height: 56,
    borderRadius: "var(--mantine-radius-sm)",
    border: "1px solid var(--mantine-color-gray-3)",
    flex: "none",
  } as const;
  if (image.src) {
    return <img src={image.src} alt={t("memberships.documents.preview")} style={{ ...box, objectFit: "cover" }} />;
  }
  return (
    <div
      style={{ ...box, display: "flex", alignItems: "center", justifyContent: "center", background: "white" }}
      aria-hidden="true"
    >
      <FileIcon size={24} color="var(--mantine-color-gray-6)" />
    </div>
  );
}

/**
 * One uploaded document: what it is, its review status, the details sent with it, why it was
 * rejected (prominently), a preview and the file, and "Replace" while that is still allowed.
 */
export function DocumentEntry({ document, onReplace }: { document: MemberDocument; onReplace?: () => void }) {
  const { t } = useTranslation();
  const files = useDownloadFile();
  const dateFormat = t("common.formats.date");

  const details: string[] = [];
  if (document.belt && document.grading_date) {
    details.push(
      t("memberships.documents.certificate_details", {
        belt: formatBelt(document.belt),
        date: formatDay(document.grading_date, dateFormat),
        examiner: document.examiner ?? "—",
      }),
    );
  }
  if (document.document_number)
    details.push(t("memberships.documents.number_value", { number: document.document_number }));
  // A rejected file is not valid for anything: "Valid until" would say otherwise.
  if (document.expiry_date && document.status !== "REJECTED") {
    details.push(t("memberships.documents.valid_until", { date: formatDay(document.expiry_date, dateFormat) }));
  }

  return (
    <Stack gap="xs" data-testid={`document-${document.id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Thumbnail document={document} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={700}>
              {t(`memberships.document_types.${document.document_type}`)}
            </Text>
            <DocumentStatusBadge status={document.status} size="sm" />
          </Group>
          {details.map((detail) => (
            <Text key={detail} size="sm" style={{ overflowWrap: "anywhere" }}>
              {detail}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {t("memberships.documents.uploaded", { date: formatDay(document.updated_at, dateFormat) })}
            {document.version > 1 ? ` · ${t("memberships.documents.version", { version: document.version })}` : ""}
          </Text>
        </Stack>
      </Group>
      {document.status === "REJECTED" && document.review_reason && (
        <Alert color="red" variant="light" radius="md" title={t("memberships.documents.rejected_reason")} p="sm">
          <Text size="sm" fw={600}>
            {document.review_reason}
          </Text>
          <Text size="sm" mt={4}>
            {t("memberships.documents.rejected_next")}
          </Text>
        </Alert>
      )}
      {document.status === "PENDING_REVIEW" && (
        <Text size="xs" c="dimmed">
          {t("memberships.documents.pending_note")}
        </Text>
      )}
      <Group gap="xs">
        <Button
          size="compact-md"
          variant="default"
          loading={files.isDownloading(document.file_url)}
          onClick={() => files.download({ url: document.file_url, fileName: document.file_name })}
        >
          {t("memberships.documents.download")}
        </Button>
        {onReplace && isReplaceable(document) && (
          <Button size="compact-md" variant="light" onClick={onReplace}>
            {t("memberships.documents.replace")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
