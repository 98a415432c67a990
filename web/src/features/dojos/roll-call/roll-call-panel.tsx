import type { SessionRoll } from "@gkf/contract";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBelt } from "../../../shared/ui/labels";
import { CardSection, EmptyNote } from "../../../shared/ui/titled-section";
import type { CardReader } from "./card-match";
import { ROLL_CALL_STATUSES, type RollCallStatus } from "./roll-call-queue";
import { markAttendance, usePendingMarks } from "./use-roll-call";

/** The scanner and its decoder are loaded only when "Scan a card" is tapped. */
const CardRollCall = lazy(() => import("./card-roll-call"));

const STATUS_COLOURS: Record<RollCallStatus, string> = {
  PRESENT: "green",
  LATE: "yellow",
  EXCUSED: "blue",
  ABSENT: "red",
};

/**
 * A session's roll call on a phone: "All present", then one tap per exception. Every tap is kept on
 * the phone first (roll-call-queue.ts) and sent when it can be; a student whose mark has not gone
 * yet says so.
 */
export function RollCallPanel({
  dojoId,
  roll,
  cardReader,
}: {
  dojoId: string;
  roll: SessionRoll;
  /** "Scan a card" is offered when the router gives the card reader. */
  cardReader?: CardReader;
}) {
  const { t } = useTranslation();
  const { session } = roll;
  const [scanning, setScanning] = useState(false);
  const pending = usePendingMarks();
  const queued = new Map(
    pending
      .filter((mark) => mark.dojo_id === dojoId && mark.session_id === session.id)
      .map((mark) => [mark.member, mark.status]),
  );
  const headingId = `roll-${session.id}`;
  const students = roll.items;
  const statusOf = (memberId: string, recorded: RollCallStatus | null) => queued.get(memberId) ?? recorded;
  const unmarked = students.filter((student) => statusOf(student.member_id, student.status) === null);
  const mark = (member: string, status: RollCallStatus) =>
    markAttendance([{ dojo_id: dojoId, session_id: session.id, member, status }]);

  return (
    <CardSection
      id={headingId}
      level={3}
      title={t("dojos.roll_call.heading", { start: session.start_time, end: session.end_time })}
      aside={
        <Group gap="xs">
          {cardReader && (
            <Button
              variant="default"
              aria-expanded={scanning}
              disabled={students.length === 0}
              onClick={() => setScanning((open) => !open)}
            >
              {t(scanning ? "dojos.roll_call.scan_close" : "dojos.roll_call.scan_card")}
            </Button>
          )}
          <Button
            variant="light"
            disabled={unmarked.length === 0}
            onClick={() =>
              markAttendance(
                unmarked.map((student) => ({
                  dojo_id: dojoId,
                  session_id: session.id,
                  member: student.member_id,
                  status: "PRESENT",
                })),
              )
            }
          >
            {t("dojos.roll_call.all_present")}
          </Button>
        </Group>
      }
    >
      {scanning && cardReader && (
        <Suspense fallback={null}>
          <CardRollCall dojoId={dojoId} roll={roll} reader={cardReader} />
        </Suspense>
      )}
      {students.length === 0 ? (
        <EmptyNote>{t("dojos.roll_call.no_students")}</EmptyNote>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {students.map((student) => {
            const name = `${student.first_name} ${student.last_name}`;
            const current = statusOf(student.member_id, student.status);
            return (
              <Stack component="li" key={student.member_id} gap={6} aria-label={name}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {student.belt ? formatBelt(student.belt) : t("dojos.no_belt")}
                    </Text>
                  </div>
                  {queued.has(student.member_id) ? (
                    <Badge variant="light" color="gray" style={{ flex: "none" }}>
                      {t("dojos.roll_call.not_sent")}
                    </Badge>
                  ) : current ? (
                    <Badge variant="light" color={STATUS_COLOURS[current]} style={{ flex: "none" }}>
                      {t(`dojos.attendance_statuses.${current}`)}
                    </Badge>
                  ) : null}
                </Group>
                <Group gap={6} grow role="group" aria-label={t("dojos.roll_call.status_of", { name })}>
                  {ROLL_CALL_STATUSES.map((status) => (
                    <Button
                      key={status}
                      size="xs"
                      px={4}
                      variant={current === status ? "filled" : "default"}
                      color={STATUS_COLOURS[status]}
                      aria-pressed={current === status}
                      onClick={() => mark(student.member_id, status)}
                    >
                      {t(`dojos.attendance_statuses.${status}`)}
                    </Button>
                  ))}
                </Group>
              </Stack>
            );
          })}
        </Stack>
      )}
    </CardSection>
  );
}
