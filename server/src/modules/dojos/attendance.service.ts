import type { AttendanceEntry, Belt, SessionRoll } from "@gkf/contract";
import { inTransaction } from "../../db/transaction.js";
import { AppError } from "../../http/errors.js";
import { DOJO_ERROR_CODES, type DojoContext, type Meta } from "./dojo-context.js";
import type { SessionRow } from "./dojos.table.js";
import { TrainingsRepository } from "./trainings.repository.js";
import type { TrainingsService } from "./trainings.service.js";

/**
 * Attendance per session and student, taken by the dojo's instructors. Every entry carries the
 * client id its device gave it: an entry stored once is never stored again (sent twice, or by two
 * requests at once), while a later entry for the same student replaces the status.
 */
export class AttendanceService {
  constructor(
    private readonly context: DojoContext,
    private readonly trainings: TrainingsService,
  ) {}

  async roll(dojoId: string, userId: string, sessionId: string): Promise<SessionRoll> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    const session = await this.trainings.findSession(dojo.id, sessionId);
    return this.present(session, 0, 0);
  }

  async record(
    dojoId: string,
    userId: string,
    sessionId: string,
    entries: AttendanceEntry[],
    meta: Meta,
  ): Promise<SessionRoll> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    const session = await this.trainings.findSession(dojo.id, sessionId);
    if (session.cancelled === 1) {
      throw new AppError(409, DOJO_ERROR_CODES.SESSION_CANCELLED, "This session was cancelled: there is no roll.");
    }
    const enrolled = await this.context.enrolments.activeAmong(dojo.id, [...new Set(entries.map((e) => e.member))]);
    const fields: Record<string, string> = {};
    entries.forEach((entry, index) => {
      if (!enrolled.has(entry.member)) fields[`entries.${index}.member`] = "is not a student of this dojo";
    });
    if (Object.keys(fields).length > 0) {
      throw new AppError(
        422,
        DOJO_ERROR_CODES.NOT_ENROLLED,
        "Some entries name members who are not students of this dojo; nothing was recorded.",
        {
          fields,
        },
      );
    }
    const { recorded, repeated } = await inTransaction(this.context.deps.db, async (trx) => {
      const repository = new TrainingsRepository(trx);
      let stored = 0;
      for (const entry of entries) {
        const now = new Date().toISOString();
        const fresh = await repository.insertEntry({
          session_id: session.id,
          client_id: entry.client_id,
          user_id: entry.member,
          status: entry.status,
          recorded_by: userId,
          recorded_at: now,
        });
        if (!fresh) continue;
        stored += 1;
        await repository.setAttendance({
          session_id: session.id,
          user_id: entry.member,
          status: entry.status,
          recorded_by: userId,
          recorded_at: now,
        });
      }
      return { recorded: stored, repeated: entries.length - stored };
    });
    if (recorded > 0) {
      await this.context.deps.audit.record({
        action: "DOJO_ATTENDANCE_RECORDED",
        actorUserId: userId,
        detail: { dojo: dojo.id, session: session.id, recorded, repeated },
        ...meta,
      });
    }
    return this.present(session, recorded, repeated);
  }

  private async present(session: SessionRow, recorded: number, repeated: number): Promise<SessionRoll> {
    const [presented, students, attendance] = await Promise.all([
      this.trainings.presentSessions([session]),
      this.context.enrolments.list(session.dojo_id, ["ACTIVE"]),
      this.context.trainings.attendanceOf([session.id]),
    ]);
    const ids = [...new Set([...students.map((row) => row.user_id), ...attendance.map((row) => row.user_id)])];
    const [members, facts] = await Promise.all([
      this.context.deps.accounts.getMembers(ids),
      Promise.all(ids.map((id) => this.context.deps.memberships.findByUser(id))),
    ]);
    const items = ids.map((id, index) => {
      const member = members.get(id);
      const entry = attendance.find((row) => row.user_id === id);
      return {
        member_id: id,
        first_name: member?.firstName ?? "",
        last_name: member?.lastName ?? "",
        code: facts[index]?.code ?? null,
        belt: (facts[index]?.current_belt ?? null) as Belt | null,
        status: entry?.status ?? null,
        recorded_at: entry?.recorded_at ?? null,
      };
    });
    items.sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));
    return { session: presented[0] as SessionRoll["session"], items, recorded, repeated };
  }
}
