import type { AvailablePosition, EligibilityReason, Language } from "@gkf/contract";
import type { TFunction } from "i18next";
import { formatDateTime } from "../../../shared/dates/dates";
import { formatPercent } from "../../../shared/i18n/numbers";
import { formatBelt } from "../../../shared/ui/labels";
import { getTimeLeft } from "./time-left";

type Eligibility = AvailablePosition["eligibility"];

/** "Closes in 5 days", "Closes in 3 hours", …, or "Applications are closed". */
export function formatClosing(closesAt: string, now: number, t: TFunction): string {
  const left = getTimeLeft(closesAt, now);
  if (left === "over") return t("positions.closed");
  if (left === "under-a-minute") return t("positions.closes_now");
  const time =
    left.unit === "day"
      ? t("common.duration.day", { count: left.count })
      : left.unit === "hour"
        ? t("common.duration.hour", { count: left.count })
        : t("common.duration.minute", { count: left.count });
  return t("positions.closes_in", { time });
}

/** The requirements of a position, one sentence each: belt, membership types, compliance. */
export function describeRequirements(eligibility: Eligibility, t: TFunction, language: string): string[] {
  const types = typeGroups(eligibility.membership_types, t, language);
  return [
    eligibility.min_belt
      ? t("positions.requirements.belt_min", { belt: formatBelt(eligibility.min_belt) })
      : t("positions.requirements.belt_any"),
    eligibility.membership_types.length > 0
      ? t("positions.requirements.types_some", { types })
      : t("positions.requirements.types_any"),
    eligibility.requires_compliance
      ? t("positions.requirements.compliance_required")
      : t("positions.requirements.compliance_not_required"),
  ];
}

/** Membership types as groups of people: "coaches or referees". */
function typeGroups(types: readonly Eligibility["membership_types"][number][], t: TFunction, language: string): string {
  const groups = types.map((type) => t(`positions.type_groups.${type}`));
  return new Intl.ListFormat(language, { style: "long", type: "disjunction" }).format(groups);
}

/** Why the member cannot apply yet, in their language, from the server's code and facts. */
export function describeIneligibility(reason: EligibilityReason, t: TFunction, language: Language): string {
  switch (reason.code) {
    case "REGISTRATION_UNPAID":
      return t("positions.member.reasons.registration_unpaid");
    case "MEMBERSHIP_NOT_ACTIVE":
      return t("positions.member.reasons.membership_not_active");
    case "NOT_COMPLIANT":
      return t("positions.member.reasons.not_compliant", { score: formatPercent(reason.compliance_score, language) });
    case "BELT_TOO_LOW":
      return reason.belt
        ? t("positions.member.reasons.belt_too_low", {
            min_belt: formatBelt(reason.min_belt),
            belt: formatBelt(reason.belt),
          })
        : t("positions.member.reasons.no_belt", { min_belt: formatBelt(reason.min_belt) });
    case "MEMBERSHIP_TYPE_NOT_ACCEPTED":
      return t("positions.member.reasons.membership_type", { types: typeGroups(reason.membership_types, t, language) });
    default:
      // A reason this app does not know yet: the server's English sentence.
      return (reason as { message: string }).message;
  }
}

/** An application window as people read it, in their local time. */
export function formatWindow(opensAt: string, closesAt: string, t: TFunction): string {
  const format = t("common.formats.date_time");
  return t("positions.window", { from: formatDateTime(opensAt, format), to: formatDateTime(closesAt, format) });
}
