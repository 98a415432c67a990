import { type CandidateSheet, GRADING_RESULT_ERROR_CODES, RETAKE_MONTHS } from "@gkf/contract";
import { inTransaction } from "../../db/transaction.js";
import { AppError } from "../../http/errors.js";
import { formatBelt } from "../../pdf/labels.js";
import { addMonths } from "./grading-eligibility.js";
import type { GradingDeps } from "./gradings.service.js";
import type { GradingSessionRow } from "./gradings.table.js";
import { COMPONENT_NAMES, type Proposal } from "./score-sheets.js";
import { ScoresRepository } from "./scores.repository.js";

/** One confirmed result: the candidate's sheet and what is recorded for them. */
export type ChosenResult = Proposal & { sheet: CandidateSheet };

/**
 * Records confirmed results in one transaction (decision 90): each result's row (final: a second
 * confirmation of the same candidate fails with RESULT_FINAL), a pass's grade awarded through the
 * memberships module (belt history, current belt, certificate), and each member told their result.
 */
export async function recordResults(
  deps: GradingDeps,
  session: GradingSessionRow,
  chosen: ChosenResult[],
  decidedBy: string,
  examiners: string[],
): Promise<void> {
  const now = new Date().toISOString();
  const deadline = addMonths(session.exam_date, RETAKE_MONTHS);
  const link = `${deps.publicUrl}/dashboard/my-membership/events`;
  await inTransaction(deps.db, async (trx) => {
    const repository = new ScoresRepository(trx);
    for (const { sheet, result, retake } of chosen) {
      // The result's row first: a second confirmation of the same candidate fails here (RESULT_FINAL).
      if (
        !(await repository.insertResult({
          application_id: sheet.application,
          session_id: session.id,
          user_id: sheet.member.id,
          result,
          retake: result === "PARTIAL" ? retake.join(",") : null,
          retake_deadline: result === "PARTIAL" ? deadline : null,
          award_id: null,
          decided_by: decidedBy,
          decided_at: now,
        }))
      ) {
        throw new AppError(409, GRADING_RESULT_ERROR_CODES.RESULT_FINAL, "This result was confirmed a moment ago.");
      }
      let certificate = link;
      if (result === "PASSED") {
        const award = await deps.records.grades.awardGrade(
          {
            userId: sheet.member.id,
            belt: sheet.grade,
            gradingDate: session.exam_date,
            venue: session.venue,
            examiners,
            sourceRef: `grading:${sheet.application}`,
            awardedBy: decidedBy,
          },
          trx,
        );
        await repository.setAward(sheet.application, award.id);
        certificate = `${deps.publicUrl}${award.certificateUrl}`;
      }
      const member = await deps.accounts.getMember(sheet.member.id, trx);
      if (!member) continue;
      await deps.notifications.notifyMember(
        member.contact,
        {
          template:
            result === "PASSED" ? "grading_passed" : result === "PARTIAL" ? "grading_partial" : "grading_failed",
          values: (language) => ({
            first_name: member.firstName,
            grade: formatBelt(sheet.grade, language),
            date: session.exam_date,
            retake: retake.map((component) => COMPONENT_NAMES[language][component]).join(", "),
            deadline,
            link: result === "PASSED" ? certificate : link,
          }),
        },
        trx,
      );
    }
  });
}
