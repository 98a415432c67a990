import { randomUUID } from "node:crypto";
import {
  type AdminDojo,
  DOJO_STATUSES,
  type Dojo,
  type DojoDecision,
  type DojoRegionSummary,
  type DojoStatus,
  type PublicDojo,
  type RegisterDojoRequestSchema,
} from "@gkf/contract";
import type { z } from "zod";
import { nextCounterValue } from "../../db/counters.js";
import { lockUntilCommit } from "../../db/lock-until-commit.js";
import { searchText } from "../../db/search-text.js";
import { inTransaction } from "../../db/transaction.js";
import { AppError, forbidden, notFound, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import { today } from "../memberships/membership-rules.js";
import { flagsOf } from "./credentials.js";
import { affiliationSummary, DOJO_ERROR_CODES, type DojoContext, type Meta, seasonOf } from "./dojo-context.js";
import { DojoNotices } from "./dojo-notices.js";
import { DojosRepository } from "./dojos.repository.js";
import type { DojoRow } from "./dojos.table.js";

/** Which decision moves a dojo from which states. */
const DECISIONS: Record<DojoDecision["decision"], DojoStatus[]> = {
  ACTIVE: ["PENDING", "SUSPENDED"],
  REJECTED: ["PENDING"],
  SUSPENDED: ["ACTIVE", "LAPSED"],
};

/** The directory, registration by a coach, and the officials' decisions. */
export class DojosService {
  private readonly notices: DojoNotices;

  constructor(private readonly context: DojoContext) {
    this.notices = new DojoNotices(context.deps);
  }

  private get deps() {
    return this.context.deps;
  }

  // Public

  async listPublic(filters: { region?: string; q?: string }): Promise<PublicDojo[]> {
    const rows = await this.context.dojos.list({ statuses: ["ACTIVE"], region: filters.region, q: filters.q });
    return this.context.presentPublic(rows);
  }

  async getPublic(id: string): Promise<PublicDojo> {
    const dojo = await this.context.dojos.findById(id);
    if (!dojo || dojo.status === "PENDING" || dojo.status === "REJECTED") throw notFound("There is no such dojo.");
    return (await this.context.presentPublic([dojo]))[0] as PublicDojo;
  }

  // The coach's side

  async register(userId: string, request: z.output<typeof RegisterDojoRequestSchema>, meta: Meta) {
    const membership = await this.context.requireActiveCoach(userId);
    if (!(await this.deps.regions.isDistrictInRegion(request.region, request.district))) {
      throw validationFailed({ district: "is not a district of this region" });
    }
    const now = new Date().toISOString();
    const dojo = await inTransaction(this.deps.db, async (trx) => {
      // The same form sent twice at once: the second waits here, then finds the first's dojo.
      await lockUntilCommit(trx, `dojos-headed-by:${userId}`);
      await refuseRegisteredAlready(new DojosRepository(trx), userId, request);
      // One atomic counter per region: parallel registrations get distinct codes in every process.
      const sequence = await nextCounterValue(trx, `dojo:${request.region}`);
      const row: DojoRow = {
        id: randomUUID(),
        code: `GKF-D-${request.region}-${String(sequence).padStart(4, "0")}`,
        name: request.name,
        region_code: request.region,
        district_code: request.district,
        town: request.town,
        address: request.address,
        phone: request.phone ?? null,
        email: request.email ?? null,
        styles: JSON.stringify(request.styles),
        head_user_id: userId,
        status: "PENDING",
        decision_reason: null,
        decided_by: null,
        decided_at: null,
        approved_on: null,
        created_at: now,
        updated_at: now,
      };
      const repository = new DojosRepository(trx);
      await repository.insert(row);
      await repository.addInstructor({
        dojo_id: row.id,
        user_id: userId,
        role: "HEAD",
        added_by: userId,
        created_at: now,
      });
      return row;
    });
    await this.deps.audit.record({
      action: "DOJO_REGISTERED",
      actorUserId: userId,
      detail: { dojo: dojo.id, code: dojo.code, region: dojo.region_code, membership: membership.code },
      ...meta,
    });
    return { id: dojo.id, code: dojo.code, status: "PENDING" as const };
  }

  async mine(userId: string): Promise<Dojo[]> {
    const ids = await this.context.dojos.dojoIdsOf(userId);
    const rows = (await this.context.dojos.findMany(ids)).sort((a, b) => a.name.localeCompare(b.name));
    return this.context.present(rows, userId);
  }

  /** Instructors and students (and a member asking to join) see the dojo whatever its status. */
  async detail(id: string, userId: string): Promise<Dojo> {
    const dojo = await this.context.load(id);
    const role = await this.context.roleIn(dojo, userId);
    const asking = role ? null : await this.context.enrolments.findLiveIn(dojo.id, userId);
    if (!role && !asking) throw forbidden("Only the instructors and students of this dojo can see this.");
    return this.context.presentOne(dojo, userId);
  }

  // Officials

  async adminList(scope: StaffScope, filters: { status?: DojoStatus; region?: string; q?: string }) {
    if (filters.region && !scope.canAccessRegion(filters.region)) {
      throw forbidden("You can see the dojos of your own region only.");
    }
    const all = await this.context.dojos.list({ regions: scope.regions });
    const shown = all.filter(
      (row) =>
        (!filters.status || row.status === filters.status) &&
        (!filters.region || row.region_code === filters.region) &&
        (!filters.q || `${row.name} ${row.code} ${row.town}`.toLowerCase().includes(filters.q.toLowerCase())),
    );
    const [items, regions] = await Promise.all([this.presentAdmin(shown), this.regionSummaries(all)]);
    return { items, regions };
  }

  async decide(scope: StaffScope, dojoId: string, decision: DojoDecision, meta: Meta): Promise<AdminDojo> {
    const dojo = await this.context.load(dojoId);
    if (!scope.canAccessRegion(dojo.region_code)) {
      throw forbidden("Only the regional admin of this dojo's region or a federation admin can decide.");
    }
    const reason = decision.reason?.trim() || null;
    if (decision.decision !== "ACTIVE" && !reason) {
      throw validationFailed({ reason: "is required to reject or suspend a dojo" });
    }
    const from = DECISIONS[decision.decision];
    const now = new Date().toISOString();
    const changes = {
      status: decision.decision,
      decision_reason: decision.decision === "ACTIVE" ? null : reason,
      decided_by: scope.userId,
      decided_at: now,
      ...(decision.decision === "ACTIVE" && !dojo.approved_on ? { approved_on: today() } : {}),
    };
    // The decision and the head instructor's message commit together.
    const moved = await inTransaction(this.deps.db, async (trx) => {
      const repository = new DojosRepository(trx);
      if (!(await repository.transition(dojo.id, from, changes))) return false;
      const season = seasonOf(today());
      const paid = (await repository.affiliations([dojo.id])).some((entry) => entry.season === season);
      await this.notices.decided(trx, { ...dojo, ...changes }, decision.decision, reason, paid, dojo.status);
      return true;
    });
    if (!moved) {
      throw new AppError(
        409,
        DOJO_ERROR_CODES.ALREADY_DECIDED,
        `This dojo is ${dojo.status.toLowerCase()}: it cannot be made ${decision.decision.toLowerCase()}.`,
      );
    }
    await this.deps.audit.record({
      action: "DOJO_DECIDED",
      actorUserId: scope.userId,
      subjectUserId: dojo.head_user_id,
      detail: { dojo: dojo.id, code: dojo.code, decision: decision.decision, reason },
      ...meta,
    });
    return (await this.presentAdmin([await this.context.load(dojo.id)]))[0] as AdminDojo;
  }

  private async presentAdmin(rows: DojoRow[]): Promise<AdminDojo[]> {
    const heads = rows.map((row) => row.head_user_id);
    const [dojos, members, facts, flags] = await Promise.all([
      this.context.present(rows, null),
      this.deps.accounts.getMembers(heads),
      this.deps.memberships.factsOf(heads),
      flagsOf(this.deps.documents, heads),
    ]);
    return dojos.map(({ my_role: _role, ...dojo }, index) => {
      const head = (rows[index] as DojoRow).head_user_id;
      const member = members.get(head);
      return {
        ...dojo,
        head_instructor_member: {
          member_id: head,
          first_name: member?.firstName ?? "",
          last_name: member?.lastName ?? "",
          code: facts.get(head)?.code ?? null,
          flagged: flags.get(head) ?? true,
        },
      };
    });
  }

  private async regionSummaries(rows: DojoRow[]): Promise<DojoRegionSummary[]> {
    const ids = rows.map((row) => row.id);
    const [regions, students, instructors, paid] = await Promise.all([
      this.deps.regions.listRegions(),
      this.context.enrolments.counts(ids),
      this.context.dojos.instructorCounts(ids),
      this.context.dojos.affiliations(ids),
    ]);
    const day = today();
    const byRegion = new Map<string, DojoRegionSummary>();
    for (const row of rows) {
      const region = regions.find((entry) => entry.code === row.region_code);
      const summary = byRegion.get(row.region_code) ?? {
        region: { code: row.region_code, name: region?.name ?? row.region_code },
        by_status: Object.fromEntries(DOJO_STATUSES.map((status) => [status, 0])) as Record<DojoStatus, number>,
        students: 0,
        instructors: 0,
        unpaid_affiliations: 0,
      };
      summary.by_status[row.status] += 1;
      summary.students += students.get(row.id)?.students ?? 0;
      summary.instructors += instructors.get(row.id) ?? 0;
      const affiliation = affiliationSummary(
        row,
        paid.filter((entry) => entry.dojo_id === row.id),
        day,
      );
      if ((row.status === "ACTIVE" || row.status === "LAPSED") && affiliation.state !== "PAID") {
        summary.unpaid_affiliations += 1;
      }
      byRegion.set(row.region_code, summary);
    }
    return [...byRegion.values()].sort((a, b) => a.region.name.localeCompare(b.region.name));
  }
}

/**
 * A dojo of the same name and town (case, accents and punctuation aside, as the directory's search
 * compares them) that the coach heads, and that is not a rejected registration, is the one the form
 * registered already: its answer lost on a slow network, or a second tap (decision 142).
 */
async function refuseRegisteredAlready(
  dojos: DojosRepository,
  userId: string,
  request: z.output<typeof RegisterDojoRequestSchema>,
): Promise<void> {
  const twin = (await dojos.headedBy(userId)).find(
    (dojo) =>
      dojo.status !== "REJECTED" &&
      searchText(dojo.name) === searchText(request.name) &&
      searchText(dojo.town) === searchText(request.town),
  );
  if (twin) {
    throw new AppError(
      409,
      DOJO_ERROR_CODES.DOJO_ALREADY_REGISTERED,
      `You registered ${twin.name} in ${twin.town} already (${twin.code}).`,
      { action: "Find it under My dojos." },
    );
  }
}
