import { randomUUID } from "node:crypto";
import {
  APPLICATION_STATUSES,
  type ApplicationDecisionSchema,
  type ApplyRequestSchema,
  type AvailablePosition,
  type Belt,
  type PositionApplication,
  type PositionWriteSchema,
} from "@gkf/contract";
import { positions as positionsFr } from "@gkf/contract/i18n/fr-positions";
import type { z } from "zod";
import { type Db, inTransaction } from "../../db/transaction.js";
import { insertedUnlessTaken } from "../../db/unique-violation.js";
import { AppError, notFound, validationFailed } from "../../http/errors.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { MembershipRecordService } from "../memberships/membership-record.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { ineligibility } from "./eligibility.js";
import { PositionsRepository } from "./positions.repository.js";
import type { ApplicationRow, PositionRow } from "./positions.table.js";

export const POSITION_ERROR_CODES = {
  WINDOW_CLOSED: "APPLICATION_WINDOW_CLOSED",
  NOT_ELIGIBLE: "NOT_ELIGIBLE",
  ALREADY_APPLIED: "ALREADY_APPLIED",
  ALREADY_DECIDED: "ALREADY_DECIDED",
  NO_SEATS_LEFT: "NO_SEATS_LEFT",
} as const;

type Meta = { ip: string; userAgent: string };

/**
 * Federation positions and the applications to them. A member sees open positions with their own
 * eligibility, applies once per position, may withdraw until decided; officials publish and decide.
 */
export class PositionsService {
  constructor(
    private readonly db: Db,
    private readonly repository: PositionsRepository,
    private readonly records: MembershipRecordService,
    private readonly accounts: MemberDirectory,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  // Member side

  async available(userId: string): Promise<AvailablePosition[]> {
    const now = new Date().toISOString();
    const [positions, record, applications] = await Promise.all([
      this.repository.listOpen(now),
      this.records.getRecord(userId),
      this.repository.listForUser(userId),
    ]);
    return positions.map((position) => {
      const reasons = ineligibility(position, record);
      const live = applications.find(
        (application) => application.position_id === position.id && application.status !== "WITHDRAWN",
      );
      return {
        ...toPosition(position),
        my_eligibility: { eligible: reasons.length === 0, reasons },
        my_application: live ? { id: live.id, status: live.status } : null,
      };
    });
  }

  async apply(userId: string, request: z.output<typeof ApplyRequestSchema>, meta: Meta): Promise<PositionApplication> {
    const position = await this.repository.findById(request.position);
    if (!position || position.status === "DRAFT") throw notFound("There is no such position.");
    if (!isWindowOpen(position)) {
      throw new AppError(409, POSITION_ERROR_CODES.WINDOW_CLOSED, "Applications for this position are closed.", {
        action: `The window ran from ${position.opens_at.slice(0, 10)} to ${position.closes_at.slice(0, 10)}.`,
      });
    }
    const reasons = ineligibility(position, await this.records.getRecord(userId));
    if (reasons.length > 0) {
      throw new AppError(
        403,
        POSITION_ERROR_CODES.NOT_ELIGIBLE,
        `You are not eligible for this position: ${reasons.map((reason) => reason.message).join(" ")}`,
        {
          action: "Complete what is missing, then apply again while the window is open.",
        },
      );
    }
    if (await this.repository.findLiveApplication(position.id, userId)) throw alreadyApplied();
    const now = new Date().toISOString();
    const application: ApplicationRow = {
      id: randomUUID(),
      position_id: position.id,
      user_id: userId,
      status: "SUBMITTED",
      statement: request.statement || null,
      decision_note: null,
      decided_by: null,
      decided_at: null,
      created_at: now,
      updated_at: now,
    };
    // Two taps at once: the partial unique index lets only one live application in.
    if (!(await insertedUnlessTaken(this.repository.insertApplication(application)))) throw alreadyApplied();
    await this.audit.record({
      action: "POSITION_APPLIED",
      actorUserId: userId,
      detail: { position: position.id },
      ...meta,
    });
    return toApplication(application, position.name);
  }

  async withdraw(userId: string, positionId: string, meta: Meta): Promise<PositionApplication> {
    const live = await this.repository.findLiveApplication(positionId, userId);
    if (!live) throw notFound("You have no application for this position to withdraw.");
    if (!(await this.repository.transition(live.id, ["SUBMITTED", "SHORTLISTED"], "WITHDRAWN"))) {
      throw new AppError(
        409,
        POSITION_ERROR_CODES.ALREADY_DECIDED,
        "This application has been decided and can no longer be withdrawn.",
      );
    }
    await this.audit.record({
      action: "POSITION_WITHDRAWN",
      actorUserId: userId,
      detail: { position: positionId },
      ...meta,
    });
    const position = await this.repository.findById(positionId);
    const updated = await this.repository.findApplication(live.id);
    return toApplication(updated ?? live, position?.name ?? "");
  }

  async mine(userId: string): Promise<PositionApplication[]> {
    return (await this.repository.listForUser(userId)).map((row) => toApplication(row, row.position_name));
  }

  // Officials

  async listForOfficials() {
    const [positions, counts] = await Promise.all([this.repository.listAll(), this.repository.countsByStatus()]);
    return positions.map((position) => ({
      ...toPosition(position),
      status: position.status,
      created_at: position.created_at,
      counts: Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [
          status,
          counts.find((count) => count.position_id === position.id && count.status === status)?.count ?? 0,
        ]),
      ) as Record<(typeof APPLICATION_STATUSES)[number], number>,
    }));
  }

  async create(officialId: string, input: z.output<typeof PositionWriteSchema>, meta: Meta) {
    checkWindow(input.opens_at, input.closes_at);
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.repository.insert({
      id,
      name: input.name,
      description: input.description,
      seats: input.seats,
      appointed_count: 0,
      min_belt: input.min_belt ?? null,
      membership_types: (input.membership_types ?? []).join(","),
      requires_compliance: input.requires_compliance ? 1 : 0,
      opens_at: new Date(input.opens_at).toISOString(),
      closes_at: new Date(input.closes_at).toISOString(),
      status: "DRAFT",
      created_by: officialId,
      created_at: now,
      updated_at: now,
    });
    await this.audit.record({
      action: "POSITION_CREATED",
      actorUserId: officialId,
      detail: { position: id, name: input.name },
      ...meta,
    });
    return this.officialView(id);
  }

  async edit(officialId: string, id: string, input: z.output<typeof PositionWriteSchema>, meta: Meta) {
    const position = await this.repository.findById(id);
    if (!position) throw notFound("There is no such position.");
    checkWindow(input.opens_at, input.closes_at);
    if (input.seats < position.appointed_count) {
      throw validationFailed({ seats: `cannot be fewer than the ${position.appointed_count} already appointed` });
    }
    await this.repository.update(id, {
      name: input.name,
      description: input.description,
      seats: input.seats,
      min_belt: input.min_belt ?? null,
      membership_types: (input.membership_types ?? []).join(","),
      requires_compliance: input.requires_compliance ? 1 : 0,
      opens_at: new Date(input.opens_at).toISOString(),
      closes_at: new Date(input.closes_at).toISOString(),
    });
    await this.audit.record({ action: "POSITION_EDITED", actorUserId: officialId, detail: { position: id }, ...meta });
    return this.officialView(id);
  }

  async setStatus(officialId: string, id: string, status: "OPEN" | "CLOSED", meta: Meta) {
    const position = await this.repository.findById(id);
    if (!position) throw notFound("There is no such position.");
    await this.repository.update(id, { status });
    await this.audit.record({
      action: status === "OPEN" ? "POSITION_OPENED" : "POSITION_CLOSED",
      actorUserId: officialId,
      detail: { position: id },
      ...meta,
    });
    return this.officialView(id);
  }

  async applicants(positionId: string) {
    const position = await this.repository.findById(positionId);
    if (!position) throw notFound("There is no such position.");
    const applications = await this.repository.listForPosition(positionId);
    return Promise.all(
      applications.map(async (application) => {
        const [record, member] = await Promise.all([
          this.records.getRecord(application.user_id),
          this.accounts.getMember(application.user_id),
        ]);
        return {
          id: application.id,
          status: application.status,
          statement: application.statement,
          decision_note: application.decision_note,
          created_at: application.created_at,
          member: {
            first_name: member?.firstName ?? "",
            last_name: member?.lastName ?? "",
            code: record.code,
            membership_type: record.current_membership_type,
            region: record.region.code,
            current_belt: record.current_belt,
            membership_status: record.status,
            compliance_score: record.compliance_score,
          },
        };
      }),
    );
  }

  async decide(
    officialId: string,
    positionId: string,
    applicationId: string,
    decision: z.output<typeof ApplicationDecisionSchema>,
    meta: Meta,
  ) {
    const application = await this.repository.findApplication(applicationId);
    const position = await this.repository.findById(positionId);
    if (!application || !position || application.position_id !== positionId)
      throw notFound("There is no such application.");
    if (decision.status === "REJECTED" && !decision.note)
      throw validationFailed({ note: "is required when rejecting" });
    const from: ApplicationRow["status"][] =
      decision.status === "SHORTLISTED" ? ["SUBMITTED"] : ["SUBMITTED", "SHORTLISTED"];
    const extra = {
      decision_note: decision.note || null,
      decided_by: officialId,
      decided_at: new Date().toISOString(),
    };
    const member = await this.accounts.getMember(application.user_id);
    // The decision, the seat it takes and the message to the member commit together.
    const moved = await inTransaction(this.db, async (trx) => {
      const repository = new PositionsRepository(trx);
      if (decision.status === "APPOINTED" && !(await repository.takeSeat(positionId))) {
        throw new AppError(
          409,
          POSITION_ERROR_CODES.NO_SEATS_LEFT,
          `All ${position.seats} seats of this position are filled.`,
        );
      }
      if (!(await repository.transition(applicationId, from, decision.status, extra))) {
        // Rolls back the seat taken above.
        throw new AppError(
          409,
          POSITION_ERROR_CODES.ALREADY_DECIDED,
          `This application is ${application.status.toLowerCase()} and cannot become ${decision.status.toLowerCase()}.`,
        );
      }
      if (member) {
        await this.notifications.notifyMember(
          member.contact,
          {
            template: "application_update",
            values: (language) =>
              language === "fr"
                ? {
                    first_name: member.firstName,
                    position: position.name,
                    status: positionsFr.application_statuses[decision.status].toLowerCase(),
                    note: decision.note ? `${positionsFr.member.decision_note} : ${decision.note}` : "",
                  }
                : {
                    first_name: member.firstName,
                    position: position.name,
                    status: decision.status.toLowerCase(),
                    note: decision.note ? `Note from the federation: ${decision.note}` : "",
                  },
          },
          trx,
        );
      }
      return true;
    });
    if (moved) {
      await this.audit.record({
        action: `APPLICATION_${decision.status}`,
        actorUserId: officialId,
        subjectUserId: application.user_id,
        detail: { position: positionId, application: applicationId },
        ...meta,
      });
    }
    const updated = await this.repository.findApplication(applicationId);
    return toApplication(updated ?? application, position.name);
  }

  // Helpers

  private async officialView(id: string) {
    const view = (await this.listForOfficials()).find((position) => position.id === id);
    if (!view) throw notFound();
    return view;
  }
}

const alreadyApplied = () =>
  new AppError(409, POSITION_ERROR_CODES.ALREADY_APPLIED, "You have already applied for this position.", {
    action: "See your applications; you may withdraw and apply again while the window is open.",
  });

function isWindowOpen(position: PositionRow, now = new Date().toISOString()): boolean {
  return position.status === "OPEN" && position.opens_at <= now && now < position.closes_at;
}

function checkWindow(opensAt: string, closesAt: string): void {
  if (Date.parse(closesAt) <= Date.parse(opensAt)) throw validationFailed({ closes_at: "must be after opens_at" });
}

function splitTypes(value: string): string[] {
  return value ? value.split(",") : [];
}

function toPosition(position: PositionRow) {
  return {
    id: position.id,
    name: position.name,
    description: position.description,
    seats: position.seats,
    opens_at: position.opens_at,
    closes_at: position.closes_at,
    eligibility: {
      min_belt: position.min_belt as Belt | null,
      membership_types: splitTypes(position.membership_types) as AvailablePosition["eligibility"]["membership_types"],
      requires_compliance: position.requires_compliance === 1,
    },
  };
}

function toApplication(row: ApplicationRow, positionName: string): PositionApplication {
  return {
    id: row.id,
    position: { id: row.position_id, name: positionName },
    status: row.status,
    statement: row.statement,
    decision_note: row.decision_note,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
