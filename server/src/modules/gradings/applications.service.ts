import { randomUUID } from "node:crypto";
import {
  type Belt,
  FAMILY_ERROR_CODES,
  GRADING_ERROR_CODES,
  type GradeMinimum,
  type GradeMinimumsWriteSchema,
  type GradingApplication,
  type GradingCandidate,
  type GradingEligibility,
  type GradingOverride,
} from "@gkf/contract";
import type { z } from "zod";
import { inTransaction } from "../../db/transaction.js";
import { AppError, forbidden, notFound, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import { CandidatesRepository } from "./candidates.repository.js";
import {
  allMinimums,
  type CandidateRecord,
  GRADES_APPLIED_FOR,
  gradeSince,
  judge,
  nextGrade,
} from "./grading-eligibility.js";
import { rank } from "./grading-rules.js";
import { GradingsRepository } from "./gradings.repository.js";
import type { GradingDeps, GradingsService } from "./gradings.service.js";
import type { GradingApplicationRow, GradingSessionRow } from "./gradings.table.js";

type Meta = { ip: string; userAgent: string };
type MinimumsWrite = z.output<typeof GradeMinimumsWriteSchema>["minimums"];

const gradeLabel = (belt: Belt) => {
  const [kind, n] = belt.split("_");
  const suffix = n === "1" ? "st" : n === "2" ? "nd" : n === "3" ? "rd" : "th";
  return `${n}${suffix} ${kind === "KYU" ? "kyu" : "dan"}`;
};

/** Candidates apply for the next grade; officials see each application judged rule by rule. */
export class ApplicationsService {
  private readonly gradings: GradingsRepository;

  constructor(
    private readonly deps: GradingDeps,
    private readonly sessions: GradingsService,
  ) {
    this.gradings = new GradingsRepository(deps.db);
  }

  async apply(userId: string, sessionId: string, body: { member?: string }, meta: Meta): Promise<GradingApplication> {
    const session = await this.gradings.findById(sessionId);
    if (!session || session.status === "DRAFT" || (session.host_kind === "DOJO" && !this.deps.dojosEnabled)) {
      throw notFound("There is no such grading session.");
    }
    const now = new Date().toISOString();
    if (session.status !== "PUBLISHED" || now >= session.application_deadline) {
      throw new AppError(409, GRADING_ERROR_CODES.APPLICATIONS_CLOSED, "Applications for this grading are closed.");
    }
    const candidateId = body.member ?? userId;
    const byInstructor = candidateId !== userId;
    if (byInstructor && !(await this.deps.dojos.teaches(userId, candidateId))) {
      throw new AppError(403, GRADING_ERROR_CODES.NOT_YOUR_STUDENT, "You can apply only for students of your dojo.");
    }
    const record = await this.deps.records.getRecord(candidateId).catch(() => undefined);
    if (!record) throw validationFailed({ member: "has no membership record" });
    // A minor with a guardian applies with the guardian's recorded consent (decision 104).
    const guardian = await this.deps.guardianConsent?.(candidateId);
    if (guardian && !guardian.consentAt) {
      throw new AppError(
        403,
        FAMILY_ERROR_CODES.GUARDIAN_CONSENT_MISSING,
        "A minor's grading application needs their guardian's consent.",
      );
    }
    if (guardian) await this.deps.requireCurrentNotice?.(candidateId);
    const grade = nextGrade(record.current_belt);
    if (!grade?.startsWith(`${session.kind}_`) || rank(grade) > rank(session.highest_grade)) {
      throw new AppError(409, GRADING_ERROR_CODES.GRADE_NOT_OFFERED, notOfferedMessage(grade, session));
    }
    const id = randomUUID();
    // The count and the insert under the session's row lock: parallel applications for the last
    // place cannot both get it (PostgreSQL; SQLite's transactions run one at a time anyway).
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const repository = new GradingsRepository(trx);
      await repository.lockSession(session.id);
      if (session.capacity !== null && (await repository.liveApplications(session.id)) >= session.capacity) {
        return "FULL" as const;
      }
      const inserted = await repository.insertApplication({
        id,
        session_id: session.id,
        user_id: candidateId,
        from_grade: record.current_belt,
        grade,
        status: "SUBMITTED",
        applied_by: userId,
        applied_as: byInstructor ? "INSTRUCTOR" : "MEMBER",
        created_at: now,
        updated_at: now,
      });
      return inserted ? ("INSERTED" as const) : ("DUPLICATE" as const);
    });
    if (outcome === "FULL") throw new AppError(409, GRADING_ERROR_CODES.GRADING_FULL, "This grading is full.");
    if (outcome === "DUPLICATE") {
      throw new AppError(409, GRADING_ERROR_CODES.ALREADY_APPLIED, "There is already an application for this grading.");
    }
    await this.deps.audit.record({
      action: "GRADING_APPLIED",
      actorUserId: userId,
      detail: { grading: session.id, application: id, candidate: candidateId, grade },
      ...meta,
    });
    const row = (await this.gradings.findApplication(id)) as GradingApplicationRow;
    return (await this.present([row], session))[0] as GradingApplication;
  }

  async list(userId: string, scope: StaffScope | null, sessionId: string): Promise<GradingApplication[]> {
    const session = await this.sessions.requireHost(sessionId, userId, scope);
    return this.present(await this.gradings.applicationsOf(session.id), session);
  }

  // Minimums

  async minimums(userId: string, scope: StaffScope | null): Promise<GradeMinimum[]> {
    const reach = await this.sessions.reach(userId, scope);
    if (!reach.all && reach.regions.length === 0 && reach.dojos.length === 0) {
      throw forbidden("Only grading officials can see this.");
    }
    return this.currentMinimums();
  }

  async setMinimums(userId: string, scope: StaffScope | null, input: MinimumsWrite, meta: Meta) {
    if (!scope || scope.regions !== undefined) throw forbidden("Only national officials set the grading minimums.");
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    input.forEach((row, index) => {
      if (seen.has(row.grade)) fields[`minimums.${index}.grade`] = "is given twice";
      seen.add(row.grade);
      if (!GRADES_APPLIED_FOR.includes(row.grade))
        fields[`minimums.${index}.grade`] = "the federation grants up to 7th dan";
      if (row.grade.startsWith("DAN_")) {
        if (row.months !== null) fields[`minimums.${index}.months`] = "dan grades follow WKF's table";
        if (row.min_age !== null) fields[`minimums.${index}.min_age`] = "dan grades follow WKF's table";
      } else if (row.months === null) {
        fields[`minimums.${index}.months`] = "is required for a kyu grade";
      }
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const now = new Date().toISOString();
    for (const row of input) await this.gradings.saveMinimum({ ...row, updated_by: userId, updated_at: now });
    await this.deps.audit.record({
      action: "GRADING_MINIMUMS_SET",
      actorUserId: userId,
      detail: { grades: input.map((row) => row.grade) },
      ...meta,
    });
    return this.currentMinimums();
  }

  private async currentMinimums(): Promise<GradeMinimum[]> {
    const stored = await this.gradings.minimums();
    return allMinimums(stored.map(({ grade, months, trainings, min_age }) => ({ grade, months, trainings, min_age })));
  }

  /**
   * Applications with their candidates and eligibility judged now, at the exam date, officials'
   * overrides counted (decision 91): an overridden failed rule shows as met, with the override.
   * `ready`: SUBMITTED, paid (or free) and eligible, so it may be examined.
   */
  async present(rows: GradingApplicationRow[], session: GradingSessionRow): Promise<GradingApplication[]> {
    const minimums = await this.currentMinimums();
    const candidates = new CandidatesRepository(this.deps.db);
    const stored = await candidates.overridesOf(rows.map((row) => row.id));
    const officials = await this.deps.accounts.getMembers([...new Set(stored.map((row) => row.by_user_id))]);
    return Promise.all(
      rows.map(async (row) => {
        const [member, record] = await Promise.all([
          this.deps.accounts.getMember(row.user_id),
          this.deps.records.getRecord(row.user_id).catch(() => undefined),
        ]);
        const overrides: GradingOverride[] = stored
          .filter((entry) => entry.application_id === row.id)
          .map((entry) => {
            const official = officials.get(entry.by_user_id);
            return {
              rule: entry.rule,
              reason: entry.reason,
              by: {
                id: entry.by_user_id,
                first_name: official?.firstName ?? "",
                last_name: official?.lastName ?? "",
              },
              at: entry.created_at,
            };
          });
        const judged =
          member && record
            ? await this.judgeFor(row.user_id, row.grade, session, record, member.dateOfBirth, minimums)
            : { eligible: false, checks: [], attended: 0 };
        const eligibility = withOverrides(judged, overrides);
        const paid = session.fee === 0 || row.payment_id !== null;
        return {
          id: row.id,
          session_id: row.session_id,
          member: {
            id: row.user_id,
            first_name: member?.firstName ?? "",
            last_name: member?.lastName ?? "",
            code: record?.code ?? null,
          },
          from_grade: row.from_grade,
          grade: row.grade,
          status: row.status,
          applied_by: row.applied_as,
          eligibility,
          overrides,
          paid,
          receipt_number: row.receipt_number,
          ready: row.status === "SUBMITTED" && paid && eligibility.eligible,
          created_at: row.created_at,
        };
      }),
    );
  }

  /**
   * A member as a candidate of a session (decision 91): the next grade, whether the session
   * offers it (and why not), their eligibility for it at the exam date, and their latest
   * application to it, if any.
   */
  async candidate(
    session: GradingSessionRow,
    userId: string,
    latest: GradingApplicationRow | undefined,
  ): Promise<GradingCandidate> {
    const [member, record] = await Promise.all([
      this.deps.accounts.getMember(userId),
      this.deps.records.getRecord(userId).catch(() => undefined),
    ]);
    const current = record?.current_belt ?? null;
    const grade = record ? nextGrade(current) : null;
    const offers = grade?.startsWith(`${session.kind}_`) === true && rank(grade) <= rank(session.highest_grade);
    const notOfferedWhy: GradingCandidate["not_offered_why"] = !record
      ? { code: "NO_MEMBERSHIP" }
      : offers
        ? null
        : { code: "GRADE_NOT_OFFERED", grade, kind: session.kind, highest_grade: session.highest_grade };
    const notOffered = !record ? "There is no membership record." : offers ? null : notOfferedMessage(grade, session);
    const eligibility =
      notOffered === null && grade && member && record
        ? await this.judgeFor(userId, grade, session, record, member.dateOfBirth, await this.currentMinimums())
        : null;
    return {
      member: {
        id: userId,
        first_name: member?.firstName ?? "",
        last_name: member?.lastName ?? "",
        code: record?.code ?? null,
      },
      current_grade: current,
      grade,
      offered: notOffered === null,
      not_offered_reason: notOffered,
      not_offered_why: notOfferedWhy,
      eligibility,
      application: latest ? ((await this.present([latest], session))[0] ?? null) : null,
    };
  }

  private async judgeFor(
    userId: string,
    grade: Belt,
    session: GradingSessionRow,
    record: CandidateRecord,
    dateOfBirth: string,
    minimums: GradeMinimum[],
  ): Promise<GradingEligibility> {
    const minimum = minimums.find((entry) => entry.grade === grade) ?? {
      grade,
      months: 0,
      trainings: 0,
      min_age: null,
    };
    return judge({
      grade,
      examDate: session.exam_date,
      record,
      dateOfBirth,
      attended: await this.deps.dojos.gradingAttendanceSince(userId, gradeSince(record)),
      minimum,
    });
  }
}

const notOfferedMessage = (grade: Belt | null, session: GradingSessionRow) =>
  `The next grade is ${grade ? gradeLabel(grade) : "none"}; this session offers ${session.kind.toLowerCase()} grades up to ${gradeLabel(session.highest_grade)}.`;

/** An overridden failed rule counts as met and carries its override; eligibility follows. */
export function withOverrides(judged: GradingEligibility, overrides: GradingOverride[]): GradingEligibility {
  const checks = judged.checks.map((check) => {
    const override = overrides.find((entry) => entry.rule === check.rule);
    return check.met || !override ? check : { ...check, met: true, override };
  });
  return { ...judged, checks, eligible: checks.every((check) => check.met) };
}
