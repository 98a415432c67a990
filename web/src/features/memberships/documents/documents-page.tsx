import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import type { DocumentType, MemberDocument } from "@gkf/contract";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDay } from "../../../shared/dates/days";
import { SelectField } from "../../../shared/forms/select-field";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { CardSection, EmptyNote, LoadingNote } from "../../../shared/ui/titled-section";
import { useMyDocuments } from "../api/get-my-documents";
import { useMyRecord } from "../api/get-my-record";
import { MembershipNav } from "../components/membership-nav";
import { DocumentStatusBadge } from "../components/status-badges";
import { complianceSentence } from "../overview/compliance-sentence";
import { DocumentEntry, isReplaceable } from "./document-entry";
import {
  type DocumentSlot,
  documentsOfSlot,
  findSlotForType,
  getDocumentSlots,
  isDocumentType,
  OTHER_SLOT_KEY,
} from "./document-slots";
import { DocumentUploadForm } from "./document-upload-form";

/** The one form open on the page: which slot, which type, and the document it replaces. */
interface OpenForm {
  slot: string;
  type: DocumentType;
  replacing?: MemberDocument;
}

/**
 * `/dashboard/my-membership/documents`: one card per required item (with its latest document,
 * its review status, the rejection reason and an upload), other documents, and the full history.
 * `?type=GHANA_CARD` opens that upload (the overview's "Upload a Ghana Card").
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.documents.page_title"));
  const record = useMyRecord();
  const documents = useMyDocuments();
  const [searchParams] = useSearchParams();
  const preselected = searchParams.get("type");
  const slots = record.data ? getDocumentSlots(record.data.compliance_breakdown) : [];
  const [form, setForm] = useState<OpenForm | null>(null);
  const [hasPreselected, setHasPreselected] = useState(false);

  // Open the upload the link asked for once the slots and documents are known, in that same render:
  // opened by an effect, the slot was painted with its button first and then grew under the
  // person's eyes, pushing the other slots down (a layout shift, caught by CI on a slow machine).
  // A document of that type still open for changes (waiting, or rejected) is replaced instead.
  const preselectedSlot = findSlotForType(slots, preselected);
  if (!hasPreselected && preselectedSlot && isDocumentType(preselected) && documents.data) {
    setHasPreselected(true);
    const current = documents.data.find((item) => item.document_type === preselected);
    const replacing = current && isReplaceable(current) ? current : undefined;
    setForm({ slot: preselectedSlot.key, type: preselected, replacing });
  }
  // Then bring it into view.
  const preselectedKey = hasPreselected ? preselectedSlot?.key : undefined;
  useEffect(() => {
    if (!preselectedKey) return;
    requestAnimationFrame(() => document.getElementById(`slot-${preselectedKey}`)?.scrollIntoView?.());
  }, [preselectedKey]);

  const isLoading = record.isPending || documents.isPending;
  const hasFailed = (record.isError && !record.data) || documents.isError;

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={t("memberships.documents.heading")}
        subtitle={t("memberships.documents.intro")}
        back="my-membership"
      >
        <MembershipNav current="documents" />
      </PageHeader>

      {isLoading && <LoadingNote />}
      {hasFailed && (
        <LoadFailed
          message={t("memberships.documents.load_failed")}
          onRetry={() => {
            void record.refetch();
            void documents.refetch();
          }}
        />
      )}

      {record.data && documents.data && (
        <>
          <Title order={2} fz="h4">
            {t("memberships.documents.required_heading")}
          </Title>
          {slots
            .filter((slot) => slot.key !== OTHER_SLOT_KEY)
            .map((slot) => (
              <SlotCard
                key={slot.key}
                slot={slot}
                documents={documentsOfSlot(slot, documents.data)}
                form={form?.slot === slot.key ? form : null}
                onOpen={(type, replacing) => setForm({ slot: slot.key, type, replacing })}
                onClose={() => setForm(null)}
              />
            ))}
          {slots
            .filter((slot) => slot.key === OTHER_SLOT_KEY)
            .map((slot) => (
              <OtherDocumentsCard
                key={slot.key}
                slot={slot}
                documents={documentsOfSlot(slot, documents.data)}
                form={form?.slot === slot.key ? form : null}
                initialType={
                  preselectedSlot?.key === OTHER_SLOT_KEY && isDocumentType(preselected) ? preselected : null
                }
                onOpen={(type, replacing) => setForm({ slot: slot.key, type, replacing })}
                onClose={() => setForm(null)}
              />
            ))}
          <HistoryCard documents={documents.data} />
        </>
      )}
    </Stack>
  );
}

interface SlotProps {
  slot: DocumentSlot;
  documents: MemberDocument[];
  form: OpenForm | null;
  onOpen: (type: DocumentType, replacing?: MemberDocument) => void;
  onClose: () => void;
}

/** The card's open upload form, started afresh for another type or another document to replace. */
function OpenUploadForm({ form, onClose }: { form: OpenForm; onClose: () => void }) {
  return (
    <DocumentUploadForm
      key={`${form.type}-${form.replacing?.id ?? "new"}`}
      documentType={form.type}
      replacing={form.replacing}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}

/** A required item: met or needed and why, its latest document, and the upload. */
function SlotCard({ slot, documents, form, onOpen, onClose }: SlotProps) {
  const { t } = useTranslation();
  const latest = documents[0];
  const isWaiting = latest?.status === "PENDING_REVIEW";
  const isMet = slot.entry?.met ?? false;
  // A rejected file is replaced (its own "Replace"), so only the slot's other types are offered as a new upload.
  const uploadTypes =
    latest?.status === "REJECTED" ? slot.types.filter((type) => type !== latest.document_type) : slot.types;
  return (
    <CardSection
      id={`slot-${slot.key}-heading`}
      level={3}
      anchor={`slot-${slot.key}`}
      title={slot.entry ? t(`memberships.overview.items.${slot.entry.item}`) : ""}
      aside={
        // While the latest file waits for review, its own badge says so; "Needed" beside it would contradict.
        (isMet || !isWaiting) && (
          <Badge color={isMet ? "green" : "yellow"} variant="light" style={{ flex: "none" }}>
            {isMet ? t("memberships.documents.met") : t("memberships.documents.not_met")}
          </Badge>
        )
      }
    >
      {/* A rejection's reason is shown in full with the document below; the item's sentence would repeat it. */}
      {slot.entry && !(latest?.status === "REJECTED" && latest.review_reason) && (
        <Text size="sm" c="dimmed">
          {complianceSentence(slot.entry, t)}
        </Text>
      )}
      {latest && <DocumentEntry document={latest} onReplace={() => onOpen(latest.document_type, latest)} />}
      {form ? (
        <OpenUploadForm form={form} onClose={onClose} />
      ) : (
        // While one waits for review, the server refuses a second: replacing it is the way.
        !isWaiting &&
        uploadTypes.length > 0 && (
          <Group gap="xs">
            {uploadTypes.map((type) => (
              <Button key={type} variant={latest ? "default" : "filled"} onClick={() => onOpen(type)}>
                {latest && slot.types.length === 1
                  ? t("memberships.documents.upload_new")
                  : t("memberships.documents.upload_heading", { document: t(`memberships.document_nouns.${type}`) })}
              </Button>
            ))}
          </Group>
        )
      )}
    </CardSection>
  );
}

/** Licences and other papers: choose the type, then upload; what was sent is listed below. */
function OtherDocumentsCard({
  slot,
  documents,
  form,
  initialType,
  onOpen,
  onClose,
}: SlotProps & { initialType: DocumentType | null }) {
  const { t } = useTranslation();
  const [type, setType] = useState<DocumentType>(initialType ?? slot.types[0] ?? "OTHER");
  return (
    <CardSection
      id="other-heading"
      level={3}
      anchor={`slot-${slot.key}`}
      title={t("memberships.documents.optional_heading")}
      intro={t("memberships.documents.optional_intro")}
    >
      {documents.map((document) => (
        <div key={document.id} style={{ borderTop: "1px solid var(--mantine-color-gray-2)", paddingTop: 8 }}>
          <DocumentEntry document={document} onReplace={() => onOpen(document.document_type, document)} />
        </div>
      ))}
      {form ? (
        <OpenUploadForm form={form} onClose={onClose} />
      ) : (
        <Group gap="xs" align="flex-end">
          <SelectField
            label={t("memberships.documents.optional_type")}
            value={type}
            onChange={(value) => setType(value as DocumentType)}
            options={slot.types.map((value) => ({ value, label: t(`memberships.document_types.${value}`) }))}
            style={{ flex: "1 1 200px" }}
          />
          <Button variant="default" onClick={() => onOpen(type)}>
            {t("memberships.documents.submit")}
          </Button>
        </Group>
      )}
    </CardSection>
  );
}

/** Everything uploaded, newest first: type, status and date, one line each. */
function HistoryCard({ documents }: { documents: MemberDocument[] }) {
  const { t } = useTranslation();
  const dateFormat = t("common.formats.date");
  return (
    <CardSection id="history-heading" level={3} title={t("memberships.documents.history_heading")}>
      {documents.length === 0 && <EmptyNote>{t("memberships.documents.none")}</EmptyNote>}
      {documents.map((document) => (
        <Group
          key={document.id}
          justify="space-between"
          gap="xs"
          py={6}
          wrap="nowrap"
          style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
        >
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t(`memberships.document_types.${document.document_type}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDay(document.updated_at, dateFormat)}
            </Text>
          </div>
          <DocumentStatusBadge status={document.status} size="sm" style={{ flex: "none" }} />
        </Group>
      ))}
    </CardSection>
  );
}
