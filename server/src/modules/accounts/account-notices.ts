import type { NotificationsService } from "../notifications/notifications.service.js";
import type { AccountsRepository } from "./accounts.repository.js";
import { contactOf } from "./accounts.service.js";
import type { UserRow } from "./accounts.table.js";

/** The hour a notice belongs to: at most one notice of a kind per member and hour. */
const currentHour = () => new Date().toISOString().slice(0, 13);

/**
 * Warnings to a member about what someone else tried with their account. Each goes out once per
 * member, kind and hour, whichever process or parallel request gets there first (the
 * `account_notices` primary key decides), so an attacker cannot use them to flood a member.
 */
export class AccountNotices {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly notifications: NotificationsService,
    private readonly publicUrl: string,
  ) {}

  /** "Someone who knows your password tried to sign in from a new device", on the login channel. */
  async deviceCodeAttempts(userId: string): Promise<boolean> {
    const user = await this.repository.findUserById(userId);
    if (!user || !(await this.repository.claimNotice(user.id, "DEVICE_CODE_FAILURES", currentHour()))) return false;
    await this.notifications.notifyMember(contactOf(user), {
      template: "device_attempts",
      values: { first_name: user.first_name, reset_link: `${this.publicUrl}/auth/reset-password` },
    });
    return true;
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
      if (!(await this.repository.claimNotice(user.id, "REGISTRATION_ATTEMPT", currentHour()))) continue;
      const values = {
        first_name: user.first_name,
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
      if (contact) await this.notifications.notifyMember(contact, { template: "registration_attempt", values });
    }
  }
}
