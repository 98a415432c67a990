import type { GkfEvent } from "@gkf/contract";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../shared/notifications/notify";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { Loaded } from "../../../shared/ui/loaded";
import { PageHeader } from "../../../shared/ui/page-header";
import { useAdminEvents, useEventStatus } from "../api/events-api";
import type { EventCardReader } from "../check-in/card-reader";
import { EventStatusBadge, eventFacts, useRegionName } from "../components/event-parts";
import { EntriesDrawer } from "./entries-drawer";
import { EventFormModal } from "./event-form-modal";
import { EventsStatistics } from "./events-statistics";

/** The phone check-in screen, loaded when an organiser opens it. */
const CheckInDrawer = lazy(() => import("../check-in/check-in-drawer"));

type Editing = { event: GkfEvent | null } | null;

/**
 * `/dashboard/my-control-panel/events`: the events I may organise (the server decides which), and
 * creating, changing, publishing, closing and cancelling them; each event's entries in a drawer,
 * check-in on a phone (with the card reader the router gives: composed-admin-events-page.tsx),
 * and the year's statistics.
 */
export function AdminEventsPage({ cardReader }: { cardReader?: EventCardReader } = {}) {
  const { t } = useTranslation();
  usePageTitle(t("events.title"));
  const events = useAdminEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const [entriesOf, setEntriesOf] = useState<GkfEvent | null>(null);
  const [checkInOf, setCheckInOf] = useState<GkfEvent | null>(null);

  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t("events.title")}
        subtitle={t("events.admin.intro")}
        back="my-control-panel"
        actions={<Button onClick={() => setEditing({ event: null })}>{t("events.admin.create")}</Button>}
      />
      <Loaded read={events} failed={t("events.load_failed")} empty={t("events.admin.none")}>
        {(list) =>
          list.map((event) => (
            <AdminEventCard
              key={event.id}
              event={event}
              onEdit={() => setEditing({ event })}
              onEntries={() => setEntriesOf(event)}
              onCheckIn={() => setCheckInOf(event)}
            />
          ))
        }
      </Loaded>
      {editing && <EventFormModal event={editing.event} onClose={() => setEditing(null)} />}
      {entriesOf && <EntriesDrawer event={entriesOf} onClose={() => setEntriesOf(null)} />}
      {checkInOf && (
        <Suspense fallback={null}>
          <CheckInDrawer event={checkInOf} reader={cardReader} onClose={() => setCheckInOf(null)} />
        </Suspense>
      )}
      {events.data && <EventsStatistics />}
    </Stack>
  );
}

interface AdminEventCardProps {
  event: GkfEvent;
  onEdit: () => void;
  onEntries: () => void;
  onCheckIn: () => void;
}

function AdminEventCard({ event, onEdit, onEntries, onCheckIn }: AdminEventCardProps) {
  const { t } = useTranslation();
  const regionName = useRegionName();
  const status = useEventStatus();
  // Not mutate's own callbacks: a second action on the card before the first answer replaced them,
  // and the first toast was lost.
  const act = (action: "publish" | "close" | "cancel") =>
    status.mutateAsync({ id: event.id, action }).then(
      () =>
        void notifySuccess({
          title: t(`events.admin.${action === "publish" ? "published" : action === "close" ? "closed" : "cancelled"}`),
          message: event.title,
        }),
      () => undefined,
    );
  const isBusy = (action: string) => status.isPending && status.variables?.action === action;
  const isLive = event.status === "DRAFT" || event.status === "PUBLISHED";
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={event.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
            {event.title}
          </Text>
          <EventStatusBadge status={event.status} />
        </Group>
        {eventFacts(event, t, regionName).map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
        <Group gap="xs">
          {event.status !== "DRAFT" && (
            <Button variant="light" onClick={onEntries}>
              {t("events.admin.entries")}
            </Button>
          )}
          {(event.status === "PUBLISHED" || event.status === "CLOSED") && (
            <Button variant="light" onClick={onCheckIn}>
              {t("events.admin.open_check_in")}
            </Button>
          )}
          {isLive && (
            <Button variant="default" onClick={onEdit}>
              {t("events.admin.edit")}
            </Button>
          )}
          {event.status === "DRAFT" && (
            <Button onClick={() => act("publish")} loading={isBusy("publish")}>
              {t("events.admin.publish")}
            </Button>
          )}
          {event.status === "PUBLISHED" && (
            <Button variant="default" onClick={() => act("close")} loading={isBusy("close")}>
              {t("events.admin.close")}
            </Button>
          )}
          {isLive && (
            <Button variant="subtle" color="red" onClick={() => act("cancel")} loading={isBusy("cancel")}>
              {t("events.admin.cancel")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
