import {
  type GrantableStaffRole,
  type Language,
  STAFF_ERROR_CODES,
  type StaffGrant,
  type StaffRole,
} from "@gkf/contract";
import { type Db, inTransaction } from "../../db/transaction.js";
import { AppError, notFound, validationFailed } from "../../http/errors.js";
import type { AuditService } from "../audit/audit.service.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { contactOf, findUserByUsername, greetingName } from "./account-context.js";
import { AccountsRepository } from "./accounts.repository.js";
import { type StaffGrantListing, StaffRepository } from "./staff.repository.js";

export interface StaffMeta {
  ip: string | null;
  userAgent: string | null;
}

const ROLE_NAMES: Record<StaffRole, Record<Language, string>> = {
  REGIONAL_ADMIN: { en: "regional admin", fr: "administrateur régional" },
  FEDERATION_ADMIN: { en: "federation admin", fr: "administrateur de la fédération" },
  SUPER_ADMIN: { en: "super admin", fr: "super administrateur" },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A grant's id in the API: the table's key (role and member), `FEDERATION_ADMIN.<member id>`. */
export function grantIdOf(role: string, userId: string): string {
  return `${role}.${userId}`;
}

function parseGrantId(grantId: string): { role: string; userId: string } | undefined {
  const dot = grantId.indexOf(".");
  if (dot < 0) return undefined;
  return { role: grantId.slice(0, dot), userId: grantId.slice(dot + 1) };
}

const yourself = (message: string) => new AppError(403, STAFF_ERROR_CODES.NOT_YOURSELF, message);

/**
 * Who is staff (issue 15, "Staff"): super admins grant REGIONAL_ADMIN (with its region) and
 * FEDERATION_ADMIN, and revoke grants; never their own, and the last super admin stays. Each
 * change commits with its audit row and the message that tells the member. SUPER_ADMIN itself is
 * granted on the server only (`npm run staff`, scripts/staff.ts), through `grantRole` too.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly memberships: MembershipsService,
    private readonly regions: RegionsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly publicUrl: string,
  ) {}

  async list(): Promise<StaffGrant[]> {
    return (await new StaffRepository(this.db).listAll()).map(toGrant);
  }

  /**
   * The account a reference names: an e-mail or phone (as members sign in), a membership number,
   * or the account's id. Undefined when nobody matches.
   */
  async findMemberId(reference: string): Promise<string | undefined> {
    const value = reference.trim();
    const accounts = new AccountsRepository(this.db);
    if (UUID.test(value)) return (await accounts.findUserById(value.toLowerCase()))?.id;
    const byCode = await this.memberships.findByCode(value.toUpperCase());
    if (byCode) return byCode.user_id;
    return (await findUserByUsername(accounts, value))?.id;
  }

  /** A super admin grants a role to a member (never to themselves). */
  async grant(
    actorId: string | null,
    input: { member: string; grant: GrantableStaffRole | "SUPER_ADMIN"; region?: string },
    meta: StaffMeta,
  ): Promise<StaffGrant> {
    const userId = await this.findMemberId(input.member);
    if (!userId) throw notFound("No member has this e-mail, phone, membership number or id.");
    if (userId === actorId) throw yourself("You cannot grant staff rights to yourself.");
    const region = input.grant === "REGIONAL_ADMIN" ? (input.region ?? null) : null;
    if (input.grant === "REGIONAL_ADMIN") {
      const regions = await this.regions.listRegions();
      if (!region || !regions.some((known) => known.code === region)) {
        throw validationFailed({ region: "is not a region of Ghana" });
      }
    }
    const user = await new AccountsRepository(this.db).findUserById(userId);
    if (!user) throw notFound("No member has this e-mail, phone, membership number or id.");
    const scope = await this.scopeWords(region);
    const at = new Date().toISOString();
    await inTransaction(this.db, async (trx) => {
      const repository = new StaffRepository(trx);
      if (!(await repository.insert(userId, input.grant, region, at))) {
        const held = await repository.find(userId, input.grant);
        throw new AppError(
          409,
          STAFF_ERROR_CODES.ALREADY_GRANTED,
          held?.region_code && held.region_code !== region
            ? `This member is already the regional admin of ${held.region_code}: revoke that grant first.`
            : "This member already holds this grant.",
        );
      }
      await this.tell(trx, user, "staff_granted", input.grant, scope);
    });
    await this.audit.record({
      action: "STAFF_GRANTED",
      actorUserId: actorId,
      subjectUserId: userId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { role: input.grant, region },
    });
    const listed = (await new StaffRepository(this.db).listAll()).find(
      (row) => row.user_id === userId && row.role === input.grant,
    );
    if (!listed) throw notFound();
    return toGrant(listed);
  }

  /** A super admin revokes a grant: not their own, and never the last SUPER_ADMIN. */
  async revoke(actorId: string | null, grantId: string, meta: StaffMeta): Promise<void> {
    const key = parseGrantId(grantId);
    const found = key ? await new StaffRepository(this.db).find(key.userId, key.role) : undefined;
    if (!key || !found) throw notFound("There is no such staff grant.");
    const user = await new AccountsRepository(this.db).findUserById(found.user_id);
    const scope = await this.scopeWords(found.region_code);
    await inTransaction(this.db, async (trx) => {
      const repository = new StaffRepository(trx);
      if (found.role === "SUPER_ADMIN") {
        // Takes the super admins' rows first, so two super admins revoking each other at once
        // cannot both succeed and leave nobody (the second waits, then counts what is left).
        await trx
          .updateTable("staff_grants")
          .set((eb) => ({ granted_at: eb.ref("granted_at") }))
          .where("role", "=", "SUPER_ADMIN")
          .execute();
      }
      if (!(await repository.delete(found.user_id, found.role))) throw notFound("There is no such staff grant.");
      if (found.role === "SUPER_ADMIN" && (await repository.countRole("SUPER_ADMIN")) === 0) {
        throw new AppError(
          409,
          STAFF_ERROR_CODES.LAST_SUPER_ADMIN,
          "This is the last super admin: grant SUPER_ADMIN to someone else first.",
        );
      }
      if (found.user_id === actorId) throw yourself("You cannot revoke your own staff rights.");
      if (user) await this.tell(trx, user, "staff_revoked", found.role as StaffRole, scope);
    });
    await this.audit.record({
      action: "STAFF_REVOKED",
      actorUserId: actorId,
      subjectUserId: found.user_id,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { role: found.role, region: found.region_code },
    });
  }

  private async scopeWords(region: string | null): Promise<Record<Language, string>> {
    if (!region) return { en: "", fr: "" };
    const name = (await this.regions.listRegions()).find((known) => known.code === region)?.name ?? region;
    return { en: ` of ${name}`, fr: ` (${name})` };
  }

  private async tell(
    trx: Db,
    user: NonNullable<Awaited<ReturnType<AccountsRepository["findUserById"]>>>,
    template: "staff_granted" | "staff_revoked",
    role: StaffRole,
    scope: Record<Language, string>,
  ): Promise<void> {
    const page = template === "staff_granted" ? "/dashboard/my-control-panel/index" : "/dashboard/my-membership/index";
    await this.notifications.notifyMember(
      contactOf(user),
      {
        template,
        values: (language) => ({
          first_name: greetingName(user),
          role: ROLE_NAMES[role][language],
          scope: scope[language],
          link: `${this.publicUrl}${page}`,
        }),
      },
      trx,
    );
  }
}

function toGrant(row: StaffGrantListing): StaffGrant {
  return {
    id: grantIdOf(row.role, row.user_id),
    member: {
      id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      username: row.login_with === "email" ? row.email : row.tel,
    },
    role: row.role as StaffRole,
    region: row.region_code,
    granted_at: row.granted_at,
  };
}
