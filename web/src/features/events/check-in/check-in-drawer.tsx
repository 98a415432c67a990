import "@mantine/core/styles/Input.css";
import type { GkfEvent } from "@gkf/contract";
import { Badge, Button, Drawer, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { Loaded } from "../../../shared/ui/loaded";
import { PageLoader } from "../../../shared/ui/page-loader";
import { ScanOutcome, type ScanOutcomeValue } from "../../../shared/ui/scan-outcome";
import { EmptyNote } from "../../../shared/ui/titled-section";
import { type AdminEventEntry, useCheckIn, useCheckInByCode, useEventEntries } from "../api/events-api";
import { categoryLabel } from "../components/event-parts";
import { type EventCardReader, matchesSearch, normaliseNumber } from "./card-reader";

/**
 * At the door, on a phone: the event's confirmed entries to find by name or number and tap to
 * check in, and "Scan a card" (when the router gives a card reader): the card's signature is
 * checked on the phone and its number checked in on the server, which answers for every entry
 * (category) of that member. A whole-screen drawer, one column, big targets.
 */
export default function CheckInDrawer({
  event,
  reader,
  onClose,
}: {
  event: GkfEvent;
  reader: EventCardReader | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttpClient();
  const entries = useEventEntries(event.id);
  const byCode = useCheckInByCode(event.id);
  const [search, setSearch] = useState("");
  const [scanning, setScanning] = useState(false);
  const [number, setNumber] = useState("");
  const [numberError, setNumberError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ScanOutcomeValue>(null);

  const confirmed = (entries.data ?? []).filter((entry) => entry.status === "CONFIRMED");
  const checked = confirmed.filter((entry) => entry.checked_in_at !== null).length;
  const shown = confirmed.filter((entry) => matchesSearch(entry.member, search));

  function checkInNumber(code: string) {
    setOutcome(null);
    // Not mutate's own callbacks: the next card scanned before this answer replaced them, and this
    // member's outcome was never said.
    byCode.mutateAsync(normaliseNumber(code)).then(
      (answer) => {
        const name = `${answer.member.first_name} ${answer.member.last_name}`;
        setOutcome({
          tone: "good",
          text: t(answer.already_checked_in ? "events.check_in.already" : "events.check_in.done", { name }),
        });
        setNumber("");
      },
      (error: unknown) =>
        setOutcome({
          tone: "bad",
          text: isHttpError(error) && error.body ? error.body.message : error instanceof Error ? error.message : "",
        }),
    );
  }

  async function onScanned(text: string) {
    if (!reader) return;
    setOutcome(null);
    const reading = await reader.read(text, { online: navigator.onLine !== false, http });
    if (reading.kind === "code") checkInNumber(reading.code);
    else if (reading.kind === "not-card") setOutcome({ tone: "bad", text: t("events.check_in.not_card") });
    else if (reading.kind === "not-genuine") setOutcome({ tone: "bad", text: t("events.check_in.card_not_genuine") });
    else setOutcome({ tone: "bad", text: t("events.check_in.card_no_connection") });
  }

  function onSubmitNumber(submitted: FormEvent) {
    submitted.preventDefault();
    if (normaliseNumber(number) === "") {
      setNumberError(t("events.check_in.number_required"));
      return;
    }
    setNumberError(null);
    checkInNumber(number);
  }

  return (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      size="100%"
      title={t("events.check_in.title", { event: event.title })}
    >
      <Stack gap="md" maw={640} mx="auto">
        <Text size="sm" fw={600} aria-live="polite">
          {t("events.check_in.counted", { checked, count: confirmed.length })}
        </Text>
        {reader && (
          <Stack gap="sm">
            <Button variant={scanning ? "default" : "filled"} size="md" onClick={() => setScanning((open) => !open)}>
              {scanning ? t("events.check_in.close_scanner") : t("events.check_in.scan")}
            </Button>
            {scanning && (
              <Suspense fallback={<PageLoader />}>
                <reader.Scanner onText={(text) => void onScanned(text)} problem={null} />
              </Suspense>
            )}
          </Stack>
        )}
        <form onSubmit={onSubmitNumber} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              style={{ flex: "1 1 12rem" }}
              label={t("events.check_in.number_label")}
              value={number}
              error={numberError}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(change) => setNumber(change.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={byCode.isPending}>
              {t("events.check_in.number_submit")}
            </Button>
          </Group>
        </form>
        <ScanOutcome outcome={outcome} />
        <TextInput
          type="search"
          label={t("events.check_in.search")}
          description={t("events.check_in.search_hint")}
          value={search}
          onChange={(change) => setSearch(change.currentTarget.value)}
        />
        <Loaded read={entries} failed={t("events.load_failed")}>
          {() =>
            confirmed.length === 0 ? (
              <EmptyNote>{t("events.check_in.none_confirmed")}</EmptyNote>
            ) : shown.length === 0 ? (
              <EmptyNote>{t("events.check_in.none_found")}</EmptyNote>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
                {shown.map((entry) => (
                  <CheckInRow key={entry.id} event={event} entry={entry} />
                ))}
              </Stack>
            )
          }
        </Loaded>
      </Stack>
    </Drawer>
  );
}

function CheckInRow({ event, entry }: { event: GkfEvent; entry: AdminEventEntry }) {
  const { t } = useTranslation();
  const checkIn = useCheckIn(event.id);
  const name = `${entry.member.first_name} ${entry.member.last_name}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {[entry.member.code, entry.category ? categoryLabel(entry.category, event.categories, t) : null]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Stack>
        {entry.checked_in_at ? (
          <Badge color="green" variant="light" size="lg" style={{ flexShrink: 0 }}>
            {t("events.check_in.checked_in")}
          </Badge>
        ) : (
          <Button
            size="md"
            style={{ flexShrink: 0 }}
            loading={checkIn.isPending}
            onClick={() => checkIn.mutate(entry.id)}
            aria-label={`${t("events.check_in.check_in")}: ${name}`}
          >
            {t("events.check_in.check_in")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
