import { CODE_LENGTH } from "@gkf/contract";
import { type Db, inTransaction } from "../../db/transaction.js";
import { constantTimeEqual, hashSecret, randomDigits, randomToken } from "../../security/secrets.js";
import type { MemberContact, MemberMessage, NotificationsService } from "../notifications/notifications.service.js";
import { AccountsRepository } from "./accounts.repository.js";
import type { CodePurpose, VerificationCodeRow } from "./accounts.table.js";

/** ASVS 6.4/6.5: random, single use, short-lived, stored hashed, tries limited. */
export const CODE_TTL_MS = 10 * 60_000;
export const ACTIVATION_LINK_TTL_MS = 24 * 60 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export interface IssuedCode {
  id: string;
  secret: string;
  expiresAt: Date;
}

export interface IssueRequest {
  userId: string;
  purpose: CodePurpose;
  channel: "email" | "sms";
  target: string;
  /** A 6-digit code for people to type, or a long token for links. */
  kind: "digits" | "token";
  ttlMs?: number;
}

export class VerificationCodes {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly key: string,
  ) {}

  hash(purpose: CodePurpose, secret: string): string {
    return hashSecret(this.key, purpose, secret);
  }

  async issue(request: IssueRequest): Promise<IssuedCode> {
    await this.repository.retireOpenCodes(request.userId, request.purpose);
    const secret = request.kind === "digits" ? randomDigits(CODE_LENGTH) : randomToken(32);
    const id = randomToken(24);
    const now = Date.now();
    const expiresAt = new Date(now + (request.ttlMs ?? CODE_TTL_MS));
    await this.repository.insertCode({
      id,
      user_id: request.userId,
      purpose: request.purpose,
      channel: request.channel,
      target: request.target,
      secret_hash: this.hash(request.purpose, secret),
      attempts: 0,
      expires_at: expiresAt.toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    });
    return { id, secret, expiresAt };
  }

  /** Is this row still worth a try? */
  isOpen(row: VerificationCodeRow, now = Date.now()): boolean {
    return row.used_at === null && Date.parse(row.expires_at) > now && row.attempts < MAX_CODE_ATTEMPTS;
  }

  /**
   * Checks a typed code against a challenge and consumes it on success. A wrong code uses up
   * one of the tries; after the fifth the challenge is dead even for the right code.
   */
  async redeem(row: VerificationCodeRow | undefined, secret: string): Promise<boolean> {
    if (!row || !this.isOpen(row)) return false;
    if (!constantTimeEqual(row.secret_hash, this.hash(row.purpose, secret))) {
      await this.repository.incrementAttempts(row.id);
      return false;
    }
    return this.repository.consumeCode(row.id);
  }
}

/**
 * Sends codes: the code's row and the message that carries it are written in one transaction,
 * so there is never a code nobody was sent, nor a message with a code that does not exist.
 */
export class CodeSender {
  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly notifications: NotificationsService,
  ) {}

  /** `within`: a transaction already open (a registration's), which the code and message join. */
  send(
    request: IssueRequest,
    contact: MemberContact,
    message: (issued: IssuedCode) => MemberMessage,
    within?: Db,
  ): Promise<IssuedCode> {
    return inTransaction(within ?? this.db, async (trx) => {
      const issued = await new VerificationCodes(new AccountsRepository(trx), this.key).issue(request);
      await this.notifications.notifyMember(contact, message(issued), trx);
      return issued;
    });
  }
}
