import "@mantine/core/styles/Input.css";
import { BELTS, type DocumentType, type MemberDocument } from "@gkf/contract";
import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { todayIso } from "../../../shared/dates/days";
import { SelectField } from "../../../shared/forms/select-field";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { useOpening } from "../../../shared/ui/use-opening";
import { type DocumentFields, type UploadRequest, useUploadDocument } from "../api/upload-document";
import { FileDropzone } from "./file-dropzone";
import {
  checkUploadFields,
  checkUploadFile,
  type FileProblem,
  getFieldsFor,
  normalizeGhanaCardNumber,
  type UploadField,
  type UploadFieldValues,
} from "./upload-checks";

interface DocumentUploadFormProps {
  documentType: DocumentType;
  /** Replace this document (PATCH …/update) instead of adding one. */
  replacing?: MemberDocument;
  onDone: () => void;
  onCancel: () => void;
}

function initialValues(document: MemberDocument | undefined): UploadFieldValues {
  return {
    document_number: document?.document_number ?? "",
    issue_date: document?.issue_date ?? "",
    expiry_date: document?.expiry_date ?? "",
    belt: document?.belt ?? "",
    grading_date: document?.grading_date ?? "",
    examiner: document?.examiner ?? "",
  };
}

function toRequest(
  type: DocumentType,
  values: UploadFieldValues,
  file: File | null,
  replacing: MemberDocument | undefined,
): UploadRequest {
  const fields: DocumentFields = {};
  for (const field of getFieldsFor(type)) {
    const value =
      field === "document_number" && type === "GHANA_CARD" ? normalizeGhanaCardNumber(values[field]) : values[field];
    if (value) Object.assign(fields, { [field]: value });
  }
  const isCertificate = type === "BELT_CERTIFICATE";
  if (replacing) {
    return isCertificate
      ? { kind: "update-certificate", id: replacing.id, fields, file }
      : { kind: "update-document", id: replacing.id, fields, file };
  }
  if (!file) throw new Error("A new document needs its file");
  return isCertificate
    ? { kind: "add-certificate", fields, file }
    : { kind: "add-document", documentType: type, fields, file };
}

/**
 * One upload: the file, and only the fields its type needs. Checked here before anything is
 * sent; the server's reasons per field come back under the same fields.
 */
export function DocumentUploadForm({ documentType, replacing, onDone, onCancel }: DocumentUploadFormProps) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const [values, setValues] = useState<UploadFieldValues>(() => initialValues(replacing));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<UploadField, string | null>>>({});
  const fields = getFieldsFor(documentType);
  const isPhoto = documentType === "PASSPORT_PHOTO";
  const noun = t(`memberships.document_nouns.${documentType}`);
  const today = todayIso();
  // Closing unmounts this form: an upload that lands later still toasts, but must not close the
  // form the member may have opened since.
  const opening = useOpening();

  const set = (field: UploadField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const fileMessage = (problem: FileProblem | null) => (problem ? t(`memberships.documents.checks.${problem}`) : null);

  function choose(chosen: File) {
    setFile(chosen);
    setFileError(fileMessage(checkUploadFile(chosen, { isPhoto })));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fileProblem = checkUploadFile(file, { isPhoto, isRequired: !replacing });
    const problems = checkUploadFields(documentType, values, today);
    setFileError(fileMessage(fileProblem));
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [field, t(`memberships.documents.checks.${problem}`)]),
      ),
    );
    if (fileProblem || Object.keys(problems).length > 0) return;
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the member has closed the form, and the
    // toast was lost although the document was uploaded.
    upload.mutateAsync(toRequest(documentType, values, file, replacing)).then(
      () => {
        void notifySuccess({
          title: t("memberships.documents.uploaded_title"),
          message: replacing
            ? t("memberships.documents.replaced_message", { document: noun })
            : t("memberships.documents.uploaded_message", { document: noun }),
        });
        if (stillOpen()) onDone();
      },
      (error: unknown) => {
        const server = getServerFieldErrors(error);
        const next: Partial<Record<UploadField, string | null>> = {};
        for (const field of fields) {
          if (server[field]) next[field] = t("common.field_error", { field: label(field), reason: server[field] });
        }
        setErrors(next);
        if (server.file) setFileError(server.file);
      },
    );
  }

  function label(field: UploadField): string {
    if (field === "document_number" && documentType === "GHANA_CARD") {
      return t("memberships.documents.fields.ghana_card_number");
    }
    return t(`memberships.documents.fields.${field}`);
  }

  const hint = (field: UploadField): string | undefined => {
    if (field === "document_number" && documentType === "GHANA_CARD")
      return t("memberships.documents.fields.ghana_card_hint");
    if (field === "issue_date") return t("memberships.documents.fields.medical_issue_hint");
    if (field === "expiry_date") return t("memberships.documents.fields.licence_expiry_hint");
    if (field === "examiner") return t("memberships.documents.fields.examiner_hint");
    return undefined;
  };

  const isRequired = (field: UploadField) =>
    (field === "document_number" && documentType === "GHANA_CARD") ||
    field === "issue_date" ||
    field === "belt" ||
    field === "grading_date" ||
    field === "examiner";

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {replacing
              ? t("memberships.documents.replace_heading", { document: noun })
              : t("memberships.documents.upload_heading", { document: noun })}
          </Title>
          <FileDropzone
            documentLabel={t(`memberships.document_types.${documentType}`)}
            isPhoto={isPhoto}
            file={file}
            onChoose={choose}
            error={fileError}
            disabled={upload.isPending}
            hint={replacing ? t("memberships.documents.dropzone.keep_file") : undefined}
          />
          {fields.map((field) =>
            field === "belt" ? (
              <SelectField
                key={field}
                label={label(field)}
                value={values.belt}
                onChange={set("belt")}
                placeholder={t("memberships.profile.record.choose")}
                options={BELTS.map((belt) => ({ value: belt, label: formatBelt(belt) }))}
                error={errors.belt}
                withAsterisk
              />
            ) : (
              <TextInput
                key={field}
                size="md"
                label={label(field)}
                description={hint(field)}
                value={values[field]}
                onChange={(event) => set(field)(event.currentTarget.value)}
                onBlur={
                  field === "document_number" && documentType === "GHANA_CARD"
                    ? () => set(field)(normalizeGhanaCardNumber(values.document_number))
                    : undefined
                }
                type={field.endsWith("_date") ? "date" : "text"}
                max={field === "issue_date" || field === "grading_date" ? today : undefined}
                placeholder={
                  field === "document_number" && documentType === "GHANA_CARD" ? "GHA-123456789-0" : undefined
                }
                autoCapitalize={field === "document_number" ? "characters" : undefined}
                error={errors[field]}
                withAsterisk={isRequired(field)}
              />
            ),
          )}
          <Group gap="sm">
            <Button type="submit" loading={upload.isPending}>
              {replacing ? t("memberships.documents.submit_replace") : t("memberships.documents.submit")}
            </Button>
            <Button variant="subtle" onClick={onCancel} disabled={upload.isPending}>
              {t("memberships.documents.cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
