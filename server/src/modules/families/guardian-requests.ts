import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  ADULT_AGE,
  ERROR_CODES,
  FAMILY_ERROR_CODES,
  GUARDIAN_REQUEST_WINDOW_HOURS,
  GUARDIAN_REQUESTS_PER_WINDOW,
  type GuardianRequest,
  type Language,
  maskContact,
  type NameGuardian,
} from "@gkf/contract";
import { type Db, inTransaction } from "../../db/transaction.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, notFound, validationFailed } from "../../http/errors.js";
import { describeWait, type RateLimiter } from "../../security/rate-limiter.js";
import type { RequestMeta } from "../accounts/account-context.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import { ageOn, today } from "../memberships/membership-rules.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { FamiliesRepository } from "./families.repository.js";
import type { GuardianRequestRow } from "./families.table.js";

export interface GuardianRequestsDeps {
  db: Db;
  accounts: MemberDirectory;
  notifications: NotificationsService;
  audit: AuditService;
  /** The portal's address, for the link in the message. */
  publicUrl: string;
  /** Counts a minor's requests (GUARDIAN_REQUESTS_PER_WINDOW a day), in the database. */
  limiter: RateLimiter;
  /** Whether SMS reach phones (PHONE_SIGNUP): a guardian is named by phone only then. */
  phoneSignup: boolean;
  /** The families service: is this account a child, and the guardianship made on confirmation. */
  hasGuardian(userId: string): Promise<boolean>;
  link(guardianId: string, childId: string, source: "CONFIRMED", db: Db): Promise<void>;
}

/** What the minor is answered (the contract's OwnGuardianRequest). */
interface OwnGuardianRequestAnswer {
  status: "PENDING";
  sent_to: string;
  created_at: string;
}

/** Where the guardian opens the request (web: the account page shows it first). */
export const guardianRequestPath = (token: string) => `/dashboard/my-account/index/guardian-request/${token}`;

/** The rule behind "3 requests a day" (the contract's constants). */
const REQUESTS_RULE = {
  limit: GUARDIAN_REQUESTS_PER_WINDOW,
  windowMs: GUARDIAN_REQUEST_WINDOW_HOURS * 3_600_000,
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const where = (meta: RequestMeta) => ({ ip: meta.ip, userAgent: meta.userAgent });

/**
 * A 13–17-year-old registering on their own names a parent or guardian (issue 16, decision 111):
 * the guardian gets a link, signs in with the e-mail or phone it went to, and confirms (the
 * guardianship begins, as if they had added the child; both are told) or declines (the minor is
 * told). Until a guardian confirms, the minor's account is limited like a child's own sign-in.
 */
export class GuardianRequests {
  private readonly repository: FamiliesRepository;

  constructor(private readonly deps: GuardianRequestsDeps) {
    this.repository = new FamiliesRepository(deps.db);
  }

  /** In the registration's transaction: the request and its message to the named guardian. */
  async open(
    child: { id: string; firstName: string; lastName: string; dateOfBirth: string; language: Language },
    guardian: { channel: "email" | "sms"; to: string },
    db: Db,
  ): Promise<{ createdAt: string }> {
    const token = randomBytes(24).toString("base64url");
    const createdAt = new Date().toISOString();
    await new FamiliesRepository(db).insertRequest({
      id: randomUUID(),
      child_id: child.id,
      channel: guardian.channel,
      contact: guardian.to,
      token_hash: hashOf(token),
      status: "PENDING",
      created_at: createdAt,
      decided_at: null,
      guardian_id: null,
    });
    await this.deps.notifications.notifyMember(
      { channel: guardian.channel, to: guardian.to, language: child.language },
      {
        template: "family_guardian_request",
        values: {
          child_name: `${child.firstName} ${child.lastName}`,
          birth_date: child.dateOfBirth,
          link: `${this.deps.publicUrl}${guardianRequestPath(token)}`,
        },
        code: token,
      },
      db,
    );
    return { createdAt };
  }

  /**
   * A minor whose request waits or was declined names a parent or guardian again (decision 138):
   * the same one (a message lost) or another (a mistyped address, a parent who declined). The
   * request still waiting becomes REPLACED, so its link stops working, and the new one and its
   * message are committed together. Three a day: each is a message to someone the minor names.
   */
  async send(userId: string, input: NameGuardian, meta: RequestMeta): Promise<OwnGuardianRequestAnswer> {
    const [child, latest] = await Promise.all([
      this.deps.accounts.getMember(userId),
      this.repository.latestRequestOf(userId),
    ]);
    if (!child || child.erased || !waitsForGuardian(latest, child) || (await this.deps.hasGuardian(userId))) {
      throw new AppError(
        409,
        FAMILY_ERROR_CODES.GUARDIAN_NOT_NEEDED,
        "Only a member aged 13 to 17 who registered on their own and waits for a guardian names one here.",
      );
    }
    const guardian = await this.namedGuardian(userId, input);
    const verdict = await this.deps.limiter.take(`guardian-request:${userId}`, REQUESTS_RULE);
    if (!verdict.allowed) {
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        `You have sent ${GUARDIAN_REQUESTS_PER_WINDOW} requests in the last ${GUARDIAN_REQUEST_WINDOW_HOURS} hours. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
        { action: "Ask your parent or guardian to open the last message we sent them." },
      );
    }
    const about = {
      id: userId,
      firstName: child.firstName,
      lastName: child.lastName,
      dateOfBirth: child.dateOfBirth,
      language: child.contact.language ?? "en",
    };
    const opened = await this.openReplacing(about, guardian);
    await this.deps.audit.record({
      action: "GUARDIAN_REQUEST_SENT",
      actorUserId: userId,
      detail: { channel: guardian.channel },
      ...where(meta),
    });
    return { status: "PENDING", sent_to: maskContact(guardian.to), created_at: opened.createdAt };
  }

  /**
   * The request still waiting replaced and the new one opened, in one transaction. Two sent at once
   * on PostgreSQL can both find the old one gone and both insert: the partial unique index
   * (migration 0041) refuses the second, which is then run again and replaces the first.
   */
  private async openReplacing(
    child: Parameters<GuardianRequests["open"]>[0],
    guardian: { channel: "email" | "sms"; to: string },
  ): Promise<{ createdAt: string }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inTransaction(this.deps.db, async (trx) => {
          await new FamiliesRepository(trx).replacePendingRequests(child.id, new Date().toISOString());
          return this.open(child, guardian, trx);
        });
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /** The contact a minor names, checked like registration's (decision 111): someone else's; a phone only where SMS reach phones. */
  private async namedGuardian(userId: string, input: NameGuardian): Promise<{ channel: "email" | "sms"; to: string }> {
    const field = input.guardian_email ? "guardian_email" : "guardian_tel";
    const to = input.guardian_email ?? input.guardian_tel ?? "";
    if (field === "guardian_tel" && !this.deps.phoneSignup) {
      throw validationFailed({ [field]: "Phone numbers are not available; please use an e-mail address" });
    }
    if ((await this.deps.accounts.findUserIdByUsername(to)) === userId) {
      throw validationFailed({ [field]: "must be your parent's or guardian's, not yours" });
    }
    return { channel: field === "guardian_email" ? "email" : "sms", to };
  }

  /** The minor's latest request while no guardian confirmed (GET /my-account/family). */
  async ownRequest(childId: string) {
    const row = await this.repository.latestRequestOf(childId);
    if (!row || row.status === "CONFIRMED") return null;
    return { status: row.status, sent_to: maskContact(row.contact), created_at: row.created_at };
  }

  /**
   * A minor registered on their own whose guardian has not confirmed (waiting or declined): their
   * account is limited. False at 18, and once a guardianship exists.
   */
  async isPending(userId: string): Promise<boolean> {
    const row = await this.repository.latestRequestOf(userId);
    // Most accounts never named a guardian: their member facts are not read.
    if (!row || row.status === "CONFIRMED") return false;
    return waitsForGuardian(row, await this.deps.accounts.getMember(userId));
  }

  async view(userId: string, token: string): Promise<GuardianRequest> {
    return this.describe(await this.addressedTo(userId, token));
  }

  async confirm(userId: string, token: string, meta: RequestMeta): Promise<GuardianRequest> {
    const row = await this.addressedTo(userId, token);
    open(row);
    const [guardian, child] = await Promise.all([
      this.deps.accounts.getMember(userId),
      this.deps.accounts.getMember(row.child_id),
    ]);
    if (!guardian || !child || child.erased) throw notFound("This request is no longer valid.");
    const day = today();
    if (ageOn(guardian.dateOfBirth, day) < ADULT_AGE || (await this.deps.hasGuardian(userId))) {
      throw new AppError(403, FAMILY_ERROR_CODES.ADULTS_ONLY, "Only an adult can be a guardian.");
    }
    if (ageOn(child.dateOfBirth, day) >= ADULT_AGE || (await this.deps.hasGuardian(child.id))) {
      throw closed();
    }
    const now = new Date().toISOString();
    const childName = `${child.firstName} ${child.lastName}`;
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await new FamiliesRepository(trx).decideRequest(row.id, "CONFIRMED", userId, now))) throw closed();
      await this.deps.link(userId, child.id, "CONFIRMED", trx);
      // The child's own contact, read before the guardianship began (afterwards it resolves to the guardian's).
      await this.deps.notifications.notifyMember(
        child.contact,
        {
          template: "family_guardian_confirmed_child",
          values: { first_name: child.firstName, guardian_name: `${guardian.firstName} ${guardian.lastName}`.trim() },
        },
        trx,
      );
      await this.deps.notifications.notifyMember(
        guardian.contact,
        {
          template: "family_guardian_confirmed_guardian",
          values: { first_name: guardian.firstName, child_name: childName },
        },
        trx,
      );
    });
    await this.deps.audit.record({
      action: "GUARDIAN_REQUEST_CONFIRMED",
      actorUserId: userId,
      subjectUserId: child.id,
      ...where(meta),
    });
    return this.describe({ ...row, status: "CONFIRMED", decided_at: now, guardian_id: userId });
  }

  async decline(userId: string, token: string, meta: RequestMeta): Promise<GuardianRequest> {
    const row = await this.addressedTo(userId, token);
    open(row);
    const now = new Date().toISOString();
    if (!(await this.repository.decideRequest(row.id, "DECLINED", userId, now))) throw closed();
    const child = await this.deps.accounts.getMember(row.child_id);
    if (child && !child.erased) {
      await this.deps.notifications.notifyMember(child.contact, {
        template: "family_guardian_declined",
        values: { first_name: child.firstName },
      });
    }
    await this.deps.audit.record({
      action: "GUARDIAN_REQUEST_DECLINED",
      actorUserId: userId,
      subjectUserId: row.child_id,
      ...where(meta),
    });
    return this.describe({ ...row, status: "DECLINED", decided_at: now, guardian_id: userId });
  }

  /** The request behind a token, if it went to the caller's own e-mail or phone. */
  private async addressedTo(userId: string, token: string): Promise<GuardianRequestRow> {
    const row = await this.repository.requestByTokenHash(hashOf(token));
    if (!row) throw notFound("We could not find this request. Check the link in the message.");
    if ((await this.deps.accounts.findUserIdByUsername(row.contact)) !== userId) {
      throw new AppError(
        403,
        FAMILY_ERROR_CODES.GUARDIAN_REQUEST_NOT_YOURS,
        "This request was sent to another e-mail address or phone number.",
        { action: "Sign in with the e-mail address or phone number the message was sent to." },
      );
    }
    return row;
  }

  private async describe(row: GuardianRequestRow): Promise<GuardianRequest> {
    const child = await this.deps.accounts.getMember(row.child_id);
    return {
      status: row.status,
      child: {
        first_name: child?.firstName ?? "",
        last_name: child?.lastName ?? "",
        date_of_birth: child?.dateOfBirth ?? "",
      },
      created_at: row.created_at,
      decided_at: row.decided_at,
    };
  }
}

/** A minor's latest guardian request is not confirmed and they are under 18: they wait for a guardian. */
function waitsForGuardian(row: GuardianRequestRow | undefined, child: { dateOfBirth: string } | undefined): boolean {
  return (
    row !== undefined &&
    row.status !== "CONFIRMED" &&
    child !== undefined &&
    ageOn(child.dateOfBirth, today()) < ADULT_AGE
  );
}

function closed() {
  return new AppError(409, FAMILY_ERROR_CODES.GUARDIAN_REQUEST_CLOSED, "This request was already answered.");
}

function open(row: GuardianRequestRow): void {
  if (row.status !== "PENDING") throw closed();
}
