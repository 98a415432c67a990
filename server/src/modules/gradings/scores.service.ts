import {
  type Belt,
  type CandidateSheet,
  GRADING_COMPONENTS,
  GRADING_ERROR_CODES,
  GRADING_RESULT_ERROR_CODES,
  type GradingResultsWriteSchema,
  type GradingSession,
  type MyGrading,
  type ScoreSheets,
  type ScoreSheetWriteSchema,
} from "@gkf/contract";
import type { z } from "zod";
import { inTransaction } from "../../db/transaction.js";
import { AppError, forbidden, notFound, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import { formatBelt } from "../../pdf/labels.js";
import type { ApplicationsService } from "./applications.service.js";
import { recordResults } from "./grading-awards.js";
import { rank } from "./grading-rules.js";
import { GradingsRepository } from "./gradings.repository.js";
import type { GradingDeps, GradingsService, Reach } from "./gradings.service.js";
import type { GradingApplicationRow, GradingExaminerRow, GradingSessionRow } from "./gradings.table.js";
import { componentMarks, decide, propose, retakeOf } from "./score-sheets.js";
import { ScoresRepository } from "./scores.repository.js";

type Meta = { ip: string; userAgent: string };
type SheetWrite = z.output<typeof ScoreSheetWriteSchema>;
type ResultsWrite = z.output<typeof GradingResultsWriteSchema>["results"];

const CODES = GRADING_RESULT_ERROR_CODES;
const today = () => new Date().toISOString().slice(0, 10);

/** Who the caller is for a session: one of its officials, an examiner on its panel, or both. */
interface Access {
  session: GradingSessionRow;
  official: boolean;
  panel: GradingExaminerRow[];
  examiner: GradingExaminerRow | undefined;
}

/**
 * Score sheets and results (decision 90): each examiner of the panel marks each candidate per
 * component; a component passes when more than half of the examiners who marked it passed it;
 * the session's officials (or an examiner authorised for the candidate's grade) confirm each
 * result, which is final. A pass awards the grade through the memberships module (its belt
 * history and current belt, the certificate), and the member is told, in one transaction
 * (grading-awards.ts). The sheets' rules themselves are in score-sheets.ts.
 */
export class ScoresService {
  private readonly gradings: GradingsRepository;
  private readonly scores: ScoresRepository;

  constructor(
    private readonly deps: GradingDeps,
    private readonly sessions: GradingsService,
    private readonly applications: ApplicationsService,
  ) {
    this.gradings = new GradingsRepository(deps.db);
    this.scores = new ScoresRepository(deps.db);
  }

  /** The sessions the caller examines (published and later), newest first. */
  async examining(userId: string): Promise<GradingSession[]> {
    const rows = (await this.scores.sessionsExaminedBy(userId)).filter(
      (row) => row.status !== "DRAFT" && (row.host_kind !== "DOJO" || this.deps.dojosEnabled),
    );
    return this.sessions.present(rows);
  }

  async sheets(userId: string, scope: StaffScope | null, sessionId: string): Promise<ScoreSheets> {
    const { session } = await this.access(userId, scope, sessionId);
    return this.present(session);
  }

  async setScores(userId: string, scope: StaffScope | null, sessionId: string, body: SheetWrite, meta: Meta) {
    const access = await this.access(userId, scope, sessionId);
    const { session, official, panel } = access;
    this.checkHeld(session);
    const examinerId = body.examiner ?? userId;
    if (examinerId !== userId && !official) {
      throw new AppError(403, CODES.NOT_ON_PANEL, "Only the session's officials enter a sheet for another examiner.");
    }
    const examiner = panel.find((row) => row.user_id === examinerId);
    if (!examiner) {
      throw new AppError(
        403,
        CODES.NOT_ON_PANEL,
        examinerId === userId
          ? "You are not on this grading's panel."
          : "That examiner is not on this grading's panel.",
      );
    }
    const candidates = new Map((await this.candidates(session)).map((row) => [row.id, row]));
    const results = new Set((await this.scores.resultsOf(session.id)).map((row) => row.application_id));
    const unknown: Record<string, string> = {};
    const duplicate: Record<string, string> = {};
    const seen = new Set<string>();
    body.scores.forEach((score, index) => {
      const key = `${score.application}:${score.component}`;
      if (seen.has(key)) duplicate[`scores.${index}`] = "marks the same candidate and component twice";
      seen.add(key);
      if (!candidates.has(score.application)) unknown[`scores.${index}.application`] = "is not a candidate here";
    });
    if (Object.keys(duplicate).length > 0) throw validationFailed(duplicate);
    if (Object.keys(unknown).length > 0) {
      throw new AppError(422, CODES.NOT_A_CANDIDATE, "Some marks are for someone who is not a candidate here.", {
        fields: unknown,
      });
    }
    const beyond = body.scores.filter(
      (score) => rank(candidates.get(score.application)?.grade as Belt) > rank(examiner.max_award),
    );
    if (beyond.length > 0) {
      throw new AppError(
        403,
        GRADING_ERROR_CODES.EXAMINER_NOT_AUTHORISED,
        `This examiner may award at most ${formatBelt(examiner.max_award)} in this session: they cannot mark a candidate for ${formatBelt(candidates.get(beyond[0]?.application ?? "")?.grade ?? null)}.`,
        { action: "Another examiner of the panel, authorised for this grade, marks the candidate." },
      );
    }
    if (body.scores.some((score) => results.has(score.application))) {
      throw new AppError(409, CODES.RESULT_FINAL, "A candidate's result is confirmed: their marks no longer change.");
    }
    const now = new Date().toISOString();
    await inTransaction(this.deps.db, async (trx) => {
      await new ScoresRepository(trx).saveScores(
        body.scores.map((score) => ({
          application_id: score.application,
          examiner_id: examinerId,
          component: score.component,
          session_id: session.id,
          mark: score.mark,
          passed: score.passed ? 1 : 0,
          recorded_by: userId,
          recorded_at: now,
        })),
      );
    });
    await this.deps.audit.record({
      action: "GRADING_SCORES_SET",
      actorUserId: userId,
      detail: { grading: session.id, examiner: examinerId, marks: body.scores.length },
      ...meta,
    });
    return this.present(session);
  }

  async setResults(userId: string, scope: StaffScope | null, sessionId: string, input: ResultsWrite, meta: Meta) {
    const { session, official, examiner } = await this.access(userId, scope, sessionId);
    this.checkHeld(session);
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    input.forEach((entry, index) => {
      if (seen.has(entry.application)) fields[`results.${index}.application`] = "is given twice";
      seen.add(entry.application);
      if (entry.result && entry.result !== "PARTIAL" && entry.retake && entry.retake.length > 0) {
        fields[`results.${index}.retake`] = "is only for a PARTIAL result";
      }
      if (entry.retake && new Set(entry.retake).size !== entry.retake.length) {
        fields[`results.${index}.retake`] = "names a component twice";
      }
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const sheets = new Map((await this.present(session)).candidates.map((sheet) => [sheet.application, sheet]));
    const unknown: Record<string, string> = {};
    input.forEach((entry, index) => {
      if (!sheets.has(entry.application)) unknown[`results.${index}.application`] = "is not a candidate here";
    });
    if (Object.keys(unknown).length > 0) {
      throw new AppError(422, CODES.NOT_A_CANDIDATE, "Some results are for someone who is not a candidate here.", {
        fields: unknown,
      });
    }
    const chosen = input.map((entry, index) => {
      const sheet = sheets.get(entry.application) as CandidateSheet;
      if (!official && examiner && rank(sheet.grade) > rank(examiner.max_award)) {
        throw new AppError(
          403,
          GRADING_ERROR_CODES.EXAMINER_NOT_AUTHORISED,
          `You may award at most ${formatBelt(examiner.max_award)} in this session: ${sheet.member.first_name} ${sheet.member.last_name} is examined for ${formatBelt(sheet.grade)}.`,
          { action: "An examiner authorised for this grade, or the session's officials, confirm this result." },
        );
      }
      if (sheet.result) {
        throw new AppError(
          409,
          CODES.RESULT_FINAL,
          `The result of ${sheet.member.first_name} ${sheet.member.last_name} is already confirmed.`,
        );
      }
      return { sheet, ...decide(entry, sheet, index) };
    });
    await recordResults(this.deps, session, chosen, userId, await this.panelNames(session.id));
    await this.deps.audit.record({
      action: "GRADING_RESULTS_SET",
      actorUserId: userId,
      detail: {
        grading: session.id,
        results: chosen.map(({ sheet, result }) => ({ application: sheet.application, result })),
      },
      ...meta,
    });
    return this.present(session);
  }

  async close(userId: string, scope: StaffScope | null, sessionId: string, meta: Meta) {
    const session = await this.sessions.requireHost(sessionId, userId, scope);
    if (!(await this.gradings.transition(session.id, ["PUBLISHED"], "CLOSED", new Date().toISOString()))) {
      throw new AppError(
        409,
        GRADING_ERROR_CODES.INVALID_TRANSITION,
        `A ${session.status.toLowerCase()} grading cannot be closed.`,
      );
    }
    await this.deps.audit.record({
      action: "GRADING_CLOSED",
      actorUserId: userId,
      detail: { grading: session.id },
      ...meta,
    });
    return this.sessions.get(userId, scope, session.id);
  }

  async complete(userId: string, scope: StaffScope | null, sessionId: string, meta: Meta) {
    const session = await this.sessions.requireHost(sessionId, userId, scope);
    if (session.status !== "PUBLISHED" && session.status !== "CLOSED") {
      throw new AppError(
        409,
        GRADING_ERROR_CODES.INVALID_TRANSITION,
        `A ${session.status.toLowerCase()} grading cannot be completed.`,
      );
    }
    this.checkHeld(session);
    const missing = (await this.present(session)).candidates.filter((sheet) => !sheet.result);
    if (missing.length > 0) {
      throw new AppError(
        409,
        CODES.RESULTS_MISSING,
        `${missing.length} candidate(s) have no confirmed result yet: ${missing
          .slice(0, 5)
          .map((sheet) => `${sheet.member.first_name} ${sheet.member.last_name}`)
          .join(", ")}.`,
        { action: "Confirm every candidate's result, then complete the grading." },
      );
    }
    if (!(await this.gradings.transition(session.id, ["PUBLISHED", "CLOSED"], "COMPLETED", new Date().toISOString()))) {
      throw new AppError(409, GRADING_ERROR_CODES.INVALID_TRANSITION, "This grading changed meanwhile; reload it.");
    }
    await this.deps.audit.record({
      action: "GRADING_COMPLETED",
      actorUserId: userId,
      detail: { grading: session.id },
      ...meta,
    });
    return this.sessions.get(userId, scope, session.id);
  }

  /** A passed candidate's certificate, for the session's officials. */
  async certificate(userId: string, scope: StaffScope | null, sessionId: string, applicationId: string) {
    const session = await this.sessions.requireHost(sessionId, userId, scope);
    const result = (await this.scores.resultsOf(session.id)).find((row) => row.application_id === applicationId);
    if (!result?.award_id) throw notFound("This candidate has no grade certificate.");
    return this.deps.records.grades.certificatePdf(result.award_id);
  }

  /** The member's grading applications with their sessions and results (their events page). */
  async mine(userId: string): Promise<MyGrading[]> {
    const applications = await this.scores.applicationsOfMember(userId);
    const sessionIds = [...new Set(applications.map((row) => row.session_id))];
    const [sessions, results] = await Promise.all([
      this.scores.sessionsByIds(sessionIds),
      this.scores.resultsOfMember(userId),
    ]);
    const byId = new Map(sessions.map((row) => [row.id, row]));
    const resultOf = new Map(results.map((row) => [row.application_id, row]));
    return applications
      .flatMap((row) => {
        const session = byId.get(row.session_id);
        if (!session || session.status === "DRAFT" || (session.host_kind === "DOJO" && !this.deps.dojosEnabled)) {
          return [];
        }
        const result = resultOf.get(row.id);
        return [
          {
            application: row.id,
            session: { id: session.id, date: session.exam_date, venue: session.venue, status: session.status },
            from_grade: row.from_grade,
            grade: row.grade,
            status: row.status,
            result: result?.result ?? null,
            retake: retakeOf(result),
            retake_deadline: result?.retake_deadline ?? null,
            certificate_url: result?.award_id
              ? `/api/my-account/membership/grades/${result.award_id}/certificate.pdf`
              : null,
          },
        ];
      })
      .sort((a, b) => b.session.date.localeCompare(a.session.date) || a.application.localeCompare(b.application));
  }

  // Helpers

  private async access(userId: string, scope: StaffScope | null, sessionId: string): Promise<Access> {
    const session = await this.gradings.findById(sessionId);
    if (!session || (session.host_kind === "DOJO" && !this.deps.dojosEnabled)) {
      throw notFound("There is no such grading session.");
    }
    const official = hosts(await this.sessions.reach(userId, scope), session);
    const panel = await this.gradings.examinersOf([session.id]);
    const examiner = panel.find((row) => row.user_id === userId);
    if (!official && !examiner) throw new AppError(403, CODES.NOT_ON_PANEL, "You are not on this grading's panel.");
    if (!official && session.status === "DRAFT") throw forbidden("This grading is not published yet.");
    return { session, official, panel, examiner };
  }

  /** Marks and results: a published or closed session, from its exam day. */
  private checkHeld(session: GradingSessionRow) {
    if (session.status !== "PUBLISHED" && session.status !== "CLOSED") {
      throw new AppError(
        409,
        CODES.GRADING_NOT_OPEN_FOR_RESULTS,
        `A ${session.status.toLowerCase()} grading takes no marks or results.`,
      );
    }
    if (today() < session.exam_date) {
      throw new AppError(
        409,
        CODES.GRADING_NOT_HELD_YET,
        `The grading is held on ${session.exam_date}: marks and results come from that day.`,
      );
    }
  }

  /**
   * The applications that may be examined (decisions 90, 91): those `ready` now (SUBMITTED, paid
   * or free, eligible at the exam date or every failed rule overridden), and those with a result
   * whatever they say now (a pass moves the belt, after which the same grade is no longer "next").
   */
  private async candidates(session: GradingSessionRow): Promise<GradingApplicationRow[]> {
    const rows = await this.gradings.applicationsOf(session.id);
    const decided = new Set((await this.scores.resultsOf(session.id)).map((row) => row.application_id));
    const pending = rows.filter((row) => row.status === "SUBMITTED" && !decided.has(row.id));
    const ready = new Set(
      (await this.applications.present(pending, session)).filter((entry) => entry.ready).map((entry) => entry.id),
    );
    return rows.filter((row) => decided.has(row.id) || ready.has(row.id));
  }

  private async panelNames(sessionId: string): Promise<string[]> {
    const panel = await this.gradings.examinersOf([sessionId]);
    const people = await this.deps.accounts.getMembers(panel.map((row) => row.user_id));
    return panel.map((row) => {
      const person = people.get(row.user_id);
      return person ? `${person.firstName} ${person.lastName}` : "";
    });
  }

  /** The sheets: every candidate, each component's marks, verdict and credit, the proposal and result. */
  private async present(session: GradingSessionRow): Promise<ScoreSheets> {
    const candidates = await this.candidates(session);
    const [scores, results, credits, people] = await Promise.all([
      this.scores.scoresOf(session.id),
      this.scores.resultsOf(session.id),
      this.scores.creditsFor(
        candidates.map((row) => ({ userId: row.user_id, grade: row.grade })),
        session.exam_date,
        session.id,
      ),
      this.deps.accounts.getMembers(candidates.map((row) => row.user_id)),
    ]);
    const resultOf = new Map(results.map((row) => [row.application_id, row]));
    return {
      session_id: session.id,
      status: session.status,
      candidates: await Promise.all(
        candidates.map(async (row): Promise<CandidateSheet> => {
          const person = people.get(row.user_id);
          const code = (await this.deps.records.getRecord(row.user_id).catch(() => undefined))?.code ?? null;
          const credited = credits.get(`${row.user_id}:${row.grade}`) ?? [];
          const components = GRADING_COMPONENTS.map((component) =>
            componentMarks(
              component,
              scores.filter((score) => score.application_id === row.id && score.component === component),
              credited.includes(component),
            ),
          );
          const result = resultOf.get(row.id);
          return {
            application: row.id,
            member: {
              id: row.user_id,
              first_name: person?.firstName ?? "",
              last_name: person?.lastName ?? "",
              code,
            },
            from_grade: row.from_grade,
            grade: row.grade,
            components,
            proposed: propose(components.map((entry) => entry.verdict)),
            result: result
              ? {
                  result: result.result,
                  retake: retakeOf(result),
                  retake_deadline: result.retake_deadline,
                  decided_by: result.decided_by,
                  decided_at: result.decided_at,
                  award_id: result.award_id,
                  certificate_url: result.award_id
                    ? `/api/admin/gradings/${session.id}/applications/${row.id}/certificate.pdf`
                    : null,
                }
              : null,
          };
        }),
      ),
    };
  }
}

function hosts(reach: Reach, session: GradingSessionRow): boolean {
  if (reach.all) return true;
  if (session.host_kind === "REGION") return reach.regions.includes(session.region_code ?? "");
  if (session.host_kind === "DOJO") return reach.dojos.includes(session.dojo_id ?? "");
  return false;
}
