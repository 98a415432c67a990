import type { AvailablePosition } from "@gkf/contract";
import type { TFunction } from "i18next";
import { formatDateTime } from "../../../shared/dates/dates";
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
  const groups = eligibility.membership_types.map((type) => t(`positions.type_groups.${type}`));
  const types = new Intl.ListFormat(language, { style: "long", type: "disjunction" }).format(groups);
  return [
    eligibility.min_belt
      ? t("positions.requirements.belt_min", { belt: formatBelt(eligibility.min_belt) })
      : t("positions.requirements.belt_any"),
    groups.length > 0 ? t("positions.requirements.types_some", { types }) : t("positions.requirements.types_any"),
    eligibility.requires_compliance
      ? t("positions.requirements.compliance_required")
      : t("positions.requirements.compliance_not_required"),
  ];
}

/** An application window as people read it, in their local time. */
export function formatWindow(opensAt: string, closesAt: string, t: TFunction): string {
  const format = t("common.formats.date_time");
  return t("positions.window", { from: formatDateTime(opensAt, format), to: formatDateTime(closesAt, format) });
}
