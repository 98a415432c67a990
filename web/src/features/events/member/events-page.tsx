import { CACHE_KEYS, type MemberEvent } from "@gkf/contract";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRegions } from "../../../shared/api/regions";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { hasStaffRole } from "../../../shared/session/auth-data";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoader } from "../../../shared/ui/page-loader";
import { EmptyNote, TitledSection } from "../../../shared/ui/titled-section";
import { useMyEntries, useOpenEvents } from "../api/events-api";
import { EnterModal } from "../components/enter-modal";
import { EntryCard } from "../components/entry-card";
import { eventFacts, FailingRules, useRegionName } from "../components/event-parts";

const LIVE = ["SUBMITTED", "CONFIRMED", "WAITLISTED"];

/**
 * `/dashboard/my-membership/events`: the open and upcoming events with my eligibility (each
 * failing rule named), entering them, and my entries with their state and results. `nav` is the
 * membership pages' tabs and `more` what follows my entries (the gradings); the router brings
 * them: features do not import each other.
 */
export function EventsPage({ nav, more }: { nav?: ReactNode; more?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t("events.title"));
  const cache = useCacheStore();
  const isStaff = hasStaffRole(cache.get(CACHE_KEYS.AUTH_DATA));
  const events = useOpenEvents();
  // Asked for with the lists: a region's name replacing its code would wrap a line and push the
  // page down. Once tried is enough (a failure shows codes; a card's refetch must not hide the page).
  const regions = useRegions({ silent: true });
  const regionsTried = regions.data !== undefined || regions.errorUpdatedAt > 0;
  const mine = useMyEntries();
  const [entering, setEntering] = useState<MemberEvent | null>(null);
  const fees = new Map((events.data ?? []).map((event) => [event.id, event]));
  const entered = new Set(
    (mine.data ?? []).filter((entry) => LIVE.includes(entry.status)).map((entry) => entry.event_id),
  );

  return (
    <Stack gap="md" maw={840}>
      <PageHeader
        title={t("events.title")}
        back="my-membership"
        actions={
          isStaff ? (
            <Button component={Link} to="/dashboard/my-control-panel/events" variant="light">
              {t("events.member.organise")}
            </Button>
          ) : undefined
        }
      >
        {nav}
      </PageHeader>
      {!events.data || !mine.data || !regionsTried ? (
        // Both lists at once: the second one arriving later would push the page around.
        events.isError || mine.isError ? (
          <LoadFailed
            message={t("events.load_failed")}
            onRetry={() => Promise.all([events.refetch(), mine.refetch()])}
          />
        ) : (
          <PageLoader />
        )
      ) : (
        <>
          <TitledSection id="upcoming-events" title={t("events.member.upcoming_heading")}>
            {events.data.length === 0 ? (
              <EmptyNote>{t("events.member.none")}</EmptyNote>
            ) : (
              events.data.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  isEntered={entered.has(event.id)}
                  onEnter={() => setEntering(event)}
                />
              ))
            )}
          </TitledSection>
          <TitledSection id="my-entries" title={t("events.member.my_entries_heading")}>
            {mine.data.length === 0 ? (
              <EmptyNote>{t("events.member.no_entries")}</EmptyNote>
            ) : (
              mine.data.map((entry) => {
                const event = fees.get(entry.event_id);
                return (
                  <EntryCard
                    key={entry.id}
                    entry={entry}
                    title={entry.event.title}
                    subtitle={`${t(`events.types.${entry.event.type}`)} · ${entry.event.venue}`}
                    categories={event?.categories}
                    hasFee={event ? event.fee.amount > 0 : undefined}
                    eventStatus={entry.event.status}
                  />
                );
              })
            )}
          </TitledSection>
          {more}
        </>
      )}
      {entering && <EnterModal event={entering} onClose={() => setEntering(null)} />}
    </Stack>
  );
}

/** An open or upcoming event: its facts, whether I may enter (and why not), and entering. */
function EventCard({ event, isEntered, onEnter }: { event: MemberEvent; isEntered: boolean; onEnter: () => void }) {
  const { t } = useTranslation();
  const regionName = useRegionName();
  const myOwn = isEntered;
  const eligible = event.my_eligibility.eligible;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={event.title}>
      <Stack gap={6}>
        <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {event.title}
        </Text>
        {eventFacts(event, t, regionName).map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
        {event.description && <Text size="sm">{event.description}</Text>}
        <Group gap="xs">
          {myOwn ? (
            <Badge variant="light" color="green">
              {t("events.member.entered")}
            </Badge>
          ) : (
            <Badge variant="light" color={eligible ? "green" : "red"}>
              {eligible ? t("events.member.eligible") : t("events.member.not_eligible")}
            </Badge>
          )}
        </Group>
        {!myOwn && <FailingRules eligibility={event.my_eligibility} />}
        {!myOwn && eligible && event.registration_open && (
          <div>
            <Button onClick={onEnter}>{t("events.member.enter")}</Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
