import { type Db, inTransaction } from "../../db/transaction.js";
import { validationFailed } from "../../http/errors.js";
import { hashPassword, passwordProblem, verifyPassword } from "../../security/passwords.js";
import { randomToken } from "../../security/secrets.js";
import type { AuditService } from "../audit/audit.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import {
  type AuthContext,
  contactOf,
  findUserByUsername,
  greetingName,
  invalidCode,
  mayMessage,
  type RequestMeta,
  requireUser,
  where,
} from "./account-context.js";
import { AccountsRepository } from "./accounts.repository.js";
import type { UserRow } from "./accounts.table.js";
import type { SignInLimits } from "./sign-in-limits.js";
import type { CodeSender, VerificationCodes } from "./verification-codes.js";

/** Passwords: the reset by code, and the change while signed in. */
export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly repository: AccountsRepository,
    private readonly codes: VerificationCodes,
    private readonly sender: CodeSender,
    private readonly limits: SignInLimits,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** Always answers with a token of the same shape, so the answer does not reveal accounts. */
  async requestPasswordReset(username: string, meta: RequestMeta): Promise<string> {
    const user = await findUserByUsername(this.repository, username);
    if (!user || !(await mayMessage(this.repository, user.id, "RESET"))) {
      if (user)
        await this.audit.record({
          action: "PASSWORD_RESET_THROTTLED",
          outcome: "FAILURE",
          subjectUserId: user.id,
          ...where(meta),
        });
      return randomToken(24);
    }
    const contact = contactOf(user);
    const issued = await this.sender.send(
      { userId: user.id, purpose: "RESET", channel: contact.channel, target: contact.to, kind: "digits" },
      contact,
      (code) => ({
        template: "reset",
        values: { first_name: greetingName(user), code: code.secret },
        code: code.secret,
      }),
    );
    await this.audit.record({ action: "PASSWORD_RESET_REQUESTED", subjectUserId: user.id, ...where(meta) });
    return issued.id;
  }

  async confirmPasswordReset(resetToken: string, code: string, password: string, meta: RequestMeta): Promise<void> {
    const row = await this.repository.findCode(resetToken);
    const user = row?.purpose === "RESET" ? await this.repository.findUserById(row.user_id) : undefined;
    if (!row || !user) throw invalidCode();
    // The password is judged before the code is spent, so a weak choice does not cost a try.
    const weak = passwordProblem(password, [user.first_name, user.last_name, user.email ?? "", user.tel ?? ""]);
    if (weak) throw validationFailed({ password: weak });
    if (!(await this.codes.redeem(row, code))) {
      await this.audit.record({
        action: "PASSWORD_RESET_FAILED",
        outcome: "FAILURE",
        subjectUserId: user.id,
        ...where(meta),
      });
      throw invalidCode();
    }
    await this.setPassword(user, password, meta, "PASSWORD_RESET");
  }

  async changePassword(
    auth: AuthContext,
    currentPassword: string,
    newPassword: string,
    meta: RequestMeta,
  ): Promise<void> {
    const user = await requireUser(this.repository, auth.userId);
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      await this.audit.record({
        action: "PASSWORD_CHANGE_FAILED",
        outcome: "FAILURE",
        actorUserId: user.id,
        ...where(meta),
      });
      throw validationFailed({ current_password: "is not your current password" });
    }
    const weak = passwordProblem(newPassword, [user.first_name, user.last_name, user.email ?? "", user.tel ?? ""]);
    if (weak) throw validationFailed({ new_password: weak });
    await this.setPassword(user, newPassword, meta, "PASSWORD_CHANGED", auth.sessionId);
  }

  /** A new password ends every session (ASVS 7.4.3), except the one that changed it, if any. */
  private async setPassword(
    user: UserRow,
    password: string,
    meta: RequestMeta,
    action: string,
    keepSessionId?: string,
  ) {
    const passwordHash = await hashPassword(password);
    // The new password, the end of the other sessions and the notice commit together.
    await inTransaction(this.db, async (trx) => {
      const repository = new AccountsRepository(trx);
      await repository.updateUser(user.id, { password_hash: passwordHash });
      await repository.endAllSessions(user.id, action, keepSessionId);
      await this.notifications.notifyMember(
        contactOf(user),
        { template: "password_changed", values: { first_name: greetingName(user) } },
        trx,
      );
    });
    await this.limits.clearAccount(user.id);
    await this.audit.record({ action, actorUserId: user.id, ...where(meta) });
  }
}
