import "@mantine/core/styles/LoadingOverlay.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/dropzone/styles.css";
import { Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FileIcon, UploadIcon } from "../components/icons";
import { DOCUMENT_MIME_TYPES, describeFileSize, PHOTO_MIME_TYPES } from "./upload-checks";

interface FileDropzoneProps {
  /** "Ghana Card": names the hidden file input for screen readers (and tests). */
  documentLabel: string;
  isPhoto: boolean;
  file: File | null;
  onChoose: (file: File) => void;
  error?: string | null;
  disabled?: boolean;
  /** A replacement may keep the file it has. */
  hint?: string;
}

/**
 * Tap to pick a file (the phone offers camera and files), or drop one. Files the picker's filter
 * would refuse still reach `onChoose`, so the form explains what is wrong instead of staying silent.
 */
export function FileDropzone({ documentLabel, isPhoto, file, onChoose, error, disabled, hint }: FileDropzoneProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const size = file ? describeFileSize(file.size) : null;
  return (
    <Stack gap={4}>
      <Dropzone
        onDrop={(files) => files[0] && onChoose(files[0])}
        onReject={(rejections) => rejections[0] && onChoose(rejections[0].file)}
        accept={isPhoto ? PHOTO_MIME_TYPES : DOCUMENT_MIME_TYPES}
        multiple={false}
        disabled={disabled}
        radius="md"
        p="md"
        style={error ? { borderColor: "var(--mantine-color-red-6)" } : undefined}
        inputProps={{
          "aria-label": t("memberships.documents.dropzone.input_label", { document: documentLabel }),
          "aria-describedby": error ? errorId : undefined,
        }}
      >
        <Group gap="sm" wrap="nowrap" mih={64} style={{ pointerEvents: "none" }}>
          <Dropzone.Accept>
            <UploadIcon size={32} color="var(--mantine-color-gkf-7)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <UploadIcon size={32} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {file ? (
              <FileIcon size={32} color="var(--mantine-color-gkf-7)" />
            ) : (
              <UploadIcon size={32} color="var(--mantine-color-dimmed)" />
            )}
          </Dropzone.Idle>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {file && size
                ? t("memberships.documents.dropzone.chosen", {
                    name: file.name,
                    size: t(`memberships.documents.sizes.${size.unit}`, { value: size.value }),
                  })
                : t("memberships.documents.dropzone.idle")}
            </Text>
            <Text size="xs" c="dimmed">
              {hint ??
                (isPhoto ? t("memberships.documents.dropzone.photo_hint") : t("memberships.documents.dropzone.hint"))}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
