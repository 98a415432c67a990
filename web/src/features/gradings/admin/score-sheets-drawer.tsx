import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import {
  type CandidateSheet,
  GRADING_COMPONENTS,
  type GradingComponent,
  type GradingSession,
  HIGHEST_MARK,
} from "@gkf/contract";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { SelectField } from "../../../shared/forms/select-field";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useDownloadFile } from "../../../shared/ui/file-downloads";
import { formatBelt } from "../../../shared/ui/labels";
import { Loaded } from "../../../shared/ui/loaded";
import { EmptyNote } from "../../../shared/ui/titled-section";
import { useConfirmResult, useSaveScores, useScoreSheets } from "../api/gradings-api";
import { DAY, refusalMessage, sessionName } from "../components/grading-parts";

type Cell = { mark: string; passed: boolean };
const cellKey = (application: string, component: GradingComponent) => `${application}:${component}`;

/**
 * The score sheets of a held session: one examiner's sheet at a time (an official enters it on
 * their behalf), a card per candidate with a mark and a verdict per component (kihon, kata,
 * kumite) that fits a phone; what the sheets say once complete, confirming it, and the
 * certificate of a pass.
 */
export function ScoreSheetsDrawer({ session, onClose }: { session: GradingSession; onClose: () => void }) {
  const { t } = useTranslation();
  const sheets = useScoreSheets(session.id);
  const [examiner, setExaminer] = useState(session.examiners[0]?.member.id ?? "");
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={`${t("gradings.scores.title")}: ${sessionName(session, t)}`}
    >
      <Stack gap="sm">
        <SelectField
          label={t("gradings.scores.examiner")}
          value={examiner}
          onChange={setExaminer}
          options={session.examiners.map((one) => ({
            value: one.member.id,
            label: [`${one.member.first_name} ${one.member.last_name}`, one.member.code].filter(Boolean).join(" · "),
          }))}
        />
        <Loaded read={sheets} failed={t("gradings.load_failed")}>
          {(marked) =>
            marked.candidates.length === 0 ? (
              <EmptyNote>{t("gradings.scores.none")}</EmptyNote>
            ) : (
              // A sheet of its own per examiner: switching examiner starts from what that examiner marked.
              <Sheet key={examiner} session={session} examiner={examiner} candidates={marked.candidates} />
            )
          }
        </Loaded>
      </Stack>
    </Drawer>
  );
}

function initialCells(candidates: CandidateSheet[], examiner: string): Record<string, Cell> {
  const cells: Record<string, Cell> = {};
  for (const candidate of candidates)
    for (const component of candidate.components) {
      const mine = component.marks.find((mark) => mark.examiner === examiner);
      cells[cellKey(candidate.application, component.component)] = mine
        ? { mark: String(mine.mark), passed: mine.passed }
        : { mark: "", passed: false };
    }
  return cells;
}

function Sheet({
  session,
  examiner,
  candidates,
}: {
  session: GradingSession;
  examiner: string;
  candidates: CandidateSheet[];
}) {
  const { t } = useTranslation();
  const save = useSaveScores(session.id);
  const [cells, setCells] = useState(() => initialCells(candidates, examiner));
  const setCell = (key: string, cell: Partial<Cell>) =>
    setCells((current) => ({ ...current, [key]: { ...(current[key] ?? { mark: "", passed: false }), ...cell } }));
  const open = candidates.filter((candidate) => candidate.result === null);
  const scores = open.flatMap((candidate) =>
    GRADING_COMPONENTS.flatMap((component) => {
      const cell = cells[cellKey(candidate.application, component)];
      return cell && cell.mark.trim() !== ""
        ? [{ application: candidate.application, component, mark: Number(cell.mark), passed: cell.passed }]
        : [];
    }),
  );
  const refusal = isHttpError(save.error) ? save.error.body : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not mutate's own callbacks: they never run once the drawer is closed, and the toast was lost
    // although the marks were saved. A refusal shows in the form (the hook is silent).
    save.mutateAsync({ examiner, scores }).then(
      () => void notifySuccess({ title: t("gradings.scores.saved"), message: sessionName(session, t) }),
      () => undefined,
    );
  };

  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      {candidates.map((candidate) => (
        <CandidateCard
          key={candidate.application}
          session={session}
          candidate={candidate}
          cells={cells}
          onCell={setCell}
        />
      ))}
      {refusal && (
        <Alert color="red" role="alert">
          {refusalMessage(refusal, t)}
        </Alert>
      )}
      {open.length > 0 && (
        <Button type="submit" loading={save.isPending} disabled={scores.length === 0}>
          {t("gradings.scores.save")}
        </Button>
      )}
    </Stack>
  );
}

const VERDICT_COLOURS = { PASSED: "green", FAILED: "red", PENDING: "gray" } as const;
const RESULT_COLOURS = { PASSED: "green", FAILED: "red", PARTIAL: "yellow" } as const;

function CandidateCard({
  session,
  candidate,
  cells,
  onCell,
}: {
  session: GradingSession;
  candidate: CandidateSheet;
  cells: Record<string, Cell>;
  onCell: (key: string, cell: Partial<Cell>) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmResult(session.id);
  const download = useDownloadFile();
  const name = `${candidate.member.first_name} ${candidate.member.last_name}`;
  const final = candidate.result !== null;
  const refusal = isHttpError(confirm.error) ? confirm.error.body : null;
  const components = (list: readonly GradingComponent[]) =>
    list.map((component) => t(`gradings.components.${component}`)).join(", ");
  const certificate = candidate.result?.certificate_url ?? null;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700}>{[name, candidate.member.code].filter(Boolean).join(" · ")}</Text>
          {candidate.result && (
            <Badge variant="light" color={RESULT_COLOURS[candidate.result.result]} style={{ flex: "none" }}>
              {t(`gradings.results.${candidate.result.result}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {candidate.from_grade
            ? t("gradings.applications.from_grade", {
                from: formatBelt(candidate.from_grade),
                grade: formatBelt(candidate.grade),
              })
            : t("gradings.applications.for_grade", { grade: formatBelt(candidate.grade) })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {candidate.components.map((component) => {
            const key = cellKey(candidate.application, component.component);
            const cell = cells[key] ?? { mark: "", passed: false };
            const label = t(`gradings.components.${component.component}`);
            return (
              <Paper key={component.component} withBorder radius="sm" p="xs" role="group" aria-label={label}>
                <Stack gap={6}>
                  <Group justify="space-between" gap={4} wrap="nowrap">
                    <Text fw={600} size="sm">
                      {label}
                    </Text>
                    <Badge variant="light" color={VERDICT_COLOURS[component.verdict]} style={{ flex: "none" }}>
                      {t(`gradings.verdicts.${component.verdict}`)}
                    </Badge>
                  </Group>
                  <TextInput
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={HIGHEST_MARK}
                    label={t("gradings.scores.mark", { component: label })}
                    value={cell.mark}
                    onChange={(change) => onCell(key, { mark: change.currentTarget.value })}
                    disabled={final}
                  />
                  <Checkbox
                    label={t("gradings.scores.passed", { component: label })}
                    checked={cell.passed}
                    onChange={(change) => onCell(key, { passed: change.currentTarget.checked })}
                    disabled={final}
                  />
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        {!final && candidate.proposed && (
          <Group gap="xs" justify="space-between">
            <Text size="sm">
              {t("gradings.scores.sheets_say", { result: t(`gradings.results.${candidate.proposed.result}`) })}
            </Text>
            <Button
              variant="light"
              loading={confirm.isPending}
              onClick={() =>
                // Not mutate's own callbacks: the drawer's close, or another candidate confirmed
                // meanwhile, dropped them, and the toast was lost.
                confirm.mutateAsync(candidate.application).then(
                  () => void notifySuccess({ title: t("gradings.scores.confirmed"), message: name }),
                  () => undefined,
                )
              }
            >
              {t("gradings.scores.confirm")}
            </Button>
          </Group>
        )}
        {candidate.result?.result === "PARTIAL" && candidate.result.retake_deadline && (
          <Text size="sm">
            {t("gradings.retake", {
              components: components(candidate.result.retake),
              date: formatDay(candidate.result.retake_deadline, DAY),
            })}
          </Text>
        )}
        {certificate && (
          <div>
            <Button
              variant="default"
              loading={download.isDownloading(certificate)}
              onClick={() =>
                download.download({ url: certificate, fileName: `grade-certificate-${candidate.application}.pdf` })
              }
            >
              {t("gradings.scores.certificate")}
            </Button>
          </div>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusalMessage(refusal, t)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
