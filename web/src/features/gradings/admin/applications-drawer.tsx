import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import { type GradingApplication, type GradingRule, type GradingSession, OVERRIDE_REASON_MIN } from "@gkf/contract";
import { Alert, Badge, Button, Drawer, Group, Modal, Paper, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { Loaded } from "../../../shared/ui/loaded";
import { useOpening } from "../../../shared/ui/use-opening";
import { useApplications, useOverride } from "../api/gradings-api";
import { RuleChecks, refusalMessage, sessionName } from "../components/grading-parts";

type Overriding = { application: GradingApplication; rule: GradingRule } | null;

/**
 * A session's applications, each rule judged now at the exam date (met, not met with the reason,
 * or let pass by an official), with the fee and whether the candidate may be examined; a failed
 * rule can be let pass with a written reason.
 */
export function ApplicationsDrawer({ session, onClose }: { session: GradingSession; onClose: () => void }) {
  const { t } = useTranslation();
  const applications = useApplications(session.id);
  const [overriding, setOverriding] = useState<Overriding>(null);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={`${t("gradings.applications.title")}: ${sessionName(session, t)}`}
    >
      <Stack gap="sm">
        <Loaded read={applications} failed={t("gradings.load_failed")} empty={t("gradings.applications.none")}>
          {(list) =>
            list.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                onOverride={(rule) => setOverriding({ application, rule })}
              />
            ))
          }
        </Loaded>
      </Stack>
      {overriding && (
        <OverrideModal sessionId={session.id} overriding={overriding} onClose={() => setOverriding(null)} />
      )}
    </Drawer>
  );
}

function ApplicationCard({
  application,
  onOverride,
}: {
  application: GradingApplication;
  onOverride: (rule: GradingRule) => void;
}) {
  const { t } = useTranslation();
  const name = `${application.member.first_name} ${application.member.last_name}`;
  const isLive = application.status === "SUBMITTED";
  const failing = application.eligibility.checks.filter((check) => !check.met && !check.override);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700}>{[name, application.member.code].filter(Boolean).join(" · ")}</Text>
          {isLive ? (
            <Badge variant="light" color={application.ready ? "green" : "yellow"} style={{ flex: "none" }}>
              {application.ready ? t("gradings.applications.ready") : t("gradings.applications.not_ready")}
            </Badge>
          ) : (
            <Badge variant="light" color="gray" style={{ flex: "none" }}>
              {t("gradings.applications.withdrawn")}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {[
            application.from_grade
              ? t("gradings.applications.from_grade", {
                  from: formatBelt(application.from_grade),
                  grade: formatBelt(application.grade),
                })
              : t("gradings.applications.for_grade", { grade: formatBelt(application.grade) }),
            t(`gradings.applications.applied_by.${application.applied_by}`),
            application.paid ? t("gradings.applications.paid") : t("gradings.applications.unpaid"),
          ].join(" · ")}
        </Text>
        <RuleChecks eligibility={application.eligibility} />
        <Text size="sm" c="dimmed">
          {t("gradings.attended", { count: application.eligibility.attended })}
        </Text>
        {isLive && failing.length > 0 && (
          <Group gap="xs">
            {failing.map((check) => (
              <Button key={check.rule} variant="light" onClick={() => onOverride(check.rule)}>
                {t("gradings.applications.override", { rule: t(`gradings.rules.${check.rule}`) })}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function OverrideModal({
  sessionId,
  overriding,
  onClose,
}: {
  sessionId: string;
  overriding: NonNullable<Overriding>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const override = useOverride(sessionId);
  const opening = useOpening();
  const [reason, setReason] = useState("");
  const { application, rule } = overriding;
  const name = `${application.member.first_name} ${application.member.last_name}`;
  const fields = getServerFieldErrors(override.error);
  const refusal = isHttpError(override.error) && !fields.reason ? override.error.body : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stillOpen = opening.current();
    // Not mutate's own callbacks: they never run once the dialog is closed (it unmounts), and the
    // toast was lost although the rule was overridden. A late answer closes nothing opened since.
    override.mutateAsync({ applicationId: application.id, rule, reason: reason.trim() }).then(
      () => {
        if (stillOpen()) onClose();
        void notifySuccess({ title: t("gradings.applications.overridden"), message: name });
      },
      () => undefined,
    );
  };
  return (
    <Modal opened onClose={onClose} title={t("gradings.applications.override_title")}>
      <Stack component="form" gap="sm" onSubmit={submit}>
        <Text size="sm">{t("gradings.applications.override_for", { rule: t(`gradings.rules.${rule}`), name })}</Text>
        <Textarea
          label={t("gradings.applications.override_reason")}
          description={t("gradings.applications.override_hint")}
          value={reason}
          onChange={(change) => setReason(change.currentTarget.value)}
          error={fields.reason}
          minLength={OVERRIDE_REASON_MIN}
          minRows={3}
          required
          data-autofocus
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusalMessage(refusal, t)}
          </Alert>
        )}
        <Button type="submit" loading={override.isPending}>
          {t("gradings.applications.override_save")}
        </Button>
      </Stack>
    </Modal>
  );
}
