import type { GradingSession } from "@gkf/contract";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../shared/notifications/notify";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { Loaded } from "../../../shared/ui/loaded";
import { PageHeader } from "../../../shared/ui/page-header";
import { useAdminGradings, useGradingStatus } from "../api/gradings-api";
import {
  examinersLine,
  GradingStatusBadge,
  sessionFacts,
  sessionName,
  useRegionName,
} from "../components/grading-parts";
import { ApplicationsDrawer } from "./applications-drawer";
import { GradingFormModal } from "./grading-form-modal";
import { ScoreSheetsDrawer } from "./score-sheets-drawer";

type Open = { session: GradingSession; part: "applications" | "scores" } | null;

/**
 * `/dashboard/my-control-panel/gradings`: the grading sessions I hold (the server decides which:
 * national officials any, regional admins their region's, a head instructor their dojo's),
 * creating one with its panel, publishing it, its applications rule by rule (letting a failed
 * rule pass with a reason), the score sheets and the results with their certificates.
 */
export function AdminGradingsPage() {
  const { t } = useTranslation();
  usePageTitle(t("gradings.title"));
  const sessions = useAdminGradings();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);

  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t("gradings.title")}
        subtitle={t("gradings.admin.intro")}
        back="my-control-panel"
        actions={<Button onClick={() => setCreating(true)}>{t("gradings.admin.create")}</Button>}
      />
      <Loaded read={sessions} failed={t("gradings.load_failed")} empty={t("gradings.admin.none")}>
        {(list) =>
          list.map((session) => (
            <SessionCard key={session.id} session={session} onOpen={(part) => setOpen({ session, part })} />
          ))
        }
      </Loaded>
      {creating && <GradingFormModal onClose={() => setCreating(false)} />}
      {open?.part === "applications" && <ApplicationsDrawer session={open.session} onClose={() => setOpen(null)} />}
      {open?.part === "scores" && <ScoreSheetsDrawer session={open.session} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

function SessionCard({
  session,
  onOpen,
}: {
  session: GradingSession;
  onOpen: (part: "applications" | "scores") => void;
}) {
  const { t } = useTranslation();
  const regionName = useRegionName();
  const status = useGradingStatus();
  // Not mutate's own callbacks: a second action on the card before the first answer replaced them,
  // and the first toast was lost.
  const act = (action: "publish" | "close" | "complete") =>
    status.mutateAsync({ id: session.id, action }).then(
      () =>
        void notifySuccess({
          title: t(
            `gradings.admin.${action === "publish" ? "published" : action === "close" ? "closed" : "completed"}`,
          ),
          message: session.venue,
        }),
      () => undefined,
    );
  const isBusy = (action: string) => status.isPending && status.variables?.action === action;
  const [first, ...rest] = sessionFacts(session, t, regionName);
  const held = session.status === "PUBLISHED" || session.status === "CLOSED" || session.status === "COMPLETED";
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={sessionName(session, t)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
            {first}
          </Text>
          <GradingStatusBadge status={session.status} />
        </Group>
        {rest.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {examinersLine(session, t)}
        </Text>
        <Group gap="xs">
          {session.status === "DRAFT" && (
            <Button onClick={() => act("publish")} loading={isBusy("publish")}>
              {t("gradings.admin.publish")}
            </Button>
          )}
          {held && (
            <Button variant="light" onClick={() => onOpen("applications")}>
              {t("gradings.admin.applications")}
            </Button>
          )}
          {held && (
            <Button variant="light" onClick={() => onOpen("scores")}>
              {t("gradings.admin.scores")}
            </Button>
          )}
          {session.status === "PUBLISHED" && (
            <Button variant="default" onClick={() => act("close")} loading={isBusy("close")}>
              {t("gradings.admin.close")}
            </Button>
          )}
          {(session.status === "PUBLISHED" || session.status === "CLOSED") && (
            <Button variant="default" onClick={() => act("complete")} loading={isBusy("complete")}>
              {t("gradings.admin.complete")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
