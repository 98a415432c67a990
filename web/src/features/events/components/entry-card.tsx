import type { EventCategory, EventEntry, GkfEvent } from "@gkf/contract";
import { Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useOpening } from "../../../shared/ui/use-opening";
import { useEntryAction, usePayEntry } from "../api/events-api";
import { categoryLabel, EntryReason, EntryStatusBadge, FailingRules, formatPlacing } from "./event-parts";
import { goToCheckout } from "./go-to-checkout";

const LIVE = ["SUBMITTED", "CONFIRMED", "WAITLISTED"];

interface EntryCardProps {
  entry: EventEntry;
  /** The card's name: the event's title (my entries) or the member's name (an instructor's view). */
  title: string;
  subtitle?: string;
  categories?: readonly EventCategory[];
  /** Whether the event charges a fee; unknown (undefined) when the event is no longer open. */
  hasFee?: boolean;
  /** Only a PUBLISHED event's entries can still change (pay, consent, withdraw). */
  eventStatus: GkfEvent["status"];
}

/**
 * One entry: its state and what it waits for, the rules it fails, its result; paying the fee,
 * consenting, withdrawing (the member, or the instructor who entered them).
 */
export function EntryCard({ entry, title, subtitle, categories = [], hasFee, eventStatus }: EntryCardProps) {
  const { t, i18n } = useTranslation();
  const pay = usePayEntry();
  const consent = useEntryAction("consent");
  const [isWithdrawing, setWithdrawing] = useState(false);
  const ids = { eventId: entry.event_id, entryId: entry.id };
  const needsConsent =
    entry.status === "SUBMITTED" &&
    !entry.consent_given &&
    entry.eligibility.checks.some((check) => check.rule === "GUARDIAN_CONSENT" && !check.met);
  const canPay = entry.status === "SUBMITTED" && !needsConsent && hasFee !== false;
  const result = entry.result;
  const canChange =
    eventStatus === "PUBLISHED" && LIVE.includes(entry.status) && !entry.checked_in_at && result === null;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Text>
          <EntryStatusBadge status={entry.status} />
        </Group>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
        {entry.category && (
          <Text size="sm">
            {t("events.entry.category", { category: categoryLabel(entry.category, categories, t) })}
          </Text>
        )}
        <EntryReason entry={entry} />
        {entry.status === "WAITLISTED" && entry.waitlist_position !== null && (
          <Text size="sm" fw={600}>
            {t("events.entry.waitlist_position", { position: entry.waitlist_position })}
          </Text>
        )}
        {/* Live entries, and one rejected as ineligible: the rules it fails. */}
        {(LIVE.includes(entry.status) || entry.reason_code === "NOT_ELIGIBLE") && (
          <FailingRules eligibility={entry.eligibility} />
        )}
        {entry.checked_in_at && (
          <Text size="sm" c="dimmed">
            {t("events.entry.checked_in")}
          </Text>
        )}
        {result && (
          <Text size="sm" fw={600}>
            {result.placing !== null
              ? t("events.entry.placing", { placing: formatPlacing(result.placing, i18n.language) })
              : result.attended
                ? t("events.entry.attended")
                : t("events.entry.absent")}
          </Text>
        )}
        {canChange && (
          <Group gap="xs">
            {canPay && (
              <Button
                onClick={() =>
                  pay.mutateAsync(ids).then(
                    (payment) => goToCheckout(payment.authorization_url),
                    () => undefined,
                  )
                }
                loading={pay.isPending || pay.isSuccess}
              >
                {t("events.entry.pay")}
              </Button>
            )}
            {needsConsent && (
              <Button variant="light" onClick={() => consent.mutate(ids)} loading={consent.isPending}>
                {t("events.entry.consent")}
              </Button>
            )}
            <Button variant="default" onClick={() => setWithdrawing(true)}>
              {t("events.entry.withdraw")}
            </Button>
          </Group>
        )}
      </Stack>
      <WithdrawModal opened={isWithdrawing} onClose={() => setWithdrawing(false)} title={title} ids={ids} />
    </Paper>
  );
}

function WithdrawModal({
  opened,
  onClose,
  title,
  ids,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  ids: { eventId: string; entryId: string };
}) {
  const { t } = useTranslation();
  const withdraw = useEntryAction("withdraw");
  // The dialog stays mounted when closed: a withdrawal answered after it was closed still toasts,
  // but closes no later opening.
  const opening = useOpening();
  const close = () => {
    opening.closed();
    onClose();
  };
  const confirm = () => {
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the card is gone (the entries are read again
    // whatever the answer) and the toast was lost although the entry was withdrawn.
    withdraw.mutateAsync(ids).then(
      () => {
        if (stillOpen()) close();
        void notifySuccess({ title: t("events.entry.withdrawn"), message: title });
      },
      () => undefined,
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t("events.entry.withdraw_title", { event: title })} centered>
      <Stack gap="md">
        <Text size="sm">{t("events.entry.withdraw_text")}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t("events.entry.keep")}
          </Button>
          <Button color="red" loading={withdraw.isPending} onClick={confirm}>
            {t("events.entry.withdraw_confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
