import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Input.css";
import type { GkfEvent } from "@gkf/contract";
import { Button, Checkbox, Drawer, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useDownloadFile } from "../../../shared/ui/file-downloads";
import { Loaded } from "../../../shared/ui/loaded";
import {
  type AdminEventEntry,
  type ResultInput,
  useCheckIn,
  useEventEntries,
  useRecordResults,
} from "../api/events-api";
import { categoryLabel, EntryReason, EntryStatusBadge, FailingRules } from "../components/event-parts";

/**
 * An event's entries by category: check-in, results (a placing per category for a tournament,
 * attendance otherwise, for CONFIRMED entries) and the entry list as CSV for a draw program.
 */
export function EntriesDrawer({ event, onClose }: { event: GkfEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const entries = useEventEntries(event.id);
  const record = useRecordResults(event.id);
  const download = useDownloadFile();
  const isTournament = event.type === "TOURNAMENT";
  const [results, setResults] = useState<Record<string, ResultInput>>({});
  const change = (entry: string, result: Partial<ResultInput>) =>
    setResults((current) => ({ ...current, [entry]: { ...current[entry], ...result, entry } }));

  const groups = new Map<string, AdminEventEntry[]>();
  for (const entry of entries.data ?? []) {
    const key = entry.category ?? "";
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }

  // Not mutate's own callbacks: they never run once the drawer is closed (it unmounts), and the
  // toast was lost although the results were saved. A reopened drawer is another one, with its own
  // results, so clearing these touches nothing opened since.
  const save = () =>
    record.mutateAsync(Object.values(results)).then(
      () => {
        setResults({});
        void notifySuccess({ title: t("events.admin.results_saved"), message: event.title });
      },
      () => undefined,
    );

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t("events.admin.entries_title", { event: event.title })}
    >
      <Stack gap="md">
        <Group gap="xs">
          {exportsOf(event.id).map(({ url, fileName, label }) => (
            <Button
              key={url}
              variant="light"
              loading={download.isDownloading(url)}
              onClick={() => download.download({ url, fileName })}
            >
              {t(label)}
            </Button>
          ))}
        </Group>
        <Loaded read={entries} failed={t("events.load_failed")} empty={t("events.admin.no_entries")}>
          {() =>
            [...groups].map(([category, members]) => (
              <Stack key={category} gap="xs" component="section" aria-label={category || t("events.admin.no_category")}>
                <Title order={3} fz="h5">
                  {category ? categoryLabel(category, event.categories, t) : t("events.admin.no_category")}
                </Title>
                {members.map((entry) => (
                  <EntryRow
                    key={entry.id}
                    eventId={event.id}
                    entry={entry}
                    isTournament={isTournament}
                    draft={results[entry.id]}
                    onChange={(result) => change(entry.id, result)}
                  />
                ))}
              </Stack>
            ))
          }
        </Loaded>
        {Object.keys(results).length > 0 && (
          <Button onClick={save} loading={record.isPending}>
            {t("events.admin.save_results")}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}

/** The organisers' files: entries for a draw program, the list to tick at the door, the results. */
function exportsOf(eventId: string) {
  const base = `/admin/events/${eventId}`;
  return [
    { url: `${base}/entries.csv`, fileName: `entries-${eventId}.csv`, label: "events.admin.export_csv" },
    { url: `${base}/check-in.pdf`, fileName: `check-in-${eventId}.pdf`, label: "events.admin.export_check_in_pdf" },
    { url: `${base}/results.csv`, fileName: `results-${eventId}.csv`, label: "events.admin.export_results_csv" },
    { url: `${base}/results.pdf`, fileName: `results-${eventId}.pdf`, label: "events.admin.export_results_pdf" },
  ] as const;
}

interface EntryRowProps {
  eventId: string;
  entry: AdminEventEntry;
  isTournament: boolean;
  draft: ResultInput | undefined;
  onChange: (result: Partial<ResultInput>) => void;
}

function EntryRow({ eventId, entry, isTournament, draft, onChange }: EntryRowProps) {
  const { t } = useTranslation();
  const checkIn = useCheckIn(eventId);
  const name = `${entry.member.first_name} ${entry.member.last_name}`;
  const confirmed = entry.status === "CONFIRMED";
  const placing = draft?.placing !== undefined ? draft.placing : (entry.result?.placing ?? null);
  const attended = draft?.attended ?? entry.result?.attended ?? false;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Text>
          <EntryStatusBadge status={entry.status} />
        </Group>
        {entry.member.code && (
          <Text size="sm" c="dimmed">
            {entry.member.code}
          </Text>
        )}
        <EntryReason entry={entry} />
        <FailingRules eligibility={entry.eligibility} />
        {confirmed && (
          <Group gap="sm" align="flex-end">
            {entry.checked_in_at ? (
              <Text size="sm" c="dimmed">
                {t("events.entry.checked_in")}
              </Text>
            ) : (
              <Button variant="light" loading={checkIn.isPending} onClick={() => checkIn.mutate(entry.id)}>
                {t("events.admin.check_in")}
              </Button>
            )}
            {isTournament ? (
              <TextInput
                type="number"
                min={1}
                max={64}
                w={120}
                label={t("events.admin.placing")}
                aria-label={`${t("events.admin.placing")}: ${name}`}
                value={placing === null ? "" : String(placing)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  onChange({ placing: value === "" ? null : Number(value) });
                }}
              />
            ) : (
              <Checkbox
                label={t("events.admin.attended")}
                aria-label={`${t("events.admin.attended")}: ${name}`}
                checked={attended}
                onChange={(event) => onChange({ attended: event.currentTarget.checked })}
              />
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
