import { randomUUID } from "node:crypto";
import { type AdminErasureRequest, type ErasureRequest, PRIVACY_ERROR_CODES } from "@gkf/contract";
import { inTransaction } from "../../db/transaction.js";
import { AppError, forbidden, notFound } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import { PrivacyRepository } from "./privacy.repository.js";
import type { ErasureRequestRow, ErasureStatus } from "./privacy.table.js";
import { DAY_MS, dayOf, type PrivacyDeps } from "./privacy-deps.js";

interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

/**
 * Closing and erasing an account at the member's request (Act 843, decision 97). The request
 * waits for the grace period (the member may withdraw it; an official may refuse it, only with a
 * reason); then the hourly job carries it out, each module erasing its own part.
 */
export class ErasureService {
  private readonly repository: PrivacyRepository;

  constructor(private readonly deps: PrivacyDeps) {
    this.repository = new PrivacyRepository(deps.db);
  }

  async request(userId: string, reason: string | undefined, meta: RequestMeta): Promise<ErasureRequest> {
    const latest = await this.repository.latestErasureOf(userId);
    if (latest?.status === "REQUESTED") throw alreadyRequested();
    const member = await this.deps.accounts.getMember(userId);
    if (!member) throw notFound("This account does not exist.");
    const now = new Date();
    const row = {
      id: randomUUID(),
      user_id: userId,
      reason: reason?.trim() || null,
      status: "REQUESTED" as const,
      requested_at: now.toISOString(),
      due_at: new Date(now.getTime() + this.deps.config.erasureGraceDays * DAY_MS).toISOString(),
      decided_by: null,
      decided_at: null,
      refusal_reason: null,
      carried_out_at: null,
    };
    await inTransaction(this.deps.db, async (trx) => {
      // Sent twice at once, both passed the read above: the index (migration 0042) lets one in;
      // the other's transaction is rolled back, its message with it.
      if (!(await new PrivacyRepository(trx).insertErasureOnce(row))) throw alreadyRequested();
      await this.deps.notifications.notifyMember(
        member.contact,
        {
          template: "erasure_requested",
          values: {
            first_name: member.firstName,
            due: dayOf(row.due_at),
            link: `${this.deps.publicUrl}/dashboard/my-account/index`,
          },
        },
        trx,
      );
    });
    await this.deps.audit.record({
      action: "ERASURE_REQUESTED",
      actorUserId: userId,
      ...meta,
      detail: { request: row.id },
    });
    return present(row);
  }

  async withdraw(userId: string, meta: RequestMeta): Promise<ErasureRequest> {
    const latest = await this.repository.latestErasureOf(userId);
    if (latest?.status !== "REQUESTED") throw notFound("You have no waiting request to close your account.");
    const now = new Date().toISOString();
    if (!(await this.repository.moveErasure(latest.id, "REQUESTED", { status: "WITHDRAWN", decided_at: now }))) {
      throw notFound("You have no waiting request to close your account.");
    }
    await this.deps.audit.record({
      action: "ERASURE_WITHDRAWN",
      actorUserId: userId,
      ...meta,
      detail: { request: latest.id },
    });
    return present({ ...latest, status: "WITHDRAWN", decided_at: now });
  }

  async latest(userId: string): Promise<ErasureRequest | null> {
    const row = await this.repository.latestErasureOf(userId);
    return row ? present(row) : null;
  }

  /** Officials' list; regional admins see their region's members' requests only. */
  async list(scope: StaffScope, status: ErasureStatus): Promise<AdminErasureRequest[]> {
    const rows = await this.repository.listErasures(status);
    const presented = await Promise.all(rows.map((row) => this.presentForOfficials(row)));
    return presented.filter((item) => scope.canAccessRegion(item.member.region));
  }

  async refuse(scope: StaffScope, id: string, reason: string, meta: RequestMeta): Promise<AdminErasureRequest> {
    const row = await this.repository.findErasure(id);
    if (!row) throw notFound("There is no such erasure request.");
    const current = await this.presentForOfficials(row);
    if (!scope.canAccessRegion(current.member.region)) {
      throw forbidden("This member belongs to another region: you can act on your own region's members only.");
    }
    const notOpen = () =>
      new AppError(
        409,
        PRIVACY_ERROR_CODES.ERASURE_NOT_OPEN,
        "This request was already withdrawn, refused or carried out.",
      );
    if (row.status !== "REQUESTED") throw notOpen();
    const member = await this.deps.accounts.getMember(row.user_id);
    const now = new Date().toISOString();
    const changes = { status: "REFUSED" as const, decided_by: scope.userId, decided_at: now, refusal_reason: reason };
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await new PrivacyRepository(trx).moveErasure(id, "REQUESTED", changes))) throw notOpen();
      if (member) {
        await this.deps.notifications.notifyMember(
          member.contact,
          { template: "erasure_refused", values: { first_name: member.firstName, reason } },
          trx,
        );
      }
    });
    await this.deps.audit.record({
      action: "ERASURE_REFUSED",
      actorUserId: scope.userId,
      subjectUserId: row.user_id,
      ...meta,
      detail: { request: id, reason },
    });
    return { ...current, ...present({ ...row, ...changes }) };
  }

  /** The hourly job: every request whose grace period is over is carried out. Returns how many. */
  async carryOutDue(now = new Date()): Promise<number> {
    let done = 0;
    for (const row of await this.repository.dueErasures(now.toISOString())) {
      if (await this.carryOut(row)) done += 1;
    }
    return done;
  }

  /**
   * Each module erases its own part; every step may run twice (two processes, or a crash and the
   * next run) with the same result. The request becomes DONE, and the member is told, in the
   * transaction that closes the account: one process wins the move, one message goes.
   */
  private async carryOut(row: ErasureRequestRow): Promise<boolean> {
    const { accounts, payments, documents, memberships, audit, notifications } = this.deps;
    const found = await accounts.getMember(row.user_id);
    // A run that stopped half-way left the account erased: the rest is repeated, without the name.
    const member = found?.erased ? undefined : found;
    const contact = member?.contact;
    if (member) {
      // Before the account loses the name: payments keep it for the accounting period.
      await payments.keepForAccounting(row.user_id, `${member.firstName} ${member.lastName}`);
      const profile = await accounts.getProfile(row.user_id).catch(() => undefined);
      const words = [member.firstName, member.lastName, profile?.email, profile?.tel].filter(
        (word): word is string => typeof word === "string" && word.length > 0,
      );
      await audit.forgetPerson(row.user_id, words);
      await notifications.forgetRecipients(words.filter((word) => word.includes("@") || word.startsWith("+")));
    }
    // Documents and every stored file (exports' ZIPs included) go from storage at once.
    const files = await documents.eraseMember(row.user_id);
    await this.repository.deleteExportsOf(row.user_id);
    await memberships.eraseMember(row.user_id);
    const carried = await inTransaction(this.deps.db, async (trx) => {
      await accounts.eraseAccount(row.user_id, trx);
      const moved = await new PrivacyRepository(trx).moveErasure(row.id, "REQUESTED", {
        status: "DONE",
        carried_out_at: new Date().toISOString(),
      });
      if (moved && member && contact?.to) {
        await notifications.notifyMember(
          contact,
          { template: "erasure_done", values: { first_name: member.firstName } },
          trx,
        );
      }
      return moved;
    });
    if (carried) {
      await audit.record({ action: "ACCOUNT_ERASED", subjectUserId: row.user_id, detail: { request: row.id, files } });
    }
    return carried;
  }

  private async presentForOfficials(row: ErasureRequestRow): Promise<AdminErasureRequest> {
    const [member, membership] = await Promise.all([
      this.deps.accounts.getMember(row.user_id),
      this.deps.memberships.findByUser(row.user_id),
    ]);
    return {
      ...present(row),
      member: {
        id: row.user_id,
        first_name: member?.firstName ?? "",
        last_name: member?.lastName ?? "",
        membership_number: membership?.code ?? null,
        region: membership?.region_code ?? "",
      },
    };
  }
}

function present(row: ErasureRequestRow): ErasureRequest {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    requested_at: row.requested_at,
    due_at: row.due_at,
    refusal_reason: row.refusal_reason,
    decided_at: row.decided_at,
    carried_out_at: row.carried_out_at,
  };
}

function alreadyRequested(): AppError {
  return new AppError(
    409,
    PRIVACY_ERROR_CODES.ERASURE_ALREADY_REQUESTED,
    "Your request to close your account is already waiting.",
    { action: "Withdraw it if you changed your mind, or wait for it to be carried out." },
  );
}
