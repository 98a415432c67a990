import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import { PRESENTATION, type ReviewQueueItem } from "@gkf/contract";
import { Button, Drawer, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { Fact } from "../../../shared/ui/fact";
import { useDownloadFile, useProtectedImage } from "../../../shared/ui/file-downloads";
import { formatBelt, formatMembershipType } from "../../../shared/ui/labels";
import { LoadingNote } from "../../../shared/ui/titled-section";
import { useOpening } from "../../../shared/ui/use-opening";
import type { ReviewKind } from "../api/membership-query-keys";
import { type NextReviewItem, useDecideReview } from "../api/review-queue";
import { DocumentStatusBadge } from "../components/status-badges";

const REASON_MAX = 500;

/** The file as an official sees it first: the image preview, or a note that a PDF needs downloading. */
function FilePreview({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation();
  const image = useProtectedImage(item.has_thumbnail ? item.thumbnail_url : null);
  if (item.has_thumbnail && image.src) {
    return (
      <img
        src={image.src}
        alt={t("memberships.review.preview_alt")}
        style={{
          maxWidth: "100%",
          maxHeight: 320,
          objectFit: "contain",
          borderRadius: 8,
          border: "1px solid var(--mantine-color-gray-3)",
          alignSelf: "flex-start",
        }}
      />
    );
  }
  if (item.has_thumbnail && image.isLoading) {
    return <LoadingNote />;
  }
  return (
    <Text size="sm" c="dimmed">
      {t("memberships.review.no_preview")}
    </Text>
  );
}

/** What the drawer shows once the item is decided: looking for the next one, the next, or the end. */
export type AfterDecision =
  | { state: "finding" }
  | { state: "next"; next: NextReviewItem }
  | { state: "empty" }
  | { state: "failed" };

interface ReviewDetailDrawerProps {
  kind: ReviewKind;
  item: ReviewQueueItem | null;
  /** Set once the item is decided (decision 100): the drawer offers the next waiting item. */
  after: AfterDecision | null;
  /** The member's region by name ("Ashanti"); the queue answers its code. */
  regionName: string;
  onDecided: () => void;
  onNext: (next: NextReviewItem) => void;
  onClose: () => void;
}

/**
 * One document or certificate under review: who sent it, what it claims, the file, and the
 * decision. A rejection needs a reason the member will read. Once decided, "Next item" opens the
 * next waiting item of the same filtered and sorted list, or the drawer says the queue is empty.
 */
export function ReviewDetailDrawer({
  kind,
  item,
  after,
  regionName,
  onDecided,
  onNext,
  onClose,
}: ReviewDetailDrawerProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? "100%" : "md"}
      title={
        item
          ? t("memberships.review.detail_title", { document: t(`memberships.document_types.${item.document_type}`) })
          : ""
      }
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
    >
      {item && after && <AfterDecisionPanel after={after} onNext={onNext} onClose={onClose} />}
      {item && !after && (
        <ReviewDetail
          key={item.id}
          kind={kind}
          item={item}
          regionName={regionName}
          onDecided={onDecided}
          onConflict={onClose}
        />
      )}
    </Drawer>
  );
}

/** Done: the next waiting item (its member and document named), or "Queue empty". Focus moves here. */
function AfterDecisionPanel({
  after,
  onNext,
  onClose,
}: {
  after: AfterDecision;
  onNext: (next: NextReviewItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const focusTarget = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (after.state !== "finding") focusTarget.current?.focus();
  }, [after.state]);
  const back = (
    <Button variant={after.state === "next" ? "default" : "filled"} size="md" onClick={onClose}>
      {t("memberships.review.back_to_queue")}
    </Button>
  );
  return (
    <Stack gap="md" pb="xl">
      <Text size="sm">{t("memberships.review.decided")}</Text>
      {after.state === "finding" && (
        <Text size="sm" c="dimmed" role="status">
          {t("memberships.review.finding_next")}
        </Text>
      )}
      {after.state === "next" && (
        <Paper withBorder radius="md" p="sm" ref={focusTarget} tabIndex={-1}>
          <Stack gap="sm">
            <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
              {t("memberships.review.next_up", {
                name: `${after.next.item.member.first_name} ${after.next.item.member.last_name}`,
                document: t(`memberships.document_types.${after.next.item.document_type}`),
              })}
            </Text>
            <Group gap="sm">
              <Button size="md" onClick={() => onNext(after.next)}>
                {t("memberships.review.next_item")}
              </Button>
              {back}
            </Group>
          </Stack>
        </Paper>
      )}
      {(after.state === "empty" || after.state === "failed") && (
        <Paper withBorder radius="md" p="sm" ref={focusTarget} tabIndex={-1}>
          <Stack gap="sm">
            {after.state === "empty" ? (
              <>
                <Title order={3} fz="h5">
                  {t("memberships.review.queue_empty_title")}
                </Title>
                <Text size="sm">{t("memberships.review.queue_empty")}</Text>
              </>
            ) : (
              <Text size="sm">{t("memberships.review.load_failed")}</Text>
            )}
            <Group>{back}</Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function ReviewDetail({
  kind,
  item,
  regionName,
  onDecided,
  onConflict,
}: {
  kind: ReviewKind;
  item: ReviewQueueItem;
  regionName: string;
  onDecided: () => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideReview(kind);
  // Unmounted when the drawer closes: a decision answered after that is this opening's no more.
  const opening = useOpening();
  const files = useDownloadFile();
  const [isRejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const dateFormat = t("common.formats.date");
  const memberName = `${item.member.first_name} ${item.member.last_name}`;
  const noun = t(`memberships.document_nouns.${item.document_type}`);
  const isWaiting = item.status === "PENDING_REVIEW";
  // Opened by "Next item", whose button is gone: the keyboard's focus starts at the member.
  const memberPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) memberPanel.current?.focus();
  }, []);

  function send(decision: "APPROVED" | "REJECTED") {
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the reviewer has closed the drawer, and the
    // toast was lost although the item was decided. A late answer moves on ("Next item") or closes
    // only the opening it was sent from, never one opened since.
    decide.mutateAsync({ id: item.id, decision, reason: decision === "REJECTED" ? reason.trim() : undefined }).then(
      () => {
        void notifySuccess(
          decision === "APPROVED"
            ? {
                title: t("memberships.review.approved_title"),
                message: t("memberships.review.approved_message", { name: memberName, document: noun }),
              }
            : {
                title: t("memberships.review.rejected_title"),
                message: t("memberships.review.rejected_message", { name: memberName, document: noun }),
              },
        );
        if (stillOpen()) onDecided();
      },
      // 409: someone decided first. The toast says so, the queue refreshes; nothing left to do here.
      (error: unknown) => {
        if (stillOpen() && isHttpError(error) && error.status === 409) onConflict();
      },
    );
  }

  function reject(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length === 0) {
      setReasonError(t("memberships.review.reason_required"));
      return;
    }
    setReasonError(null);
    send("REJECTED");
  }

  return (
    <Stack gap="md" pb="xl">
      <Paper withBorder radius="md" p="sm" ref={memberPanel} tabIndex={-1}>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600}>
            {t("memberships.review.member")}
          </Text>
          <Text fw={800}>{memberName}</Text>
          <Text size="sm">
            {item.member.code ?? t("memberships.review.no_code")}
            {" · "}
            {formatMembershipType(item.member.membership_type)}
            {" · "}
            {regionName}
          </Text>
        </Stack>
      </Paper>

      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} fz="h5">
            {t("memberships.review.details")}
          </Title>
          <DocumentStatusBadge status={item.status} size="sm" />
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          {item.document_number && <Fact label={t("memberships.review.number")}>{item.document_number}</Fact>}
          {item.issue_date && (
            <Fact label={t("memberships.review.issue_date")}>{formatDay(item.issue_date, dateFormat)}</Fact>
          )}
          {item.expiry_date && (
            <Fact label={t("memberships.review.expiry_date")}>{formatDay(item.expiry_date, dateFormat)}</Fact>
          )}
          {item.belt && <Fact label={t("memberships.review.belt")}>{formatBelt(item.belt)}</Fact>}
          {item.grading_date && (
            <Fact label={t("memberships.review.grading_date")}>{formatDay(item.grading_date, dateFormat)}</Fact>
          )}
          {item.examiner && <Fact label={t("memberships.review.examiner")}>{item.examiner}</Fact>}
          <Fact label={t("memberships.review.version")}>{item.version}</Fact>
          <Fact label={t("memberships.review.file")}>{item.file_name}</Fact>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t("memberships.review.uploaded", { date: formatDay(item.updated_at, t("common.formats.date_time")) })}
        </Text>
      </Stack>

      <FilePreview item={item} />
      <Button
        variant="default"
        loading={files.isDownloading(item.file_url)}
        onClick={() => files.download({ url: item.file_url, fileName: item.file_name })}
      >
        {t("memberships.review.download")}
      </Button>

      {!isWaiting && item.review_reason && (
        <Fact label={t("memberships.review.previous_reason")}>{item.review_reason}</Fact>
      )}

      {isWaiting && !isRejecting && (
        <Group grow gap="sm">
          <Button color="green" onClick={() => send("APPROVED")} loading={decide.isPending}>
            {t("memberships.review.approve")}
          </Button>
          <Button color="red" variant="light" onClick={() => setRejecting(true)} disabled={decide.isPending}>
            {t("memberships.review.reject")}
          </Button>
        </Group>
      )}
      {isWaiting && isRejecting && (
        <form onSubmit={reject} noValidate>
          <Stack gap="sm">
            <Textarea
              size="md"
              label={t("memberships.review.reject_reason")}
              description={t("memberships.review.reject_reason_hint")}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              rows={PRESENTATION.TEXTAREA_ROWS}
              maxLength={REASON_MAX}
              error={reasonError}
              withAsterisk
              data-autofocus
            />
            <Group gap="sm">
              <Button type="submit" color="red" loading={decide.isPending}>
                {t("memberships.review.confirm_reject")}
              </Button>
              <Button variant="subtle" onClick={() => setRejecting(false)} disabled={decide.isPending}>
                {t("memberships.documents.cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
