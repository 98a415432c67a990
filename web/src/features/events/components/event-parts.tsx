import "@mantine/core/styles/Badge.css";
import {
  type EntryRuleWhy,
  type EntryStatus,
  type EventCategory,
  type EventEligibility,
  type EventEntry,
  type EventStatus,
  formatMoney,
  type GkfEvent,
} from "@gkf/contract";
import { Badge, List, Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { formatDay } from "../../../shared/dates/days";
import { formatBelt } from "../../../shared/ui/labels";

const DAY = "D MMM YYYY";

/** "12 Jun 2027" or "12 Jun 2027 to 13 Jun 2027". */
export function eventDates(event: Pick<GkfEvent, "starts_on" | "ends_on">, t: TFunction): string {
  const from = formatDay(event.starts_on, DAY);
  return event.starts_on === event.ends_on
    ? t("events.one_day", { day: from })
    : t("events.dates", { from, to: formatDay(event.ends_on, DAY) });
}

/**
 * A region's name by its code ("Ashanti" for "AH"), once the regions have arrived (fetched once a
 * visit, silently); until then, or for an unknown code, the code itself.
 */
export function useRegionName(): (code: string) => string {
  const regions = useRegions({ silent: true });
  return (code) => regions.data?.items.find((region) => region.code === code)?.name ?? code;
}

/** The essentials under an event's title: type, dates, venue, organiser, fee, places, window. */
export function eventFacts(
  event: GkfEvent,
  t: TFunction,
  regionName: (code: string) => string = (code) => code,
): string[] {
  const organiser = t(`events.organisers.${event.organiser.kind}`, {
    region: event.organiser.region ? regionName(event.organiser.region) : "",
    dojo: event.organiser.dojo?.name ?? "",
  });
  const places =
    event.capacity === null
      ? t("events.places_unlimited", { taken: event.places_taken })
      : t("events.places", { taken: event.places_taken, capacity: event.capacity });
  const window =
    new Date(event.registration_opens_at).getTime() > Date.now()
      ? t("events.opens_on", { date: formatDay(event.registration_opens_at, DAY) })
      : t("events.closes_on", { date: formatDay(event.registration_closes_at, DAY) });
  return [
    `${t(`events.types.${event.type}`)} · ${eventDates(event, t)}`,
    `${event.venue} · ${organiser}`,
    [
      event.fee.amount === 0 ? t("events.free") : t("events.fee", { amount: formatMoney(event.fee.amount) }),
      event.min_belt ? t("events.min_belt", { belt: formatBelt(event.min_belt) }) : null,
    ]
      .filter(Boolean)
      .join(" · "),
    // A line of its own that keeps its shape as entries come in: the waiting list is named from
    // zero on a capped event, so a first waitlisted entry does not wrap the line and push the page.
    event.capacity === null ? places : `${places} · ${t("events.waitlisted_count", { count: event.waitlisted })}`,
    window,
  ];
}

/** "Senior · Women · Kumite · -55 kg" for a category; its code when the event no longer has it. */
export function categoryLabel(code: string | null, categories: readonly EventCategory[], t: TFunction): string {
  const category = categories.find((one) => one.code === code);
  if (!category) return code ?? "";
  return [
    t(`events.age_groups.${category.age_group}`),
    t(`events.genders.${category.gender}`),
    t(`events.disciplines.${category.discipline}`),
    category.weight_class ? `${category.weight_class} kg` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

const ENTRY_COLOURS: Record<EntryStatus, string> = {
  SUBMITTED: "yellow",
  CONFIRMED: "green",
  WAITLISTED: "blue",
  WITHDRAWN: "gray",
  REJECTED: "red",
};

export function EntryStatusBadge({ status }: { status: EntryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={ENTRY_COLOURS[status]} style={{ flex: "none" }}>
      {t(`events.entry_statuses.${status}`)}
    </Badge>
  );
}

const EVENT_COLOURS: Record<EventStatus, string> = {
  DRAFT: "gray",
  PUBLISHED: "green",
  CLOSED: "blue",
  CANCELLED: "red",
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={EVENT_COLOURS[status]} style={{ flex: "none" }}>
      {t(`events.event_statuses.${status}`)}
    </Badge>
  );
}

/** Why a rule is not met, in the reader's language, from the check's facts (`why`). */
function ruleReasonText(why: EntryRuleWhy, t: TFunction): string {
  const reasons = "events.rule_reasons";
  switch (why.code) {
    case "MEMBERSHIP_NOT_ACTIVE":
      return t(`${reasons}.MEMBERSHIP_NOT_ACTIVE`, {
        status: t(`${reasons}.membership_statuses.${why.status}`),
      });
    case "BELT_TOO_LOW":
      return why.belt
        ? t(`${reasons}.BELT_TOO_LOW`, { min_belt: formatBelt(why.min_belt), belt: formatBelt(why.belt) })
        : t(`${reasons}.NO_BELT`, { min_belt: formatBelt(why.min_belt) });
    case "MEDICAL_CLEARANCE_EXPIRES":
      return t(`${reasons}.MEDICAL_CLEARANCE_EXPIRES`, { date: formatDay(why.expiry_date, DAY) });
    case "AGE_GROUP":
      return why.age_group
        ? t(`${reasons}.AGE_GROUP`, {
            age: why.age,
            date: formatDay(why.on, DAY),
            age_group: t(`events.age_groups.${why.age_group}`),
          })
        : t(`${reasons}.NO_AGE_GROUP`, { age: why.age, date: formatDay(why.on, DAY) });
    case "GENDER":
      return why.gender ? t(`${reasons}.GENDER_${why.gender}`) : t(`${reasons}.NO_CATEGORY`);
    default:
      return t(`${reasons}.${why.code}`);
  }
}

/** Why an entry is where it is (its `reason_code`), in the reader's language; nothing with no reason. */
export function EntryReason({ entry }: { entry: Pick<EventEntry, "reason" | "reason_code" | "reason_note"> }) {
  const { t } = useTranslation();
  const code = entry.reason_code;
  // An entry stored before the codes and matching none of their sentences keeps its own.
  const text = !code
    ? entry.reason
    : code === "WITHDRAWN" && entry.reason_note
      ? t("events.entry_reasons.WITHDRAWN_NOTE", { note: entry.reason_note })
      : t(`events.entry_reasons.${code}`);
  return text ? <Text size="sm">{text}</Text> : null;
}

/** Each failing rule named in words, with why; nothing when every rule is met. */
export function FailingRules({ eligibility }: { eligibility: EventEligibility }) {
  const { t } = useTranslation();
  const failing = eligibility.checks.filter((check) => !check.met);
  if (failing.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {failing.map((check) => {
        const why = check.why ? ruleReasonText(check.why, t) : check.reason;
        return (
          <List.Item key={check.rule}>
            <Text span fw={600} size="sm">
              {t(`events.rules.${check.rule}`)}
            </Text>
            {why ? t("events.rule_because", { reason: why }) : ""}
          </List.Item>
        );
      })}
    </List>
  );
}

/** The rules a refusal names (403 NOT_ELIGIBLE: `fields` by rule), or its message alone. */
export function RefusalText({ message, fields }: { message: string; fields?: Record<string, string> | undefined }) {
  const { t } = useTranslation();
  const rules = Object.entries(fields ?? {});
  return (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      {rules.length > 0 && (
        <List size="sm" spacing={2}>
          {rules.map(([rule, reason]) => (
            <List.Item key={rule}>
              <Text span fw={600} size="sm">
                {t(`events.rules.${rule}`, { defaultValue: rule })}
              </Text>
              {t("events.rule_because", { reason })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** A placing as a member reads it: "1st", "2nd"… (English) or "1er", "2e"… (French). */
export function formatPlacing(placing: number, language: string): string {
  if (language.startsWith("fr")) return placing === 1 ? "1er" : `${placing}e`;
  const tens = placing % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? "th"
      : placing % 10 === 1
        ? "st"
        : placing % 10 === 2
          ? "nd"
          : placing % 10 === 3
            ? "rd"
            : "th";
  return `${placing}${suffix}`;
}
