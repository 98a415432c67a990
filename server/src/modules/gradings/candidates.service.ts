import {
  GRADING_ERROR_CODES,
  type GradingApplication,
  type GradingCandidate,
  type GradingRule,
  type MemberGrading,
  type OverrideRequest,
} from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import { AppError, forbidden, notFound } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { PurposeCredit } from "../payments/payment-crediting.js";
import type { Initialized, PaymentsService } from "../payments/payments.service.js";
import type { ApplicationsService } from "./applications.service.js";
import { CandidatesRepository } from "./candidates.repository.js";
import { GradingsRepository } from "./gradings.repository.js";
import type { GradingDeps, GradingsService } from "./gradings.service.js";
import type { GradingApplicationRow, GradingSessionRow } from "./gradings.table.js";

type Meta = { ip: string; userAgent: string };

/** What the candidate's side needs besides the module's deps: the payments module's service. */
export interface CandidateDeps extends GradingDeps {
  payments: PaymentsService;
}

const gradeWords = (grade: string, language: "en" | "fr") => {
  const [kind, n] = grade.split("_");
  if (language === "fr") return `${n}${n === "1" ? "er" : "e"} ${kind === "KYU" ? "kyu" : "dan"}`;
  const suffix = n === "1" ? "st" : n === "2" ? "nd" : n === "3" ? "rd" : "th";
  return `${n}${suffix} ${kind === "KYU" ? "kyu" : "dan"}`;
};

/**
 * The candidate's side of gradings (decision 91): sessions open to the caller with their own
 * eligibility, an instructor's students as candidates, withdrawing an application until the
 * deadline, paying the session's fee (GRADING_FEE, credited once), and officials' overrides of a
 * failed rule with a written reason.
 */
export class CandidatesService {
  private readonly gradings: GradingsRepository;
  private readonly candidates: CandidatesRepository;

  constructor(
    private readonly deps: CandidateDeps,
    private readonly sessions: GradingsService,
    private readonly applications: ApplicationsService,
  ) {
    this.gradings = new GradingsRepository(deps.db);
    this.candidates = new CandidatesRepository(deps.db);
  }

  /** Sessions taking applications, and those the caller applied to until the exam day. */
  async open(userId: string): Promise<MemberGrading[]> {
    const now = new Date().toISOString();
    const [open, applied] = await Promise.all([
      this.candidates.openSessions(now),
      this.candidates.appliedSessions(userId, now.slice(0, 10)),
    ]);
    const byId = new Map([...open, ...applied].map((row) => [row.id, row]));
    const rows = [...byId.values()]
      .filter((row) => this.visible(row))
      .sort((a, b) => a.exam_date.localeCompare(b.exam_date) || a.id.localeCompare(b.id));
    return this.presentFor(userId, rows);
  }

  /** One session as the caller sees it; a DRAFT only for its officials. */
  async session(userId: string, scope: StaffScope | null, id: string): Promise<MemberGrading> {
    const session = await this.load(id, userId, scope);
    return (await this.presentFor(userId, [session]))[0] as MemberGrading;
  }

  /** The caller's students (every dojo they teach at) as candidates of the session. */
  async studentsOf(userId: string, scope: StaffScope | null, id: string): Promise<GradingCandidate[]> {
    const session = await this.load(id, userId, scope);
    const students = this.deps.dojosEnabled ? await this.deps.dojos.studentsTaughtBy(userId) : null;
    if (students === null) throw forbidden("Only a dojo's instructors see their students as candidates.");
    const latest = this.latestByMember(await this.candidates.applicationsOfMembers(session.id, students));
    const list = await Promise.all(
      students.map((studentId) => this.applications.candidate(session, studentId, latest.get(studentId))),
    );
    return list.sort(
      (a, b) =>
        a.member.last_name.localeCompare(b.member.last_name) || a.member.first_name.localeCompare(b.member.first_name),
    );
  }

  /** The candidate, who applied, or an instructor of theirs withdraws until the deadline; the place is freed. */
  async withdraw(userId: string, sessionId: string, applicationId: string, meta: Meta): Promise<GradingApplication> {
    const { session, application } = await this.loadApplication(sessionId, applicationId);
    await this.requireConcerned(userId, application);
    if (application.status !== "SUBMITTED") throw withdrawn();
    if (session.status !== "PUBLISHED" || new Date().toISOString() >= session.application_deadline) {
      throw new AppError(
        409,
        GRADING_ERROR_CODES.APPLICATIONS_CLOSED,
        "The application deadline has passed: the application can no longer be withdrawn.",
        { action: "Ask the grading's officials." },
      );
    }
    if (!(await this.candidates.withdraw(application.id, new Date().toISOString()))) throw withdrawn();
    await this.deps.audit.record({
      action: "GRADING_APPLICATION_WITHDRAWN",
      actorUserId: userId,
      subjectUserId: application.user_id,
      detail: { grading: session.id, application: application.id, paid: application.payment_id !== null },
      ...meta,
    });
    return this.presentOne(application.id, session);
  }

  /** Starts (or resumes) paying the session's fee for a SUBMITTED application, like any payment. */
  async pay(userId: string, sessionId: string, applicationId: string): Promise<Initialized> {
    const { session, application } = await this.loadApplication(sessionId, applicationId);
    await this.requireConcerned(userId, application);
    const payable =
      application.status === "SUBMITTED" &&
      session.fee > 0 &&
      application.payment_id === null &&
      (session.status === "PUBLISHED" || session.status === "CLOSED");
    if (!payable) {
      throw new AppError(
        409,
        GRADING_ERROR_CODES.NOTHING_TO_PAY,
        session.fee === 0
          ? "This grading is free."
          : application.payment_id !== null
            ? "The grading fee is paid already."
            : "This application has no fee to pay now.",
      );
    }
    const record = await this.deps.records.getRecord(application.user_id);
    return this.deps.payments.initializeFor(userId, {
      purpose: "GRADING_FEE",
      subject: application.id,
      amount: session.fee,
      periodMonths: 1,
      regionCode: session.region_code ?? record.region.code,
      membershipType: record.current_membership_type,
    });
  }

  /**
   * An official overrides a rule the application fails, with a written reason: national
   * officials any session, regional officials their region's (a dojo's session counts as its
   * region's); a dojo's head instructor never, not even for their own dojo's session.
   */
  async override(
    userId: string,
    scope: StaffScope | null,
    sessionId: string,
    applicationId: string,
    input: OverrideRequest,
    meta: Meta,
  ): Promise<GradingApplication> {
    const { session, application } = await this.loadApplication(sessionId, applicationId);
    if (!scope) throw forbidden("Only federation and regional officials may override a grading rule.");
    if (scope.regions !== undefined && (session.region_code === null || !scope.canAccessRegion(session.region_code))) {
      throw forbidden("Only this grading's officials may override its rules.");
    }
    if (application.status !== "SUBMITTED") throw withdrawn();
    const [current] = await this.applications.present([application], session);
    const check = current?.eligibility.checks.find((entry) => entry.rule === input.rule);
    if (check?.override) {
      throw new AppError(409, GRADING_ERROR_CODES.ALREADY_OVERRIDDEN, "This rule is overridden already.");
    }
    if (!check || check.met) {
      throw new AppError(
        409,
        GRADING_ERROR_CODES.RULE_NOT_FAILED,
        check ? "The application meets this rule: there is nothing to override." : "This rule does not apply here.",
        { fields: { rule: check ? "is met" : "does not apply to this grade" } },
      );
    }
    const inserted = await this.candidates.insertOverride({
      application_id: application.id,
      rule: input.rule as GradingRule,
      reason: input.reason.trim(),
      by_user_id: userId,
      created_at: new Date().toISOString(),
    });
    if (!inserted) throw new AppError(409, GRADING_ERROR_CODES.ALREADY_OVERRIDDEN, "This rule is overridden already.");
    await this.deps.audit.record({
      action: "GRADING_RULE_OVERRIDDEN",
      actorUserId: userId,
      subjectUserId: application.user_id,
      detail: {
        grading: session.id,
        application: application.id,
        rule: input.rule,
        reason: input.reason.trim(),
        failed: check.reason,
      },
      ...meta,
    });
    return this.presentOne(application.id, session);
  }

  /** What crediting a GRADING_FEE payment does, inside the payments module's transaction. */
  creditHandler(): PurposeCredit {
    return {
      // Paid already or withdrawn meanwhile: a DUPLICATE, to refund.
      isPaid: async (trx: Db, payment) => {
        const repository = new CandidatesRepository(trx);
        await repository.lockApplication(payment.subject);
        const application = await new GradingsRepository(trx).findApplication(payment.subject);
        return application?.status !== "SUBMITTED" || application.payment_id !== null;
      },
      credit: async (trx, payment, paid) => {
        await new CandidatesRepository(trx).markPaid(
          payment.subject,
          payment.id,
          paid.receiptNumber,
          new Date().toISOString(),
        );
      },
      phrase: async (trx, payment, language) => {
        const repository = new GradingsRepository(trx);
        const application = await repository.findApplication(payment.subject);
        const session = application ? await repository.findById(application.session_id) : undefined;
        const words = language === "fr" ? "droits de passage de grade" : "grading fee";
        return application && session
          ? `${words} (${gradeWords(application.grade, language)}, ${session.exam_date})`
          : words;
      },
    };
  }

  // Helpers

  private visible(session: GradingSessionRow): boolean {
    return session.host_kind !== "DOJO" || this.deps.dojosEnabled;
  }

  /** A session the caller may see: not a DRAFT unless they host it; 404 otherwise. */
  private async load(id: string, userId: string, scope: StaffScope | null): Promise<GradingSessionRow> {
    const session = await this.gradings.findById(id);
    if (!session || !this.visible(session)) throw notFound("There is no such grading session.");
    if (session.status === "DRAFT") {
      const hosts = await this.sessions.requireHost(id, userId, scope).catch(() => undefined);
      if (!hosts) throw notFound("There is no such grading session.");
    }
    return session;
  }

  private async loadApplication(sessionId: string, applicationId: string) {
    const session = await this.gradings.findById(sessionId);
    const application = await this.gradings.findApplication(applicationId);
    if (!session || !this.visible(session) || session.status === "DRAFT" || application?.session_id !== session.id) {
      throw notFound("There is no such grading application.");
    }
    return { session, application };
  }

  /** The candidate, whoever applied for them, or an instructor of their home dojo. */
  private async requireConcerned(userId: string, application: GradingApplicationRow): Promise<void> {
    if (application.user_id === userId || application.applied_by === userId) return;
    if (this.deps.dojosEnabled && (await this.deps.dojos.teaches(userId, application.user_id))) return;
    throw new AppError(
      403,
      GRADING_ERROR_CODES.NOT_YOUR_APPLICATION,
      "Only the candidate, who applied for them, or their instructor can do this.",
    );
  }

  private latestByMember(rows: GradingApplicationRow[]): Map<string, GradingApplicationRow> {
    const latest = new Map<string, GradingApplicationRow>();
    // Newest first: a live application wins over older withdrawn ones.
    for (const row of rows) {
      const seen = latest.get(row.user_id);
      if (!seen || (seen.status !== "SUBMITTED" && row.status === "SUBMITTED")) latest.set(row.user_id, row);
    }
    return latest;
  }

  private async presentFor(userId: string, rows: GradingSessionRow[]): Promise<MemberGrading[]> {
    const [sessions, counts] = await Promise.all([
      this.sessions.present(rows),
      this.candidates.liveCounts(rows.map((row) => row.id)),
    ]);
    const now = new Date().toISOString();
    return Promise.all(
      rows.map(async (row, index) => {
        const mine = this.latestByMember(await this.candidates.applicationsOfMembers(row.id, [userId]));
        const live = counts.get(row.id) ?? 0;
        return {
          ...(sessions[index] as (typeof sessions)[number]),
          applications_open: row.status === "PUBLISHED" && now < row.application_deadline,
          places_left: row.capacity === null ? null : Math.max(0, row.capacity - live),
          me: await this.applications.candidate(row, userId, mine.get(userId)),
        };
      }),
    );
  }

  private async presentOne(applicationId: string, session: GradingSessionRow): Promise<GradingApplication> {
    const row = (await this.gradings.findApplication(applicationId)) as GradingApplicationRow;
    return (await this.applications.present([row], session))[0] as GradingApplication;
  }
}

const withdrawn = () =>
  new AppError(409, GRADING_ERROR_CODES.APPLICATION_WITHDRAWN, "This application is withdrawn.", {
    action: "Apply again while applications are open.",
  });
