import type { DojoStatus, InstructorRole } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import type { DocumentsService } from "../documents/documents.service.js";
import { credentialsOf } from "./credentials.js";
import { DojosRepository } from "./dojos.repository.js";
import { EnrolmentsRepository } from "./enrolments.repository.js";
import { TrainingsRepository } from "./trainings.repository.js";

export interface DojoFacts {
  id: string;
  name: string;
  region_code: string;
  status: DojoStatus;
  head_user_id: string;
}

/**
 * What other modules (events, gradings) may ask of dojos: who teaches whom, whether a coach's
 * licence is valid, a dojo's name and region. Answers only; never the rows themselves.
 */
export class DojoQueries {
  private readonly repository: DojosRepository;
  private readonly enrolments: EnrolmentsRepository;
  private readonly trainings: TrainingsRepository;

  constructor(
    db: Db,
    private readonly documents: DocumentsService,
  ) {
    this.repository = new DojosRepository(db);
    this.enrolments = new EnrolmentsRepository(db);
    this.trainings = new TrainingsRepository(db);
  }

  async dojo(dojoId: string): Promise<DojoFacts | undefined> {
    const row = await this.repository.findById(dojoId);
    return row
      ? { id: row.id, name: row.name, region_code: row.region_code, status: row.status, head_user_id: row.head_user_id }
      : undefined;
  }

  async dojos(dojoIds: string[]): Promise<Map<string, DojoFacts>> {
    if (dojoIds.length === 0) return new Map();
    const rows = await this.repository.findMany([...new Set(dojoIds)]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          region_code: row.region_code,
          status: row.status,
          head_user_id: row.head_user_id,
        },
      ]),
    );
  }

  /** The user ids of a dojo's students (ACTIVE enrolments), as a subquery (the officials' directory filter). */
  studentIdsOf(dojoId: string) {
    return this.enrolments.activeStudentIdsQuery(dojoId);
  }

  /** The member's roll calls at any dojo from `since` (YYYY-MM-DD), counted by status (the member's file). */
  async attendanceSince(userId: string, since: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const row of await this.trainings.memberAttendance(userId, since)) {
      counts[row.status] = (counts[row.status] ?? 0) + 1;
    }
    return counts;
  }

  /** HEAD, ASSISTANT or null: the member's instructor role at the dojo. */
  instructorRole(dojoId: string, userId: string): Promise<InstructorRole | null> {
    return this.repository.roleOf(dojoId, userId);
  }

  /** The member's home dojo (their ACTIVE enrolment), if any. */
  async homeDojoOf(userId: string): Promise<string | null> {
    return (await this.enrolments.findLive(userId, "ACTIVE"))?.dojo_id ?? null;
  }

  /** Whether `instructorId` teaches (head or assistant) at the home dojo of `studentId`. */
  async teaches(instructorId: string, studentId: string): Promise<boolean> {
    const home = await this.homeDojoOf(studentId);
    return home !== null && (await this.repository.roleOf(home, instructorId)) !== null;
  }

  /** The ACTIVE students of every dojo `instructorId` teaches at (head or assistant); null when none. */
  async studentsTaughtBy(instructorId: string): Promise<string[] | null> {
    const ids = await this.repository.dojoIdsOf(instructorId);
    const roles = await Promise.all(ids.map((id) => this.repository.roleOf(id, instructorId)));
    const taught = ids.filter((_id, index) => roles[index] !== null);
    if (taught.length === 0) return null;
    const enrolments = await Promise.all(taught.map((id) => this.enrolments.list(id, ["ACTIVE"])));
    return [...new Set(enrolments.flat().map((row) => row.user_id))].filter((id) => id !== instructorId);
  }

  /** The dojos the member heads (organising their events). */
  async headedBy(userId: string): Promise<string[]> {
    const ids = await this.repository.dojoIdsOf(userId);
    const roles = await Promise.all(ids.map((id) => this.repository.roleOf(id, userId)));
    return ids.filter((_id, index) => roles[index] === "HEAD");
  }

  /**
   * How many trainings that count toward gradings the member attended (PRESENT or LATE) from
   * `since` (YYYY-MM-DD) on, at any dojo.
   */
  async gradingAttendanceSince(userId: string, since: string): Promise<number> {
    const rows = await this.trainings.memberAttendance(userId, since);
    return rows.filter((row) => row.counts_toward_grading === 1 && (row.status === "PRESENT" || row.status === "LATE"))
      .length;
  }

  /** The coach's coaching licence is approved and not expired. */
  async coachingLicenceValid(userId: string): Promise<boolean> {
    const { credentials } = await credentialsOf(this.documents, userId);
    return credentials.some((entry) => entry.type === "COACHING_LICENCE" && entry.state === "VALID");
  }
}
