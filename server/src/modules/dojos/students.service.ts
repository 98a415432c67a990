import { randomUUID } from "node:crypto";
import type { DojoEnrolment, DojoStudent, EnrolmentStatus } from "@gkf/contract";
import { inTransaction } from "../../db/transaction.js";
import { insertedUnlessTaken } from "../../db/unique-violation.js";
import { AppError, notFound } from "../../http/errors.js";
import { DOJO_ERROR_CODES, type DojoContext, type Meta } from "./dojo-context.js";
import { DojoNotices } from "./dojo-notices.js";
import { DojosRepository } from "./dojos.repository.js";
import type { DojoRow, EnrolmentRow } from "./dojos.table.js";
import { EnrolmentsRepository } from "./enrolments.repository.js";

export function presentEnrolment(row: EnrolmentRow, dojo: Pick<DojoRow, "id" | "code" | "name">): DojoEnrolment {
  return {
    id: row.id,
    dojo: { id: dojo.id, code: dojo.code, name: dojo.name },
    status: row.status,
    requested_at: row.requested_at,
    decided_at: row.decided_at,
    ended_at: row.ended_at,
  };
}

/** Members ask to join; instructors accept, decline or end; one home dojo at a time. */
export class StudentsService {
  private readonly notices: DojoNotices;

  constructor(private readonly context: DojoContext) {
    this.notices = new DojoNotices(context.deps);
  }

  async join(dojoId: string, userId: string, message: string | undefined, meta: Meta): Promise<DojoEnrolment> {
    const dojo = await this.context.load(dojoId);
    if (dojo.status !== "ACTIVE") {
      throw new AppError(409, DOJO_ERROR_CODES.DOJO_NOT_ACTIVE, "This dojo is not taking students now.");
    }
    const membership = await this.context.deps.memberships.findByUser(userId);
    if (membership?.status !== "ACTIVE") {
      throw new AppError(403, DOJO_ERROR_CODES.MEMBERSHIP_NOT_ACTIVE, "Your membership is not active.", {
        action: "Pay your registration or renewal, then ask to join.",
      });
    }
    if (await this.context.dojos.roleOf(dojo.id, userId)) {
      throw new AppError(409, DOJO_ERROR_CODES.ALREADY_ENROLLED, "You teach at this dojo.");
    }
    const live = await this.context.enrolments.findLiveIn(dojo.id, userId);
    if (live?.status === "ACTIVE") {
      throw new AppError(409, DOJO_ERROR_CODES.ALREADY_ENROLLED, "This is already your home dojo.");
    }
    if (live || (await this.context.enrolments.findLive(userId, "REQUESTED"))) throw joinPending();
    const now = new Date().toISOString();
    const row: EnrolmentRow = {
      id: randomUUID(),
      dojo_id: dojo.id,
      user_id: userId,
      status: "REQUESTED",
      message: message?.trim() || null,
      requested_at: now,
      decided_by: null,
      decided_at: null,
      ended_at: null,
      end_reason: null,
      updated_at: now,
    };
    // Two taps at once: the partial unique index lets one request in.
    if (!(await insertedUnlessTaken(this.context.enrolments.insert(row)))) throw joinPending();
    await this.context.deps.audit.record({
      action: "DOJO_JOIN_REQUESTED",
      actorUserId: userId,
      detail: { dojo: dojo.id },
      ...meta,
    });
    return presentEnrolment(row, dojo);
  }

  /** Withdraws a waiting request, or leaves the home dojo (the enrolment ends and is kept). */
  async leave(dojoId: string, userId: string, meta: Meta): Promise<DojoEnrolment> {
    const dojo = await this.context.load(dojoId);
    const live = await this.context.enrolments.findLiveIn(dojo.id, userId);
    if (!live) throw notFound("You are not a student of this dojo and have no request waiting.");
    const now = new Date().toISOString();
    const changes =
      live.status === "REQUESTED"
        ? { status: "WITHDRAWN" as const, decided_at: now }
        : { status: "ENDED" as const, ended_at: now, end_reason: "LEFT" };
    if (!(await this.context.enrolments.transition(live.id, [live.status], changes))) throw alreadyDecided();
    await this.context.deps.audit.record({
      action: live.status === "REQUESTED" ? "DOJO_JOIN_WITHDRAWN" : "DOJO_LEFT",
      actorUserId: userId,
      detail: { dojo: dojo.id },
      ...meta,
    });
    return presentEnrolment({ ...live, ...changes, updated_at: now }, dojo);
  }

  async list(dojoId: string, userId: string, status?: EnrolmentStatus): Promise<DojoStudent[]> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    const rows = await this.context.enrolments.list(dojo.id, status ? [status] : ["REQUESTED", "ACTIVE"]);
    return this.present(rows);
  }

  async decide(
    dojoId: string,
    userId: string,
    memberId: string,
    decision: "ACCEPTED" | "DECLINED" | "ENDED",
    meta: Meta,
  ): Promise<DojoStudent> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    const live = await this.context.enrolments.findLiveIn(dojo.id, memberId);
    if (!live) throw notFound("This member is not a student of this dojo and has no request waiting.");
    const expected: EnrolmentStatus = decision === "ENDED" ? "ACTIVE" : "REQUESTED";
    if (live.status !== expected) throw alreadyDecided();
    const now = new Date().toISOString();
    const member = await this.context.deps.accounts.getMember(memberId);
    // The decision and the member's message commit together.
    const moved = await inTransaction(this.context.deps.db, async (trx) => {
      const repository = new EnrolmentsRepository(trx);
      if (decision === "DECLINED") {
        const declined = await repository.transition(live.id, ["REQUESTED"], {
          status: "DECLINED",
          decided_by: userId,
          decided_at: now,
        });
        if (declined && member) await this.notices.joinDeclined(trx, dojo, member);
        return declined;
      }
      if (decision === "ENDED") {
        const ended = await repository.transition(live.id, ["ACTIVE"], {
          status: "ENDED",
          ended_at: now,
          end_reason: "REMOVED",
        });
        if (ended && member) await this.notices.enrolmentEnded(trx, dojo, member);
        return ended;
      }
      // A transfer: the old home dojo's enrolment ends (and stays in the history) as this one starts.
      const home = await repository.findLive(memberId, "ACTIVE");
      if (home && home.id !== live.id) {
        await repository.transition(home.id, ["ACTIVE"], { status: "ENDED", ended_at: now, end_reason: "TRANSFER" });
      }
      const accepted = await repository.transition(live.id, ["REQUESTED"], {
        status: "ACTIVE",
        decided_by: userId,
        decided_at: now,
      });
      if (accepted && member) {
        const previous =
          home && home.id !== live.id ? await new DojosRepository(trx).findById(home.dojo_id) : undefined;
        await this.notices.joinAccepted(trx, dojo, member, previous?.name);
      }
      return accepted;
    });
    if (!moved) throw alreadyDecided();
    await this.context.deps.audit.record({
      action: `DOJO_STUDENT_${decision}`,
      actorUserId: userId,
      subjectUserId: memberId,
      detail: { dojo: dojo.id },
      ...meta,
    });
    const after = (await this.context.enrolments.list(dojo.id, ["ACTIVE", "DECLINED", "ENDED"])).filter(
      (row) => row.id === live.id,
    );
    return (await this.present(after))[0] as DojoStudent;
  }

  /** What instructors see of a student: never a document. */
  private async present(rows: EnrolmentRow[]): Promise<DojoStudent[]> {
    const members = await this.context.deps.accounts.getMembers(rows.map((row) => row.user_id));
    return Promise.all(
      rows.map(async (row) => {
        const record = await this.context.deps.records.getRecord(row.user_id);
        const member = members.get(row.user_id);
        return {
          member_id: row.user_id,
          enrolment_id: row.id,
          first_name: member?.firstName ?? "",
          last_name: member?.lastName ?? "",
          code: record.code,
          age_category: record.athlete_category,
          belt: record.current_belt,
          membership_status: record.status,
          compliance_status: record.compliance_status,
          enrolment_status: row.status,
          message: row.message,
          requested_at: row.requested_at,
          joined_at: row.status === "REQUESTED" || row.status === "DECLINED" ? null : row.decided_at,
          ended_at: row.ended_at,
        };
      }),
    );
  }
}

function joinPending(): AppError {
  return new AppError(409, DOJO_ERROR_CODES.JOIN_PENDING, "You already asked to join a dojo.", {
    action: "Wait for the instructors' answer, or withdraw that request first.",
  });
}

function alreadyDecided(): AppError {
  return new AppError(409, DOJO_ERROR_CODES.ALREADY_DECIDED, "This request was decided already.");
}
