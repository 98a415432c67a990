import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/SimpleGrid.css";
import type { SystemStatus } from "@gkf/contract";
import { site } from "@gkf/contract/i18n/en-site";
import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { isKeyOf } from "../../shared/i18n/i18n";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { Loaded } from "../../shared/ui/loaded";
import { LoadingBlock } from "../../shared/ui/loading-block";
import { CardSection, EmptyNote } from "../../shared/ui/titled-section";
import { formatUptime } from "./format-uptime";
import classes from "./status-page.module.css";
import { useSystemStatus } from "./use-system-status";

type Details = NonNullable<SystemStatus["details"]>;
type IntegrationState = Details["integrations"][number]["state"];

const STATE_COLORS: Record<IntegrationState, string> = { ok: "green", degraded: "orange", disabled: "gray" };

/**
 * /status: whether the portal works, in words for people; a signed-in staff member also sees the
 * details (version, database, integrations, failed messages), which the server gives only them.
 */
export function StatusPage() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  usePageTitle(t("system.status.title"));

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={1} fz={{ base: "h2", sm: "h1" }}>
              {t("system.status.heading")}
            </Title>
            <Text c="dimmed" mt={4}>
              {t("system.status.intro")}
            </Text>
          </div>
          <Button
            variant="light"
            size="sm"
            className={classes.refresh}
            onClick={() => status.refetch()}
            loading={status.isFetching}
          >
            {t("common.actions.refresh")}
          </Button>
        </Group>

        <Loaded read={status} failed={t("system.status.load_failed")} loader={<LoadingBlock />}>
          {(data) => <StatusSummary status={data} checkedAt={status.dataUpdatedAt} />}
        </Loaded>
      </Stack>
    </Container>
  );
}

function StatusSummary({ status, checkedAt }: { status: SystemStatus; checkedAt: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        color={status.status === "ok" ? "green" : "orange"}
        title={status.status === "ok" ? t("system.status.overall.ok") : t("system.status.overall.degraded")}
      >
        {t("system.status.checked_at", { time: formatDateTime(checkedAt, t("common.formats.time")) })}
      </Alert>
      <Paper withBorder p="md">
        <Stack gap={0}>
          {status.services.map((service) => (
            <div key={service.name} className={classes.detailRow}>
              <Text fw={600}>{t(`system.status.services.${service.name}`)}</Text>
              <Badge color={STATE_COLORS[service.state]} variant="light" style={{ flexShrink: 0 }}>
                {t(`system.status.integration_states.${service.state}`)}
              </Badge>
            </div>
          ))}
        </Stack>
      </Paper>
      {status.details && (
        <>
          <Title order={2} fz="h3" mt="md">
            {t("system.status.staff_heading")}
          </Title>
          <StatusDetails details={status.details} />
        </>
      )}
    </>
  );
}

function StatusDetails({ details: status }: { details: Details }) {
  const { t } = useTranslation();
  const { database, messages } = status;
  const yesNo = (value: boolean) => (
    <Badge color={value ? "green" : "red"} variant="light">
      {value ? t("common.states.yes") : t("common.states.no")}
    </Badge>
  );
  const featureFlags = Object.entries(status.features);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section title={t("system.status.overview_heading")}>
          <DetailList
            rows={[
              [t("system.status.version"), status.version],
              [t("system.status.environment"), status.environment],
              [t("system.status.uptime"), formatUptime(status.uptime_seconds, t)],
              [t("system.status.started_at"), formatDateTime(status.started_at, t("common.formats.date_time"))],
            ]}
          />
        </Section>

        <Section title={t("system.status.database_heading")}>
          <DetailList
            rows={[
              [t("system.status.engine"), t(`system.status.engines.${database.engine}`)],
              [t("system.status.reachable"), yesNo(database.reachable)],
              [
                t("system.status.latency"),
                database.latency_ms === null
                  ? t("system.status.not_measured")
                  : t("system.status.latency_value", { value: database.latency_ms }),
              ],
              [t("system.status.migrations"), database.migrations_applied],
              [t("system.status.latest_migration"), database.latest_migration ?? t("system.status.none")],
            ]}
          />
        </Section>
      </SimpleGrid>

      {messages && (
        <Section title={t("system.status.messages_heading")}>
          <DetailList
            rows={[
              [t("system.status.messages_pending"), messages.pending],
              [
                t("system.status.messages_failed"),
                <Badge key="failed" color={messages.failed_last_24h > 0 ? "red" : "green"} variant="light">
                  {`${messages.failed_sms_last_24h} / ${messages.failed_email_last_24h}`}
                </Badge>,
              ],
            ]}
          />
        </Section>
      )}

      <Section title={t("system.status.integrations_heading")}>
        <Stack gap={0}>
          {status.integrations.map((integration) => (
            <div key={integration.name} className={classes.detailRow}>
              <div>
                <Text fw={600}>
                  {isKeyOf(site.status.integration_names, integration.name)
                    ? t(`system.status.integration_names.${integration.name}`)
                    : integration.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t("system.status.provider", { provider: integration.provider })}
                </Text>
                {integration.detail && (
                  <Text size="sm" c="dimmed">
                    {integration.detail}
                  </Text>
                )}
              </div>
              <Badge color={STATE_COLORS[integration.state]} variant="light" style={{ flexShrink: 0 }}>
                {t(`system.status.integration_states.${integration.state}`)}
              </Badge>
            </div>
          ))}
        </Stack>
      </Section>

      <Section title={t("system.status.features_heading")}>
        {featureFlags.length === 0 ? (
          <EmptyNote>{t("system.status.no_features")}</EmptyNote>
        ) : (
          <DetailList
            rows={featureFlags.map(([flag, isOn]) => [
              isKeyOf(site.status.feature_names, flag) ? t(`system.status.feature_names.${flag}`) : flag,
              <Badge key={flag} color={isOn ? "green" : "gray"} variant="light">
                {isOn ? t("common.states.on") : t("common.states.off")}
              </Badge>,
            ])}
          />
        )}
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <CardSection id={id} title={title}>
      {children}
    </CardSection>
  );
}

function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={classes.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.detailRow}>
          <dt className={classes.detailLabel}>{label}</dt>
          <dd className={classes.detailValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
