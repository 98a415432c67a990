import type { MemberActionResult, MemberCorrection } from "@gkf/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { inTransaction } from "../../db/transaction.js";
import { AppError, conflict, forbidden, notFound, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { RegistrationService } from "../accounts/registration.service.js";
import type { AuditService } from "../audit/audit.service.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import type { MembersService } from "./members.service.js";

export interface MemberActionsDeps {
  db: Kysely<Database>;
  members: MembersService;
  accounts: MemberDirectory;
  memberships: MembershipsService;
  registration: RegistrationService;
  notifications: NotificationsService;
  regions: RegionsService;
  audit: AuditService;
  publicUrl: string;
}

export interface Meta {
  ip: string;
  userAgent: string;
}

type Template = "member_suspended" | "member_reinstated" | "member_sessions_ended" | "member_record_corrected";

/** Field names as the member reads them in the correction notice. */
const FIELD_WORDS: Record<string, { en: string; fr: string }> = {
  first_name: { en: "first name", fr: "prénom" },
  last_name: { en: "last name", fr: "nom" },
  date_of_birth: { en: "date of birth", fr: "date de naissance" },
  region: { en: "region", fr: "région" },
  district: { en: "district", fr: "district" },
  national_team: { en: "national team", fr: "équipe nationale" },
};

/**
 * Officials' actions on a member (issue 15): each with a reason, within the official's region,
 * audited, and the member told on their channel in the same transaction as the change.
 */
export class MemberActionsService {
  constructor(private readonly deps: MemberActionsDeps) {}

  async suspend(scope: StaffScope, userId: string, reason: string, meta: Meta): Promise<MemberActionResult> {
    const membership = await this.deps.members.requireReach(scope, userId);
    if (userId === scope.userId) throw forbidden("Officials cannot suspend their own membership.");
    await this.change(userId, "member_suspended", { reason, code: membership.code ?? "" }, async (trx) => {
      if (!(await this.deps.memberships.suspend(userId, trx))) throw conflict("This membership is suspended already.");
    });
    await this.record(scope, userId, "MEMBER_SUSPENDED", meta, { reason, from: membership.status });
    return { member: await this.deps.members.item(userId), message: "The membership is suspended." };
  }

  async reinstate(scope: StaffScope, userId: string, reason: string, meta: Meta): Promise<MemberActionResult> {
    const membership = await this.deps.members.requireReach(scope, userId);
    await this.change(userId, "member_reinstated", { reason, code: membership.code ?? "" }, async (trx) => {
      if (!(await this.deps.memberships.reinstate(userId, trx))) throw conflict("This membership is not suspended.");
    });
    const member = await this.deps.members.item(userId);
    await this.record(scope, userId, "MEMBER_REINSTATED", meta, { reason, to: member.status });
    return { member, message: "The suspension is lifted." };
  }

  async endSessions(scope: StaffScope, userId: string, reason: string, meta: Meta): Promise<MemberActionResult> {
    await this.deps.members.requireReach(scope, userId);
    await this.change(userId, "member_sessions_ended", { reason }, (trx) =>
      this.deps.accounts.endAllSessions(userId, "ENDED_BY_OFFICIAL", trx),
    );
    await this.record(scope, userId, "MEMBER_SESSIONS_ENDED", meta, { reason });
    return { member: await this.deps.members.item(userId), message: "Every session of this member is ended." };
  }

  async correct(scope: StaffScope, userId: string, body: MemberCorrection, meta: Meta): Promise<MemberActionResult> {
    const membership = await this.deps.members.requireReach(scope, userId);
    const member = await this.deps.accounts.getMember(userId);
    if (!member) throw notFound("This member does not exist.");
    const { changes, reason } = body;
    const region = changes.region ?? membership.region_code;
    const district = changes.district ?? (changes.region ? undefined : membership.district_code);
    if (changes.region !== undefined || changes.district !== undefined) {
      if (!district) throw validationFailed({ district: "is required when the region changes" });
      if (!(await this.deps.regions.isDistrictInRegion(region, district))) {
        throw validationFailed({ district: "is not a district of the region" });
      }
      if (!scope.canAccessRegion(region)) throw forbidden("You can move members within your own region only.");
    }
    const before: Record<string, unknown> = {
      first_name: member.firstName,
      last_name: member.lastName,
      date_of_birth: member.dateOfBirth,
      region: membership.region_code,
      district: membership.district_code,
      national_team: membership.is_national_team === 1,
    };
    const after: Record<string, unknown> = { ...changes, ...(district ? { region, district } : {}) };
    const diff = Object.fromEntries(
      Object.entries(after)
        .filter(([field, value]) => value !== undefined && before[field] !== value)
        .map(([field, value]) => [field, { from: before[field], to: value }]),
    );
    if (Object.keys(diff).length === 0) {
      return { member: await this.deps.members.item(userId), message: "Nothing changed." };
    }
    const changed = Object.keys(diff);
    const words = (language: "en" | "fr") => changed.map((field) => FIELD_WORDS[field]?.[language] ?? field).join(", ");
    await this.change(
      userId,
      "member_record_corrected",
      (language) => ({ reason, changes: words(language) }),
      async (trx) => {
        const identity = pick(changes, ["first_name", "last_name", "date_of_birth"]);
        await this.deps.accounts.correctIdentity(userId, identity, trx);
        if ("region" in diff || "district" in diff) {
          await this.deps.accounts.setRegion(userId, region, district as string, trx);
        }
        await this.deps.memberships.correct(
          userId,
          {
            ...("region" in diff || "district" in diff ? { region_code: region, district_code: district } : {}),
            ...(changes.national_team !== undefined ? { is_national_team: changes.national_team ? 1 : 0 } : {}),
          },
          trx,
        );
      },
    );
    await this.record(scope, userId, "MEMBER_RECORD_CORRECTED", meta, { reason, changes: diff });
    return { member: await this.deps.members.item(userId), message: "The record is corrected." };
  }

  async resendActivation(scope: StaffScope, userId: string, reason: string, meta: Meta): Promise<MemberActionResult> {
    await this.deps.members.requireReach(scope, userId);
    const member = await this.deps.accounts.getMember(userId);
    if (!member) throw notFound("This member does not exist.");
    if (member.isActive) throw new AppError(409, "ALREADY_ACTIVE", "This account is activated already.");
    await this.deps.registration.resendActivation(member.contact.to, meta);
    await this.record(scope, userId, "MEMBER_ACTIVATION_RESENT", meta, { reason });
    return { member: await this.deps.members.item(userId), message: "The activation message is sent again." };
  }

  /** The change and the message that tells the member commit together. */
  private async change(
    userId: string,
    template: Template,
    values: Record<string, string> | ((language: "en" | "fr") => Record<string, string>),
    work: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const member = await this.deps.accounts.getMember(userId);
    if (!member) throw notFound("This member does not exist.");
    const link =
      template === "member_sessions_ended"
        ? `${this.deps.publicUrl}/auth/login`
        : `${this.deps.publicUrl}/dashboard/my-membership/index`;
    await inTransaction(this.deps.db, async (trx) => {
      await work(trx);
      await this.deps.notifications.notifyMember(
        member.contact,
        {
          template,
          values: (language) => ({
            first_name: member.firstName,
            link,
            ...(typeof values === "function" ? values(language) : values),
          }),
        },
        trx,
      );
    });
  }

  private record(scope: StaffScope, userId: string, action: string, meta: Meta, detail: Record<string, unknown>) {
    return this.deps.audit.record({
      action,
      actorUserId: scope.userId,
      subjectUserId: userId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail,
    });
  }
}

function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  ) as Partial<Pick<T, K>>;
}
