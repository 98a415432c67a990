import { randomUUID } from "node:crypto";
import {
  type Belt,
  type DojoSession,
  type DojoTraining,
  SESSION_RANGE_MAX_DAYS,
  type TrainingWriteSchema,
} from "@gkf/contract";
import type { z } from "zod";
import { AppError, notFound, validationFailed } from "../../http/errors.js";
import { beltRank, today } from "../memberships/membership-rules.js";
import { credentialsOf, flagsOf } from "./credentials.js";
import { addDays, DOJO_ERROR_CODES, type DojoContext, type Meta } from "./dojo-context.js";
import type { SessionRow, TrainingRow } from "./dojos.table.js";

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Weekly schedules and the sessions they produce (made on read, once per schedule and day). */
export class TrainingsService {
  constructor(private readonly context: DojoContext) {}

  async list(dojoId: string, userId: string): Promise<DojoTraining[]> {
    const { dojo } = await this.context.requireMember(dojoId, userId);
    const rows = await this.context.trainings.trainingsBetween([dojo.id], today(), "9999-12-31");
    return this.presentTrainings(rows);
  }

  async add(
    dojoId: string,
    userId: string,
    input: z.output<typeof TrainingWriteSchema>,
    meta: Meta,
  ): Promise<DojoTraining> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    if (dojo.status !== "ACTIVE") {
      throw new AppError(409, DOJO_ERROR_CODES.DOJO_NOT_ACTIVE, "Trainings are scheduled while the dojo is active.");
    }
    const startsOn = input.starts_on ?? today();
    const fields: Record<string, string> = {};
    if (input.end_time <= input.start_time) fields.end_time = "must be after start_time";
    if (input.min_belt && input.max_belt && beltRank(input.min_belt) > beltRank(input.max_belt)) {
      fields.max_belt = "must be the same as or above min_belt";
    }
    if (input.ends_on && input.ends_on < startsOn) fields.ends_on = "must be on or after starts_on";
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    if (!(await this.context.dojos.roleOf(dojo.id, input.lead_instructor))) {
      throw new AppError(422, DOJO_ERROR_CODES.INSTRUCTOR_NOT_CLEARED, "The lead must be an instructor of this dojo.", {
        fields: { lead_instructor: "is not an instructor of this dojo" },
      });
    }
    const { flagged } = await credentialsOf(this.context.deps.documents, input.lead_instructor);
    if (flagged) {
      throw new AppError(
        422,
        DOJO_ERROR_CODES.INSTRUCTOR_NOT_CLEARED,
        "This instructor's coaching licence or safeguarding certificate is not valid: they cannot lead a new training.",
        {
          action: "Choose another lead, or have the credential uploaded and approved first.",
          fields: { lead_instructor: "has an expired or missing coaching licence or safeguarding" },
        },
      );
    }
    const row: TrainingRow = {
      id: randomUUID(),
      dojo_id: dojo.id,
      title: input.title?.trim() || null,
      weekday: input.weekday,
      start_time: input.start_time,
      end_time: input.end_time,
      lead_user_id: input.lead_instructor,
      min_belt: input.min_belt ?? null,
      max_belt: input.max_belt ?? null,
      counts_toward_grading: input.counts_toward_grading ? 1 : 0,
      starts_on: startsOn,
      ends_on: input.ends_on ?? null,
      created_by: userId,
      created_at: new Date().toISOString(),
    };
    await this.context.trainings.insertTraining(row);
    await this.context.deps.audit.record({
      action: "DOJO_TRAINING_ADDED",
      actorUserId: userId,
      detail: { dojo: dojo.id, training: row.id },
      ...meta,
    });
    return (await this.presentTrainings([row]))[0] as DojoTraining;
  }

  async end(dojoId: string, userId: string, trainingId: string, meta: Meta): Promise<DojoTraining> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    const training = await this.context.trainings.findTraining(trainingId);
    if (!training || training.dojo_id !== dojo.id) throw notFound("This dojo has no such training.");
    const day = today();
    const endsOn = training.ends_on && training.ends_on < day ? training.ends_on : day;
    await this.context.trainings.endTraining(training.id, endsOn);
    await this.context.deps.audit.record({
      action: "DOJO_TRAINING_ENDED",
      actorUserId: userId,
      detail: { dojo: dojo.id, training: training.id },
      ...meta,
    });
    return (await this.presentTrainings([{ ...training, ends_on: endsOn }]))[0] as DojoTraining;
  }

  async sessions(dojoId: string, userId: string, from: string, to: string): Promise<DojoSession[]> {
    const { dojo } = await this.context.requireMember(dojoId, userId);
    checkRange(from, to);
    return this.sessionsOf([dojo.id], from, to);
  }

  /** The sessions of some dojos between two days, made first where a schedule needs one. */
  async sessionsOf(dojoIds: string[], from: string, to: string): Promise<DojoSession[]> {
    await this.produce(dojoIds, from, to);
    return this.presentSessions(await this.context.trainings.sessionsBetween(dojoIds, from, to));
  }

  async updateSession(
    dojoId: string,
    userId: string,
    sessionId: string,
    input: { cancelled: boolean; note?: string },
    meta: Meta,
  ): Promise<DojoSession> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    const session = await this.findSession(dojo.id, sessionId);
    const note = input.note?.trim() || null;
    if (input.cancelled && !note) throw validationFailed({ note: "is required to cancel a session" });
    await this.context.trainings.updateSession(session.id, {
      cancelled: input.cancelled ? 1 : 0,
      cancel_note: input.cancelled ? note : null,
    });
    await this.context.deps.audit.record({
      action: input.cancelled ? "DOJO_SESSION_CANCELLED" : "DOJO_SESSION_RESTORED",
      actorUserId: userId,
      detail: { dojo: dojo.id, session: session.id, note },
      ...meta,
    });
    return (
      await this.presentSessions([(await this.context.trainings.findSession(session.id)) as SessionRow])
    )[0] as DojoSession;
  }

  async findSession(dojoId: string, sessionId: string): Promise<SessionRow> {
    const session = await this.context.trainings.findSession(sessionId);
    if (!session || session.dojo_id !== dojoId) throw notFound("This dojo has no such session.");
    return session;
  }

  /** Makes the missing sessions of every schedule in the range (a unique index keeps one a day). */
  private async produce(dojoIds: string[], from: string, to: string): Promise<void> {
    const trainings = await this.context.trainings.trainingsBetween(dojoIds, from, to);
    if (trainings.length === 0) return;
    const existing = new Set(
      (
        await this.context.trainings.existingSessionDays(
          trainings.map((training) => training.id),
          from,
          to,
        )
      ).map((row) => `${row.training_id}/${row.date}`),
    );
    const now = new Date().toISOString();
    const rows = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const weekday = isoWeekday(day);
      for (const training of trainings) {
        if (training.weekday !== weekday || day < training.starts_on) continue;
        if (training.ends_on && day > training.ends_on) continue;
        if (existing.has(`${training.id}/${day}`)) continue;
        rows.push({
          id: randomUUID(),
          dojo_id: training.dojo_id,
          training_id: training.id,
          date: day,
          start_time: training.start_time,
          end_time: training.end_time,
          lead_user_id: training.lead_user_id,
          counts_toward_grading: training.counts_toward_grading,
          cancelled: 0,
          cancel_note: null,
          created_at: now,
        });
      }
    }
    for (let index = 0; index < rows.length; index += 100) {
      await this.context.trainings.insertSessions(rows.slice(index, index + 100));
    }
  }

  private async leads(userIds: string[]) {
    const [members, flags] = await Promise.all([
      this.context.deps.accounts.getMembers(userIds),
      flagsOf(this.context.deps.documents, userIds),
    ]);
    return (id: string) => ({
      member_id: id,
      first_name: members.get(id)?.firstName ?? "",
      last_name: members.get(id)?.lastName ?? "",
      flagged: flags.get(id) ?? true,
    });
  }

  async presentTrainings(rows: TrainingRow[]): Promise<DojoTraining[]> {
    const lead = await this.leads(rows.map((row) => row.lead_user_id));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      weekday: row.weekday,
      start_time: row.start_time,
      end_time: row.end_time,
      lead_instructor: lead(row.lead_user_id),
      min_belt: row.min_belt as Belt | null,
      max_belt: row.max_belt as Belt | null,
      counts_toward_grading: row.counts_toward_grading === 1,
      starts_on: row.starts_on,
      ends_on: row.ends_on,
    }));
  }

  async presentSessions(rows: SessionRow[]): Promise<DojoSession[]> {
    if (rows.length === 0) return [];
    const [lead, attendance, trainings] = await Promise.all([
      this.leads(rows.map((row) => row.lead_user_id)),
      this.context.trainings.attendanceOf(rows.map((row) => row.id)),
      Promise.all(
        [...new Set(rows.map((row) => row.training_id))].map((id) => this.context.trainings.findTraining(id)),
      ),
    ]);
    return rows.map((row) => {
      const counts = { PRESENT: 0, LATE: 0, EXCUSED: 0, ABSENT: 0 };
      for (const entry of attendance) if (entry.session_id === row.id) counts[entry.status] += 1;
      return {
        id: row.id,
        training_id: row.training_id,
        title: trainings.find((training) => training?.id === row.training_id)?.title ?? null,
        date: row.date,
        start_time: row.start_time,
        end_time: row.end_time,
        lead_instructor: lead(row.lead_user_id),
        counts_toward_grading: row.counts_toward_grading === 1,
        cancelled: row.cancelled === 1,
        cancel_note: row.cancel_note,
        attendance: counts,
      };
    });
  }
}

function checkRange(from: string, to: string): void {
  if (to < from) throw validationFailed({ to: "must be on or after from" });
  if (daysBetween(from, to) > SESSION_RANGE_MAX_DAYS) {
    throw validationFailed({ to: `must be at most ${SESSION_RANGE_MAX_DAYS} days after from` });
  }
}
