import type { AttendanceStatus } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import type {
  DojoAttendanceEntriesTable,
  DojoSessionsTable,
  DojoTrainingsTable,
  SessionRow,
  TrainingRow,
} from "./dojos.table.js";

/** Weekly trainings, the sessions they produce, and attendance. */
export class TrainingsRepository {
  constructor(private readonly db: Db) {}

  async insertTraining(row: DojoTrainingsTable): Promise<void> {
    await this.db.insertInto("dojo_trainings").values(row).execute();
  }

  findTraining(id: string): Promise<TrainingRow | undefined> {
    return this.db.selectFrom("dojo_trainings").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** Schedules that run on some day of [from, to]. */
  trainingsBetween(dojoIds: string[], from: string, to: string): Promise<TrainingRow[]> {
    if (dojoIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("dojo_trainings")
      .selectAll()
      .where("dojo_id", "in", dojoIds)
      .where("starts_on", "<=", to)
      .where((eb) => eb.or([eb("ends_on", "is", null), eb("ends_on", ">=", from)]))
      .orderBy("weekday")
      .orderBy("start_time")
      .execute();
  }

  async endTraining(id: string, endsOn: string): Promise<void> {
    await this.db.updateTable("dojo_trainings").set({ ends_on: endsOn }).where("id", "=", id).execute();
    // Sessions made ahead for days after the end go, unless attendance was taken.
    await this.db
      .deleteFrom("dojo_sessions")
      .where("training_id", "=", id)
      .where("date", ">", endsOn)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("dojo_attendance")
              .select("dojo_attendance.session_id")
              .whereRef("dojo_attendance.session_id", "=", "dojo_sessions.id"),
          ),
        ),
      )
      .execute();
  }

  /** Adds sessions that do not exist yet; a session made by another reader meanwhile is kept. */
  async insertSessions(rows: DojoSessionsTable[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto("dojo_sessions")
      .values(rows)
      .onConflict((conflict) => conflict.columns(["training_id", "date"]).doNothing())
      .execute();
  }

  sessionsBetween(dojoIds: string[], from: string, to: string): Promise<SessionRow[]> {
    if (dojoIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("dojo_sessions")
      .selectAll()
      .where("dojo_id", "in", dojoIds)
      .where("date", ">=", from)
      .where("date", "<=", to)
      .orderBy("date")
      .orderBy("start_time")
      .execute();
  }

  existingSessionDays(trainingIds: string[], from: string, to: string) {
    if (trainingIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("dojo_sessions")
      .select(["training_id", "date"])
      .where("training_id", "in", trainingIds)
      .where("date", ">=", from)
      .where("date", "<=", to)
      .execute();
  }

  findSession(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom("dojo_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async updateSession(id: string, changes: Pick<DojoSessionsTable, "cancelled" | "cancel_note">): Promise<void> {
    await this.db.updateTable("dojo_sessions").set(changes).where("id", "=", id).execute();
  }

  // Attendance

  /** Stores an entry once per client id: false when that client id was recorded before. */
  async insertEntry(row: DojoAttendanceEntriesTable): Promise<boolean> {
    const result = await this.db
      .insertInto("dojo_attendance_entries")
      .values(row)
      .onConflict((conflict) => conflict.columns(["session_id", "client_id"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async setAttendance(row: {
    session_id: string;
    user_id: string;
    status: AttendanceStatus;
    recorded_by: string;
    recorded_at: string;
  }): Promise<void> {
    await this.db
      .insertInto("dojo_attendance")
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(["session_id", "user_id"]).doUpdateSet({
          status: row.status,
          recorded_by: row.recorded_by,
          recorded_at: row.recorded_at,
        }),
      )
      .execute();
  }

  attendanceOf(sessionIds: string[]) {
    if (sessionIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom("dojo_attendance").selectAll().where("session_id", "in", sessionIds).execute();
  }

  /** A member's attendance since a day, with each session, newest first. */
  memberAttendance(userId: string, since: string) {
    return this.db
      .selectFrom("dojo_attendance")
      .innerJoin("dojo_sessions", "dojo_sessions.id", "dojo_attendance.session_id")
      .innerJoin("dojos", "dojos.id", "dojo_sessions.dojo_id")
      .leftJoin("dojo_trainings", "dojo_trainings.id", "dojo_sessions.training_id")
      .select([
        "dojo_sessions.id as session_id",
        "dojo_sessions.date",
        "dojo_sessions.start_time",
        "dojo_sessions.end_time",
        "dojo_sessions.counts_toward_grading",
        "dojo_trainings.title",
        "dojos.id as dojo_id",
        "dojos.name as dojo_name",
        "dojo_attendance.status",
      ])
      .where("dojo_attendance.user_id", "=", userId)
      .where("dojo_sessions.date", ">=", since)
      .orderBy("dojo_sessions.date", "desc")
      .orderBy("dojo_sessions.start_time", "desc")
      .execute();
  }
}
