import { randomUUID } from "node:crypto";
import {
  type Belt,
  GRADING_ERROR_CODES,
  type GradingPanelWriteSchema,
  type GradingSession,
  type GradingWriteSchema,
} from "@gkf/contract";
import type { z } from "zod";
import type { Db } from "../../db/transaction.js";
import { inTransaction } from "../../db/transaction.js";
import { AppError, forbidden, notFound, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { DojoQueries } from "../dojos/dojo-queries.js";
import type { MembershipRecordService } from "../memberships/membership-record.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { authorisedUpTo, checkPanel, checkSessionFields, type PanelMember } from "./grading-rules.js";
import { GradingsRepository } from "./gradings.repository.js";
import type { GradingSessionRow, GradingSessionsTable } from "./gradings.table.js";

type GradingWrite = z.output<typeof GradingWriteSchema>;
type PanelWrite = z.output<typeof GradingPanelWriteSchema>["examiners"];
type Meta = { ip: string; userAgent: string };
type Host = Pick<GradingSessionsTable, "host_kind" | "region_code" | "dojo_id">;
export type Reach = { all: true } | { all: false; regions: string[]; dojos: string[] };

/** What the gradings module may call: other modules through their services, never their tables. */
export interface GradingDeps {
  db: Db;
  accounts: MemberDirectory;
  records: MembershipRecordService;
  dojos: DojoQueries;
  regions: RegionsService;
  audit: AuditService;
  /** Members are told their results (decision 90). */
  notifications: NotificationsService;
  /** The portal's address, for links in messages. */
  publicUrl: string;
  /** The dojos flag: dojo-hosted sessions exist only while it is on. */
  dojosEnabled: boolean;
  /** A minor's guardian and their recorded consent (families module, decision 104); null without one. */
  guardianConsent?: (memberId: string) => Promise<{ guardianId: string; consentAt: string | null } | null>;
  /** The guardian's acceptance of the privacy notice in force (decision 111): 403 PRIVACY_NOTICE_NOT_ACCEPTED without it. */
  requireCurrentNotice?: (memberId: string) => Promise<void>;
}

/** Grading sessions as officials create them and set their examiner panels. */
export class GradingsService {
  private readonly gradings: GradingsRepository;

  constructor(private readonly deps: GradingDeps) {
    this.gradings = new GradingsRepository(deps.db);
  }

  async list(userId: string, scope: StaffScope | null): Promise<GradingSession[]> {
    const reach = await this.reach(userId, scope);
    if (!reach.all && reach.regions.length === 0 && reach.dojos.length === 0) {
      throw forbidden("Only grading officials can see this.");
    }
    const rows = await this.gradings.listHosted(reach.all ? undefined : reach);
    return this.present(rows.filter((row) => row.host_kind !== "DOJO" || this.deps.dojosEnabled));
  }

  async get(userId: string, scope: StaffScope | null, id: string): Promise<GradingSession> {
    return (await this.present([await this.requireHost(id, userId, scope)]))[0] as GradingSession;
  }

  async create(userId: string, scope: StaffScope | null, input: GradingWrite, meta: Meta): Promise<GradingSession> {
    const host = await this.hostOf(input);
    if (!this.canHost(await this.reach(userId, scope), host)) {
      throw forbidden(
        host.host_kind === "FEDERATION"
          ? "Only federation officials can hold federation gradings."
          : host.host_kind === "REGION"
            ? "Only this region's officials can hold its gradings."
            : "Only the dojo's head instructor can hold its gradings.",
      );
    }
    checkSessionFields(input);
    const panel = await this.panelOf(input.examiners);
    checkPanel(input.kind, input.highest_grade, panel);
    const id = randomUUID();
    const now = new Date().toISOString();
    await inTransaction(this.deps.db, async (trx) => {
      const repository = new GradingsRepository(trx);
      await repository.insert({
        id,
        ...host,
        exam_date: input.date,
        venue: input.venue,
        kind: input.kind,
        highest_grade: input.highest_grade,
        application_deadline: new Date(input.application_deadline).toISOString(),
        capacity: input.capacity,
        fee: input.fee,
        status: "DRAFT",
        created_by: userId,
        created_at: now,
        updated_at: now,
      });
      await repository.replacePanel(id, panelRows(panel));
    });
    await this.audit("GRADING_CREATED", userId, id, meta);
    return this.get(userId, scope, id);
  }

  async setPanel(userId: string, scope: StaffScope | null, id: string, examiners: PanelWrite, meta: Meta) {
    const session = await this.requireHost(id, userId, scope);
    if (session.status === "COMPLETED" || session.status === "CANCELLED") {
      throw new AppError(
        409,
        GRADING_ERROR_CODES.GRADING_NOT_EDITABLE,
        `This grading is ${session.status.toLowerCase()}: its panel cannot change.`,
      );
    }
    const panel = await this.panelOf(examiners);
    checkPanel(session.kind, session.highest_grade, panel);
    await inTransaction(this.deps.db, async (trx) => {
      const repository = new GradingsRepository(trx);
      await repository.replacePanel(id, panelRows(panel));
      await repository.touch(id, new Date().toISOString());
    });
    await this.audit("GRADING_PANEL_SET", userId, id, meta, { examiners: panel.length });
    return this.get(userId, scope, id);
  }

  async publish(userId: string, scope: StaffScope | null, id: string, meta: Meta) {
    const session = await this.requireHost(id, userId, scope);
    if (!(await this.gradings.transition(id, ["DRAFT"], "PUBLISHED", new Date().toISOString()))) {
      throw new AppError(
        409,
        GRADING_ERROR_CODES.INVALID_TRANSITION,
        `A ${session.status.toLowerCase()} grading cannot be published.`,
      );
    }
    await this.audit("GRADING_PUBLISHED", userId, id, meta);
    return this.get(userId, scope, id);
  }

  // Helpers

  async reach(userId: string, scope: StaffScope | null): Promise<Reach> {
    if (scope && scope.regions === undefined) return { all: true };
    const dojos = this.deps.dojosEnabled ? await this.deps.dojos.headedBy(userId) : [];
    return { all: false, regions: scope?.regions ?? [], dojos };
  }

  private canHost(reach: Reach, host: Host): boolean {
    if (reach.all) return true;
    if (host.host_kind === "REGION") return reach.regions.includes(host.region_code ?? "");
    if (host.host_kind === "DOJO") return reach.dojos.includes(host.dojo_id ?? "");
    return false;
  }

  /** Loads a session the caller hosts; anyone else is refused. */
  async requireHost(id: string, userId: string, scope: StaffScope | null): Promise<GradingSessionRow> {
    const session = await this.gradings.findById(id);
    if (!session || (session.host_kind === "DOJO" && !this.deps.dojosEnabled)) {
      throw notFound("There is no such grading session.");
    }
    if (!this.canHost(await this.reach(userId, scope), session)) {
      throw forbidden("Only this grading's officials can do this.");
    }
    return session;
  }

  private async hostOf(input: GradingWrite): Promise<Host> {
    const { kind, region, dojo } = input.host;
    if (kind === "FEDERATION") return { host_kind: kind, region_code: null, dojo_id: null };
    if (kind === "REGION") {
      if (!region) throw validationFailed({ "host.region": "is required for a region's grading" });
      const code = region.toUpperCase();
      const regions = await this.deps.regions.listRegions();
      if (!regions.some((entry) => entry.code === code))
        throw validationFailed({ "host.region": "there is no such region" });
      return { host_kind: kind, region_code: code, dojo_id: null };
    }
    if (!this.deps.dojosEnabled) throw validationFailed({ "host.kind": "dojo gradings are not available" });
    if (!dojo) throw validationFailed({ "host.dojo": "is required for a dojo's grading" });
    const facts = await this.deps.dojos.dojo(dojo);
    if (!facts) throw validationFailed({ "host.dojo": "there is no such dojo" });
    if (facts.status !== "ACTIVE") throw validationFailed({ "host.dojo": "the dojo is not active" });
    return { host_kind: kind, region_code: facts.region_code, dojo_id: facts.id };
  }

  /** The examiners' facts: each an ACTIVE member, once on the panel, with their confirmed grade. */
  private async panelOf(examiners: PanelWrite): Promise<PanelMember[]> {
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    // Officials know examiners by their membership number; a user id is taken as well.
    const userIds = await Promise.all(
      examiners.map(async (examiner) => (await this.deps.records.holderOf(examiner.member)) ?? examiner.member),
    );
    const panel = await Promise.all(
      examiners.map(async (examiner, index) => {
        const userId = userIds[index] ?? examiner.member;
        if (seen.has(userId)) fields[`examiners.${index}.member`] = "is on the panel twice";
        seen.add(userId);
        const facts = await this.examiner(userId);
        if (facts?.status !== "ACTIVE") {
          fields[`examiners.${index}.member`] = "must be a member with an ACTIVE membership";
        }
        return {
          userId,
          name: facts?.name ?? "",
          grade: facts?.grade ?? null,
          maxAward: examiner.max_award,
        };
      }),
    );
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    return panel;
  }

  private async examiner(userId: string) {
    const [member, record] = await Promise.all([
      this.deps.accounts.getMember(userId),
      this.deps.records.getRecord(userId).catch(() => undefined),
    ]);
    if (!member || !record) return undefined;
    return {
      name: `${member.firstName} ${member.lastName}`,
      firstName: member.firstName,
      lastName: member.lastName,
      code: record.code,
      grade: record.current_belt,
      status: record.status,
    };
  }

  async present(rows: GradingSessionRow[]): Promise<GradingSession[]> {
    const [examiners, dojos] = await Promise.all([
      this.gradings.examinersOf(rows.map((row) => row.id)),
      this.deps.dojos.dojos(rows.map((row) => row.dojo_id).filter((id): id is string => id !== null)),
    ]);
    const people = new Map(
      await Promise.all(
        [...new Set(examiners.map((row) => row.user_id))].map(async (id) => [id, await this.examiner(id)] as const),
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      host: {
        kind: row.host_kind,
        region: row.region_code,
        dojo: row.dojo_id ? { id: row.dojo_id, name: dojos.get(row.dojo_id)?.name ?? "" } : null,
      },
      date: row.exam_date,
      venue: row.venue,
      kind: row.kind,
      highest_grade: row.highest_grade,
      application_deadline: row.application_deadline,
      capacity: row.capacity,
      fee: { amount: row.fee, currency: "GHS" as const },
      status: row.status,
      examiners: examiners
        .filter((examiner) => examiner.session_id === row.id)
        .map((examiner) => {
          const person = people.get(examiner.user_id);
          const grade: Belt | null = person?.grade ?? null;
          return {
            member: {
              id: examiner.user_id,
              first_name: person?.firstName ?? "",
              last_name: person?.lastName ?? "",
              code: person?.code ?? null,
            },
            grade,
            authorised_up_to: authorisedUpTo(grade),
            max_award: examiner.max_award,
          };
        }),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  private async audit(action: string, userId: string, id: string, meta: Meta, detail: Record<string, unknown> = {}) {
    await this.deps.audit.record({ action, actorUserId: userId, detail: { grading: id, ...detail }, ...meta });
  }
}

const panelRows = (panel: PanelMember[]) =>
  panel.map((member) => ({ user_id: member.userId, max_award: member.maxAward }));
