import type { MemberEvent } from "@gkf/contract";
import { Button, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { SelectField } from "../../../shared/forms/select-field";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoader } from "../../../shared/ui/page-loader";
import { CardSection, EmptyNote } from "../../../shared/ui/titled-section";
import { useActiveStudents, useOpenEvents, useTeachingDojos } from "../api/events-api";
import { EnterModal } from "../components/enter-modal";
import { EntryCard } from "../components/entry-card";
import { eventFacts, useRegionName } from "../components/event-parts";

/**
 * `/dashboard/my-activities/events`: an instructor enters students of their dojo in open events
 * (the server checks the coaching licence and each rule; a refusal names the failing rules) and
 * follows the entries they made, with each student's eligibility. `nav` is the instructor pages'
 * tabs and `more` what follows the events once they show (the dojo's gradings), given by the
 * router (features do not import each other).
 */
export function InstructorEventsPage({ nav, more }: { nav?: ReactNode; more?: ReactNode } = {}) {
  const { t } = useTranslation();
  usePageTitle(t("events.title"));
  const dojos = useTeachingDojos();
  const events = useOpenEvents();
  // Asked for with the lists: a region's name replacing its code would wrap a line and push the
  // page down. Once tried is enough (a failure shows codes; a card's refetch must not hide the page).
  const regions = useRegions({ silent: true });
  const regionsTried = regions.data !== undefined || regions.errorUpdatedAt > 0;
  const [chosen, setChosen] = useState<string | null>(null);
  const dojo = dojos.data?.find((one) => one.id === chosen) ?? dojos.data?.[0] ?? null;
  const students = useActiveStudents(dojo?.id ?? null);
  const [entering, setEntering] = useState<MemberEvent | null>(null);

  let body = null;
  // The students decide whether "Enter a student" shows: wait for them too, or it would push the page down.
  const studentsPending = dojo !== null && !students.data && !students.isError;
  if (!dojos.data || !events.data || studentsPending || !regionsTried) {
    body =
      dojos.isError || events.isError ? (
        <LoadFailed
          message={t("events.load_failed")}
          onRetry={() => Promise.all([dojos.refetch(), events.refetch()])}
        />
      ) : (
        <PageLoader />
      );
  } else if (!dojo) {
    body = <EmptyNote>{t("events.instructor.no_dojo")}</EmptyNote>;
  } else {
    const studentOptions = (students.data ?? []).map((student) => ({
      value: student.member_id,
      label: [`${student.first_name} ${student.last_name}`, student.code].filter(Boolean).join(" · "),
    }));
    body = (
      <Stack gap="md">
        {dojos.data.length > 1 && (
          <SelectField
            label={t("events.instructor.choose_dojo")}
            value={dojo.id}
            onChange={setChosen}
            options={dojos.data.map((option) => ({ value: option.id, label: option.name }))}
          />
        )}
        {students.data && studentOptions.length === 0 && <EmptyNote>{t("events.instructor.no_students")}</EmptyNote>}
        {events.data.length === 0 ? (
          <EmptyNote>{t("events.member.none")}</EmptyNote>
        ) : (
          events.data.map((event) => (
            <StudentsEvent
              key={event.id}
              event={event}
              canEnter={studentOptions.length > 0}
              onEnter={() => setEntering(event)}
            />
          ))
        )}
        {entering && <EnterModal event={entering} students={studentOptions} onClose={() => setEntering(null)} />}
        {more}
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={840}>
      <PageHeader title={t("events.title")} subtitle={t("events.instructor.intro")} back="my-activities">
        {nav}
      </PageHeader>
      {body}
    </Stack>
  );
}

/** An event, the entries I made for my students (each with its state and failing rules), and entering another. */
function StudentsEvent({ event, canEnter, onEnter }: { event: MemberEvent; canEnter: boolean; onEnter: () => void }) {
  const { t } = useTranslation();
  const regionName = useRegionName();
  const mine = event.my_entries.filter((entry) => entry.entered_by === "INSTRUCTOR");
  const headingId = `event-${event.id}`;
  return (
    <CardSection id={headingId} title={event.title}>
      <Stack gap={4}>
        {eventFacts(event, t, regionName).map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>
      {event.registration_open && canEnter && (
        <div>
          <Button onClick={onEnter}>{t("events.instructor.enter_student")}</Button>
        </div>
      )}
      <Text size="sm" fw={600}>
        {t("events.instructor.students_entries")}
      </Text>
      {mine.length === 0 ? (
        <EmptyNote>{t("events.instructor.no_student_entries")}</EmptyNote>
      ) : (
        mine.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            title={`${entry.member.first_name} ${entry.member.last_name}`}
            subtitle={entry.member.code ?? undefined}
            categories={event.categories}
            hasFee={event.fee.amount > 0}
            eventStatus={event.status}
          />
        ))
      )}
    </CardSection>
  );
}
