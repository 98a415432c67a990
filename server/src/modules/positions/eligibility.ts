import type { Belt, EligibilityReason } from "@gkf/contract";
import { positions as positionsEn } from "@gkf/contract/i18n/en-positions";
import { formatBelt } from "../../pdf/labels.js";
import type { MembershipRecordService } from "../memberships/membership-record.service.js";
import { beltRank } from "../memberships/membership-rules.js";
import type { PositionRow } from "./positions.table.js";

type MemberFacts = Awaited<ReturnType<MembershipRecordService["getRecord"]>>;
type MembershipType = Extract<EligibilityReason, { code: "MEMBERSHIP_TYPE_NOT_ACCEPTED" }>["membership_types"][number];

const TEXTS = positionsEn.member.reasons;

/** The web catalogue's English sentence with its `{{placeholders}}` filled. */
function fill(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? "");
}

/**
 * Why a member may not apply, one entry a reason (unpaid or inactive, not compliant, belt, type):
 * a code and its facts, which the web app words in the member's language, and the same sentence
 * in English (`message`) for API clients and the 403's message.
 */
export function ineligibility(position: PositionRow, record: MemberFacts): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  if (!record.has_paid_registration) {
    reasons.push({ code: "REGISTRATION_UNPAID", message: TEXTS.registration_unpaid });
  } else if (record.status !== "ACTIVE") {
    reasons.push({ code: "MEMBERSHIP_NOT_ACTIVE", message: TEXTS.membership_not_active });
  }
  if (position.requires_compliance && record.compliance_status !== "COMPLIANT") {
    const score = record.compliance_score;
    reasons.push({
      code: "NOT_COMPLIANT",
      compliance_score: score,
      message: fill(TEXTS.not_compliant, { score: `${score}%` }),
    });
  }
  if (position.min_belt && beltRank(record.current_belt) < beltRank(position.min_belt)) {
    const minBelt = position.min_belt as Belt;
    const belt = record.current_belt;
    reasons.push({
      code: "BELT_TOO_LOW",
      min_belt: minBelt,
      belt,
      message: belt
        ? fill(TEXTS.belt_too_low, { min_belt: formatBelt(minBelt), belt: formatBelt(belt) })
        : fill(TEXTS.no_belt, { min_belt: formatBelt(minBelt) }),
    });
  }
  const types = position.membership_types ? (position.membership_types.split(",") as MembershipType[]) : [];
  if (types.length > 0 && !(types as string[]).includes(record.current_membership_type)) {
    const groups = types.map((type) => positionsEn.type_groups[type] ?? type.toLowerCase());
    reasons.push({
      code: "MEMBERSHIP_TYPE_NOT_ACCEPTED",
      membership_types: types,
      message: fill(TEXTS.membership_type, {
        types: new Intl.ListFormat("en", { style: "long", type: "disjunction" }).format(groups),
      }),
    });
  }
  return reasons;
}
