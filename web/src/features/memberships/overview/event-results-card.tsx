import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type MyEventEntry, useMyEventResults } from "../../../shared/api/my-event-results";
import { formatDay } from "../../../shared/dates/days";
import { CardSection } from "../../../shared/ui/titled-section";

const SHOWN = 5;

/**
 * The member's latest results under their belt history: a tournament's placing (gold, silver,
 * bronze or the place) and the seminars and courses they attended, with a link to all their
 * events. Nothing at all until there is a result, so a member with none sees no empty card.
 */
export function EventResultsCard() {
  const { t } = useTranslation();
  const { results } = useMyEventResults();
  if (results.length === 0) return null;
  return (
    <CardSection id="event-results-heading" title={t("memberships.overview.results.heading")}>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {results.slice(0, SHOWN).map((entry) => (
          <ResultLine key={entry.id} entry={entry} />
        ))}
      </Stack>
      <Anchor component={Link} to="/dashboard/my-membership/events" size="sm">
        {t("memberships.overview.results.all")}
      </Anchor>
    </CardSection>
  );
}

function ResultLine({ entry }: { entry: MyEventEntry }) {
  const { t } = useTranslation();
  const placing = entry.result?.placing ?? null;
  const outcome =
    placing === null
      ? t("memberships.overview.results.attended")
      : placing <= 3
        ? t(`memberships.overview.results.medals.${placing as 1 | 2 | 3}`)
        : t("memberships.overview.results.placing", { placing });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {entry.event.title}
        </Text>
        <Text size="xs" c="dimmed">
          {[formatDay(entry.event.starts_on, "D MMM YYYY"), entry.category].filter(Boolean).join(" · ")}
        </Text>
      </Stack>
      <Text size="sm" fw={700} c={placing !== null && placing <= 3 ? "gkf.7" : undefined}>
        {outcome}
      </Text>
    </Group>
  );
}
