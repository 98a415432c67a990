import type { MemberDocument } from "@gkf/contract";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useProtectedImage } from "../../../shared/ui/file-downloads";
import { LoadingNote } from "../../../shared/ui/titled-section";

/**
 * A document shown inline, no download needed: a PDF in a frame, an image as itself. The file
 * comes through the officials' review route (bearer token, region check, the view audited) as
 * a Blob, shown by an object URL.
 */
export function DocumentPreview({ document, title }: { document: MemberDocument; title: string }) {
  const { t } = useTranslation();
  const file = useProtectedImage(document.file_url);
  if (file.isError) {
    return (
      <Text size="sm" c="red">
        {t("members.file.preview_failed")}
      </Text>
    );
  }
  if (!file.src) {
    return <LoadingNote />;
  }
  const frame = { width: "100%", border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 };
  return document.mime_type === "application/pdf" ? (
    <iframe src={file.src} title={title} style={{ ...frame, height: 420 }} />
  ) : (
    <img src={file.src} alt={title} style={{ ...frame, maxHeight: 420, objectFit: "contain" }} />
  );
}
