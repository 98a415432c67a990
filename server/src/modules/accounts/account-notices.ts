import { type Db, inTransaction } from "../../db/transaction.js";
import type { MemberContact, MemberMessage, NotificationsService } from "../notifications/notifications.service.js";
import { contactOf, greetingName } from "./account-context.js";
import { AccountsRepository } from "./accounts.repository.js";
import type { UserRow } from "./accounts.table.js";

/** The hour a notice belongs to: at most one notice of a kind per member and hour. */
const currentHour = () => new Date().toISOString().slice(0, 13);

/**
 * Warnings to a member about what someone else tried with their account. Each goes out once per
 * member, kind and hour, whichever process or parallel request gets there first (the
 * `account_notices` primary key decides), so an attacker cannot use them to flood a member.
 * The claim and the message commit together: a claimed notice is never a notice unsent.
 */
export class AccountNotices {
  private readonly repository: AccountsRepository;

  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationsService,
    private readonly publicUrl: string,
  ) {
    this.repository = new AccountsRepository(db);
  }

  /** Claims the notice of this kind and hour for the member and writes its message, or does nothing. */
  private notifyOnce(userId: string, kind: string, contact: MemberContact, message: MemberMessage): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      if (!(await new AccountsRepository(trx).claimNotice(userId, kind, currentHour()))) return false;
      await this.notifications.notifyMember(contact, message, trx);
      return true;
    });
  }

  /** "Someone who knows your password tried to sign in from a new device", on the login channel. */
  async deviceCodeAttempts(userId: string): Promise<boolean> {
    const user = await this.repository.findUserById(userId);
    if (!user) return false;
    return this.notifyOnce(user.id, "DEVICE_CODE_FAILURES", contactOf(user), {
      template: "device_attempts",
      values: { first_name: greetingName(user), reset_link: `${this.publicUrl}/auth/reset-password` },
    });
  }

  /**
   * "Someone tried to register with your address": to the taken address itself (the one the
   * registration named), one message per account that owns one of them.
   */
  async registrationAttempt(owners: Array<{ user: UserRow; via: "email" | "tel" }>): Promise<void> {
    const seen = new Set<string>();
    for (const { user, via } of owners) {
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      const values = {
        first_name: greetingName(user),
        login_link: `${this.publicUrl}/auth/login`,
        reset_link: `${this.publicUrl}/auth/reset-password`,
      };
      // To the taken address itself, which need not be the one the owner signs in with.
      const contact =
        via === "email" && user.email
          ? { channel: "email" as const, to: user.email }
          : user.tel
            ? { channel: "sms" as const, to: user.tel }
            : undefined;
      if (contact)
        await this.notifyOnce(user.id, "REGISTRATION_ATTEMPT", contact, { template: "registration_attempt", values });
    }
  }
}
