import {
  AFFILIATION_GRACE_DAYS,
  type AffiliationSummary,
  type Dojo,
  type DojoRole,
  type PublicDojo,
} from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import { AppError, forbidden, notFound } from "../../http/errors.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { DocumentsService } from "../documents/documents.service.js";
import type { MembershipRecordService } from "../memberships/membership-record.service.js";
import { today } from "../memberships/membership-rules.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { MembershipRow } from "../memberships/memberships.table.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { PaymentsService } from "../payments/payments.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { DojosRepository } from "./dojos.repository.js";
import type { DojoRow } from "./dojos.table.js";
import { EnrolmentsRepository } from "./enrolments.repository.js";
import { TrainingsRepository } from "./trainings.repository.js";

export const DOJO_ERROR_CODES = {
  COACH_MEMBERSHIP_REQUIRED: "COACH_MEMBERSHIP_REQUIRED",
  MEMBERSHIP_NOT_ACTIVE: "MEMBERSHIP_NOT_ACTIVE",
  DOJO_NOT_ACTIVE: "DOJO_NOT_ACTIVE",
  DOJO_NOT_AFFILIATED: "DOJO_NOT_AFFILIATED",
  ALREADY_DECIDED: "ALREADY_DECIDED",
  ALREADY_ENROLLED: "ALREADY_ENROLLED",
  JOIN_PENDING: "JOIN_PENDING",
  ALREADY_INSTRUCTOR: "ALREADY_INSTRUCTOR",
  INSTRUCTOR_NOT_CLEARED: "INSTRUCTOR_NOT_CLEARED",
  NOT_ENROLLED: "NOT_ENROLLED",
  SESSION_CANCELLED: "SESSION_CANCELLED",
  AFFILIATION_PAID: "AFFILIATION_PAID",
  /** The coach registered a dojo of this name in this town already (a form sent twice). */
  DOJO_ALREADY_REGISTERED: "DOJO_ALREADY_REGISTERED",
} as const;

export type Meta = { ip: string; userAgent: string };

/** The fee table's row for a dojo's affiliation: the head instructor, a COACH, pays it. */
export const AFFILIATION_FEE_TYPE = "COACH";

/** What the dojos module may call: other modules through their services, never their tables. */
export interface DojoDeps {
  db: Db;
  accounts: MemberDirectory;
  memberships: MembershipsService;
  records: MembershipRecordService;
  documents: DocumentsService;
  payments: PaymentsService;
  regions: RegionsService;
  notifications: NotificationsService;
  audit: AuditService;
  /** The portal's address, for the links in messages. */
  publicUrl: string;
}

/** The season a day falls in (a calendar year). */
export const seasonOf = (day: string) => Number(day.slice(0, 4));

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day an unpaid season lapses: 30 days after the season starts, or after approval if later. */
export function affiliationDueDate(dojo: Pick<DojoRow, "approved_on">, season: number): string {
  const start = `${season}-01-01`;
  const from = dojo.approved_on && dojo.approved_on > start ? dojo.approved_on : start;
  return addDays(from, AFFILIATION_GRACE_DAYS);
}

export function affiliationSummary(
  dojo: DojoRow,
  paid: Array<{ season: number; paid_at: string }>,
  day = today(),
): AffiliationSummary {
  const season = seasonOf(day);
  if (dojo.status === "PENDING" || dojo.status === "REJECTED") {
    return { season, state: "NOT_DUE", due_date: null, paid_at: null };
  }
  const due = affiliationDueDate(dojo, season);
  const row = paid.find((entry) => entry.season === season);
  if (row) return { season, state: "PAID", due_date: due, paid_at: row.paid_at };
  return { season, state: day > due ? "OVERDUE" : "DUE", due_date: due, paid_at: null };
}

/** The dojo's rows and the checks every service shares. */
export class DojoContext {
  readonly dojos: DojosRepository;
  readonly enrolments: EnrolmentsRepository;
  readonly trainings: TrainingsRepository;

  constructor(readonly deps: DojoDeps) {
    this.dojos = new DojosRepository(deps.db);
    this.enrolments = new EnrolmentsRepository(deps.db);
    this.trainings = new TrainingsRepository(deps.db);
  }

  async load(id: string): Promise<DojoRow> {
    const dojo = await this.dojos.findById(id);
    if (!dojo) throw notFound("There is no such dojo.");
    return dojo;
  }

  /** The caller teaches at this dojo (head or assistant); anyone else is refused. */
  async requireInstructor(dojoId: string, userId: string) {
    const dojo = await this.load(dojoId);
    const role = await this.dojos.roleOf(dojo.id, userId);
    if (!role) throw forbidden("Only an instructor of this dojo can do this.");
    return { dojo, role };
  }

  async requireHead(dojoId: string, userId: string) {
    const { dojo, role } = await this.requireInstructor(dojoId, userId);
    if (role !== "HEAD") throw forbidden("Only the head instructor of this dojo can do this.");
    return dojo;
  }

  /** The caller's place in the dojo: instructor, active student, or none. */
  async roleIn(dojo: DojoRow, userId: string): Promise<DojoRole | null> {
    const role = await this.dojos.roleOf(dojo.id, userId);
    if (role) return role;
    const enrolment = await this.enrolments.findLiveIn(dojo.id, userId);
    return enrolment?.status === "ACTIVE" ? "STUDENT" : null;
  }

  /** An instructor or an active student of the dojo. */
  async requireMember(dojoId: string, userId: string) {
    const dojo = await this.load(dojoId);
    const role = await this.roleIn(dojo, userId);
    if (!role) throw forbidden("Only the instructors and students of this dojo can see this.");
    return { dojo, role };
  }

  /** A member with an ACTIVE membership of type COACH (registering a dojo, teaching at one). */
  async requireActiveCoach(userId: string, who: "you" | "they" = "you"): Promise<MembershipRow> {
    const membership = await this.deps.memberships.findByUser(userId);
    if (membership?.membership_type !== "COACH") {
      throw new AppError(
        403,
        DOJO_ERROR_CODES.COACH_MEMBERSHIP_REQUIRED,
        who === "you"
          ? "Only a member of type COACH can register or teach at a dojo."
          : "This member is not of type COACH.",
      );
    }
    if (membership.status !== "ACTIVE") {
      throw new AppError(
        403,
        DOJO_ERROR_CODES.MEMBERSHIP_NOT_ACTIVE,
        who === "you" ? "Your membership is not active." : "This coach's membership is not active.",
        { action: who === "you" ? "Pay your registration or renewal first." : "They must renew first." },
      );
    }
    return membership;
  }

  /** Dojos as the public sees them: region and district names, head's name, times, affiliation. */
  async presentPublic(rows: DojoRow[]): Promise<PublicDojo[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const day = today();
    const [regions, heads, trainings, paid] = await Promise.all([
      this.deps.regions.listRegions(),
      this.deps.accounts.getMembers([...new Set(rows.map((row) => row.head_user_id))]),
      this.trainings.trainingsBetween(ids, day, "9999-12-31"),
      this.dojos.affiliations(ids),
    ]);
    return rows.map((row) => {
      const region = regions.find((entry) => entry.code === row.region_code);
      const district = region?.districts.find((entry) => entry.code === row.district_code);
      const head = heads.get(row.head_user_id);
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        status: row.status,
        region: { code: row.region_code, name: region?.name ?? row.region_code },
        district: { code: row.district_code, name: district?.name ?? row.district_code },
        town: row.town,
        address: row.address,
        contacts: { phone: row.phone, email: row.email },
        styles: JSON.parse(row.styles) as string[],
        head_instructor: { name: head ? `${head.firstName} ${head.lastName}`.trim() : "" },
        training_times: trainings
          .filter((training) => training.dojo_id === row.id)
          .map((training) => ({
            weekday: training.weekday,
            start_time: training.start_time,
            end_time: training.end_time,
          })),
        affiliation: affiliationSummary(
          row,
          paid.filter((entry) => entry.dojo_id === row.id),
          day,
        ),
      };
    });
  }

  /** Dojos as their instructors and students see them: the caller's role and the counts. */
  async present(rows: DojoRow[], userId: string | null): Promise<Dojo[]> {
    const ids = rows.map((row) => row.id);
    const [base, instructorCounts, enrolmentCounts] = await Promise.all([
      this.presentPublic(rows),
      this.dojos.instructorCounts(ids),
      this.enrolments.counts(ids),
    ]);
    return Promise.all(
      rows.map(async (row, index) => ({
        ...(base[index] as PublicDojo),
        my_role: userId ? await this.roleIn(row, userId) : null,
        decision_reason: row.decision_reason,
        counts: {
          students: enrolmentCounts.get(row.id)?.students ?? 0,
          instructors: instructorCounts.get(row.id) ?? 0,
          join_requests: enrolmentCounts.get(row.id)?.requests ?? 0,
        },
        created_at: row.created_at,
        decided_at: row.decided_at,
      })),
    );
  }

  async presentOne(row: DojoRow, userId: string | null): Promise<Dojo> {
    return (await this.present([row], userId))[0] as Dojo;
  }
}
