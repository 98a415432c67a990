import "@mantine/core/styles/Badge.css";
import {
  type Belt,
  type ErrorBody,
  formatMoney,
  type GradingCandidate,
  type GradingEligibility,
  type GradingRuleWhy,
  type GradingSession,
  type GradingStatus,
} from "@gkf/contract";
import { Badge, List, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../../shared/api/regions";
import { formatDay } from "../../../shared/dates/days";
import { isKeyOf } from "../../../shared/i18n/i18n";
import { formatBelt } from "../../../shared/ui/labels";

export const DAY = "D MMM YYYY";

/** A region's name by its code, once the regions have arrived (silently); the code until then. */
export function useRegionName(): (code: string) => string {
  const regions = useRegions({ silent: true });
  return (code) => regions.data?.items.find((region) => region.code === code)?.name ?? code;
}

/** "The federation", "Ashanti Region" or the dojo's name. */
export function hostName(session: GradingSession, t: TFunction, regionName: (code: string) => string): string {
  return t(`gradings.hosts.${session.host.kind}`, {
    region: session.host.region ? regionName(session.host.region) : "",
    dojo: session.host.dojo?.name ?? "",
  });
}

/** The essentials under a session's heading: kind and day, venue and host, grades, fee and places, deadline. */
export function sessionFacts(
  session: GradingSession & { places_left?: number | null },
  t: TFunction,
  regionName: (code: string) => string,
): string[] {
  const places =
    session.places_left !== undefined && session.places_left !== null
      ? t("gradings.facts.places_left", { count: session.places_left })
      : session.capacity === null
        ? t("gradings.facts.no_limit")
        : t("gradings.facts.places", { capacity: session.capacity });
  return [
    t("gradings.facts.day", { kind: t(`gradings.kinds.${session.kind}`), date: formatDay(session.date, DAY) }),
    t("gradings.facts.place", { venue: session.venue, host: hostName(session, t, regionName) }),
    [
      t("gradings.facts.up_to", { grade: formatBelt(session.highest_grade) }),
      session.fee.amount === 0
        ? t("gradings.facts.free")
        : t("gradings.facts.fee", { amount: formatMoney(session.fee.amount) }),
      places,
    ].join(" · "),
    t("gradings.facts.deadline", { date: formatDay(session.application_deadline, DAY) }),
  ];
}

/** A session's name: "Kyu grading · 18 Jul 2027 · Accra Sports Stadium". */
export function sessionName(session: Pick<GradingSession, "kind" | "date" | "venue">, t: TFunction): string {
  return [t(`gradings.kinds.${session.kind}`), formatDay(session.date, DAY), session.venue].join(" · ");
}

/** "Examiners: Kofi Boateng (3rd dan), …". */
export function examinersLine(session: GradingSession, t: TFunction): string {
  const names = session.examiners.map((examiner) =>
    [
      `${examiner.member.first_name} ${examiner.member.last_name}`,
      examiner.grade ? `(${formatBelt(examiner.grade)})` : null,
    ]
      .filter(Boolean)
      .join(" "),
  );
  return t("gradings.facts.examiners", { names: names.join(", ") });
}

const STATUS_COLOURS: Record<GradingStatus, string> = {
  DRAFT: "gray",
  PUBLISHED: "green",
  CLOSED: "blue",
  COMPLETED: "teal",
  CANCELLED: "red",
};

export function GradingStatusBadge({ status }: { status: GradingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} style={{ flex: "none" }}>
      {t(`gradings.statuses.${status}`)}
    </Badge>
  );
}

/** Why a grading rule is not met, in the reader's language, from the check's facts (`why`). */
function gradingRuleText(why: GradingRuleWhy, t: TFunction): string {
  const reasons = "gradings.rule_reasons";
  const day = (value: string) => formatDay(value, DAY);
  switch (why.code) {
    case "MEMBERSHIP_NOT_ACTIVE":
      return t(`${reasons}.MEMBERSHIP_NOT_ACTIVE`, { status: t(`${reasons}.membership_statuses.${why.status}`) });
    case "MEMBERSHIP_EXPIRES":
    case "MEDICAL_CLEARANCE_EXPIRES":
      return t(`${reasons}.${why.code}`, { expiry: day(why.expiry_date), exam: day(why.exam_date) });
    case "NO_MEDICAL_CLEARANCE":
      return t(`${reasons}.NO_MEDICAL_CLEARANCE`);
    case "TOO_YOUNG":
      return t(`${reasons}.TOO_YOUNG`, { age: why.age, exam: day(why.exam_date), min_age: why.min_age });
    case "TIME_IN_GRADE":
      return why.first_dan_years !== null
        ? t(`${reasons}.FIRST_DAN_TRAINING`, {
            years: why.first_dan_years,
            since: day(why.since),
            ready: day(why.ready),
          })
        : t(`${reasons}.TIME_IN_GRADE`, { months: why.months, since: day(why.since), ready: day(why.ready) });
    case "ATTENDANCE":
      return t(`${reasons}.ATTENDANCE`, { required: why.required, attended: why.attended, since: day(why.since) });
  }
}

/** Why a session does not offer a member their next grade, in the reader's language. */
export function notOfferedText(
  candidate: Pick<GradingCandidate, "not_offered_why" | "not_offered_reason">,
  t: TFunction,
) {
  const why = candidate.not_offered_why;
  if (!why) return candidate.not_offered_reason ?? "";
  if (why.code === "NO_MEMBERSHIP") return t("gradings.not_offered_reasons.NO_MEMBERSHIP");
  const facts = { kind: t(`gradings.not_offered_reasons.kinds.${why.kind}`), highest: formatBelt(why.highest_grade) };
  return why.grade
    ? t("gradings.not_offered_reasons.GRADE_NOT_OFFERED", { ...facts, grade: formatBelt(why.grade) })
    : t("gradings.not_offered_reasons.NO_NEXT_GRADE", facts);
}

/** "Not met", with why when the check says. */
function failedBecause(check: GradingEligibility["checks"][number], t: TFunction): string {
  const reason = check.why ? gradingRuleText(check.why, t) : check.reason;
  return reason ? t("gradings.rule_failed_because", { reason }) : t("gradings.rule_failed");
}

/**
 * Every rule of an eligibility, met or not: the rule's name, then "Met", or "Not met" with why
 * (worded from its facts), or who let it pass and why. `only` "failing" lists the rules not met on their own.
 */
export function RuleChecks({
  eligibility,
  only = "all",
}: {
  eligibility: GradingEligibility;
  only?: "all" | "failing";
}) {
  const { t } = useTranslation();
  const checks = only === "all" ? eligibility.checks : eligibility.checks.filter((check) => !check.met);
  if (checks.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {checks.map((check) => (
        <List.Item key={check.rule}>
          <Text span fw={600} size="sm">
            {t(`gradings.rules.${check.rule}`)}
          </Text>
          {t("gradings.rule_colon")}
          {check.override
            ? t("gradings.rule_overridden", {
                by: `${check.override.by.first_name} ${check.override.by.last_name}`,
                reason: check.override.reason,
              })
            : check.met
              ? t("gradings.rule_met")
              : failedBecause(check, t)}
        </List.Item>
      ))}
    </List>
  );
}

/** A refusal in words: the catalogue's text for a code it knows (in the reader's language), else the server's message. */
export function refusalMessage(body: ErrorBody | null | undefined, t: TFunction): string | null {
  if (!body) return null;
  return isKeyOf(REFUSALS, body.code) ? t(`gradings.refusals.${body.code}`) : body.message;
}

const REFUSALS = {
  DAN_PANEL_TOO_SMALL: true,
  EXAMINER_NOT_AUTHORISED: true,
  PANEL_CANNOT_AWARD: true,
  APPLICATIONS_CLOSED: true,
  GRADE_NOT_OFFERED: true,
  ALREADY_APPLIED: true,
  GRADING_FULL: true,
  NOT_YOUR_STUDENT: true,
} as const;

/** The next grade after `belt` in words, or the grade itself. */
export const gradeLabel = (belt: Belt | null | undefined): string => (belt ? formatBelt(belt) : "");
