import type { CredentialState, Dojo, DojoInstructor } from "@gkf/contract";
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { notifySuccess } from "../../../shared/notifications/notify";
import { formatBelt } from "../../../shared/ui/labels";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { CardSection, LoadingNote } from "../../../shared/ui/titled-section";
import { useAddInstructor, useInstructors } from "../api/dojo-people";
import { ActivitiesFrame } from "./activities-frame";

const CREDENTIAL_COLOURS: Record<CredentialState, string> = {
  VALID: "green",
  PENDING_REVIEW: "yellow",
  EXPIRED: "red",
  MISSING: "gray",
};

/** `/dashboard/my-activities/instructors`: who teaches, their credentials, and (head only) adding an assistant. */
export function InstructorsPage() {
  return <ActivitiesFrame page="instructors">{(dojo) => <Instructors dojo={dojo} />}</ActivitiesFrame>;
}

function Instructors({ dojo }: { dojo: Dojo }) {
  const { t } = useTranslation();
  const instructors = useInstructors(dojo.id);
  if (!instructors.data) {
    return instructors.isError ? (
      <LoadFailed message={t("dojos.instructors.load_failed")} onRetry={() => instructors.refetch()} />
    ) : (
      <LoadingNote />
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t("dojos.instructors.heading")}
      </Title>
      {instructors.data.map((instructor) => (
        <InstructorCard key={instructor.member_id} instructor={instructor} />
      ))}
      {dojo.my_role === "HEAD" ? (
        <AddAssistantForm dojoId={dojo.id} />
      ) : (
        <Text size="sm" c="dimmed">
          {t("dojos.instructors.head_adds")}
        </Text>
      )}
    </Stack>
  );
}

function InstructorCard({ instructor }: { instructor: DojoInstructor }) {
  const { t } = useTranslation();
  const name = `${instructor.first_name} ${instructor.last_name}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge variant="light" color={instructor.role === "HEAD" ? "gkf" : "gray"}>
            {t(`dojos.instructors.roles.${instructor.role}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {instructor.belt ? formatBelt(instructor.belt) : t("dojos.no_belt")} ·{" "}
          {t(`dojos.membership_statuses.${instructor.membership_status}`)}
        </Text>
        {instructor.flagged && (
          <Alert color="red" variant="light" p="xs">
            {t("dojos.instructors.flagged")}
          </Alert>
        )}
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
          {instructor.credentials.map((credential) => (
            <Group component="li" key={credential.type} gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">{t(`dojos.credentials.${credential.type}`)}</Text>
              <Badge variant="light" color={CREDENTIAL_COLOURS[credential.state]} style={{ flex: "none" }}>
                {credential.state === "VALID" && credential.expiry_date
                  ? t("dojos.credential_states.VALID_until", { date: formatDay(credential.expiry_date, "D MMM YYYY") })
                  : t(`dojos.credential_states.${credential.state}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The head instructor adds an assistant by their membership number (an ACTIVE coach). */
function AddAssistantForm({ dojoId }: { dojoId: string }) {
  const { t } = useTranslation();
  const add = useAddInstructor(dojoId);
  const [member, setMember] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <CardSection id="add-assistant" title={t("dojos.instructors.add_heading")} level={3}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (member.trim().length < 3) {
            setError(t("dojos.instructors.member_required"));
            return;
          }
          setError(null);
          // Not mutate's own callbacks: they never run once the head has left the page, and a second
          // assistant added before the first answer replaced them; the toast was lost.
          add.mutateAsync(member.trim()).then(
            (added) => {
              setMember("");
              void notifySuccess({
                title: t("dojos.instructors.added_title"),
                message: t("dojos.instructors.added_message", { name: `${added.first_name} ${added.last_name}` }),
              });
            },
            () => undefined,
          );
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("dojos.instructors.member_label")}
            description={t("dojos.instructors.member_hint")}
            value={member}
            error={error}
            onChange={(event) => setMember(event.currentTarget.value)}
          />
          <Button type="submit" loading={add.isPending}>
            {t("dojos.instructors.add")}
          </Button>
        </Stack>
      </form>
    </CardSection>
  );
}
