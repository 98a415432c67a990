import "@mantine/core/styles/Input.css";
import type { SessionRoll } from "@gkf/contract";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHttpClient } from "../../../shared/services/services-context";
import { ScanOutcome, type ScanOutcomeValue } from "../../../shared/ui/scan-outcome";
import { useOnline } from "../components/use-online";
import { type CardReader, findStudent, normaliseCode } from "./card-match";
import { markAttendance } from "./use-roll-call";

/**
 * "Scan a card" on a session's roll: the card check's scanner reads a student's card, the phone
 * checks it and marks its holder PRESENT through the same queue as a tap (so it works offline).
 * Typing the membership number does the same when there is no camera. Loaded only when opened.
 */
export default function CardRollCall({
  dojoId,
  roll,
  reader,
}: {
  dojoId: string;
  roll: SessionRoll;
  reader: CardReader;
}) {
  const { t } = useTranslation();
  const http = useHttpClient();
  const online = useOnline();
  const [outcome, setOutcome] = useState<ScanOutcomeValue>(null);
  const [number, setNumber] = useState("");
  const [numberError, setNumberError] = useState<string | null>(null);

  function markByCode(code: string): boolean {
    const student = findStudent(roll.items, code);
    if (!student) {
      setOutcome({ tone: "bad", text: t("dojos.roll_call.not_a_student", { code: normaliseCode(code) }) });
      return false;
    }
    markAttendance([{ dojo_id: dojoId, session_id: roll.session.id, member: student.member_id, status: "PRESENT" }]);
    setOutcome({
      tone: "good",
      text: t("dojos.roll_call.marked_present", { name: `${student.first_name} ${student.last_name}` }),
    });
    return true;
  }

  async function onScanned(text: string) {
    setOutcome(null);
    const reading = await reader.read(text, { online, http });
    if (reading.kind === "code") markByCode(reading.code);
    else if (reading.kind === "not-card") setOutcome({ tone: "bad", text: t("memberships.verify.scan_not_card") });
    else if (reading.kind === "not-genuine") setOutcome({ tone: "bad", text: t("dojos.roll_call.card_not_genuine") });
    else setOutcome({ tone: "bad", text: t("dojos.roll_call.card_no_connection") });
  }

  function onSubmitNumber(event: FormEvent) {
    event.preventDefault();
    if (normaliseCode(number) === "") {
      setNumberError(t("dojos.roll_call.number_required"));
      return;
    }
    setNumberError(null);
    if (markByCode(number)) setNumber("");
  }

  return (
    <Stack gap="sm">
      <reader.Scanner onText={(text) => void onScanned(text)} problem={null} />
      <form onSubmit={onSubmitNumber} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            style={{ flex: "1 1 12rem" }}
            label={t("dojos.roll_call.number_label")}
            description={t("dojos.roll_call.number_hint")}
            value={number}
            error={numberError}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(event) => setNumber(event.currentTarget.value)}
          />
          <Button type="submit" variant="light">
            {t("dojos.roll_call.number_submit")}
          </Button>
        </Group>
      </form>
      <ScanOutcome outcome={outcome} />
    </Stack>
  );
}
