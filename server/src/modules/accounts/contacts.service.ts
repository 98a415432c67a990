import { ACCOUNT_ERROR_CODES, ERROR_CODES, formatGhanaPhone, maskContact } from "@gkf/contract";
import { type Db, inTransaction } from "../../db/transaction.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, validationFailed } from "../../http/errors.js";
import { verifyPassword } from "../../security/passwords.js";
import type { AuditService } from "../audit/audit.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import {
  type AuthContext,
  contactOf,
  greetingName,
  invalidCode,
  mayMessage,
  type RequestMeta,
  requireUser,
  where,
} from "./account-context.js";
import { AccountsRepository } from "./accounts.repository.js";
import type { CodePurpose, UserRow, VerificationCodeRow } from "./accounts.table.js";
import { accountKey, type SignInLimits, tooManySignIns, tooManyTakenContacts } from "./sign-in-limits.js";
import type { CodeSender, VerificationCodes } from "./verification-codes.js";

type Channel = "email" | "tel";
/** How long after the password was entered a new code may be asked for the address being added. */
const PENDING_CONTACT_MS = 60 * 60_000;

const tooManyCodes = () =>
  new AppError(
    429,
    ERROR_CODES.RATE_LIMITED,
    "We have sent several codes in the last hour. Please wait before asking again.",
  );

const contactTaken = () =>
  new AppError(409, ACCOUNT_ERROR_CODES.DUPLICATE_ACCOUNT, "Another account already uses this address.", {
    fields: { value: "is already registered" },
    action: "Use another address, or sign in to the account that has it.",
  });

/**
 * Confirming the account's e-mail address and phone number with a code, and adding the one the
 * account lacks (the password again, then a code to the new address: decision 76).
 */
export class ContactsService {
  constructor(
    private readonly db: Db,
    private readonly repository: AccountsRepository,
    private readonly codes: VerificationCodes,
    private readonly sender: CodeSender,
    private readonly limits: SignInLimits,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly publicUrl: string,
  ) {}

  /**
   * Redeems `code` against the account's latest open code of `purpose` (when it `fits`, checked
   * before the code is spent); no such code, or a wrong one, is audited as `failed` and refused.
   */
  private async redeemOwnCode(
    userId: string,
    typed: { purpose: CodePurpose; code: string },
    meta: RequestMeta,
    failure: { failed: string; channel: Channel; fits?: (row: VerificationCodeRow) => boolean },
  ): Promise<VerificationCodeRow> {
    const row = await this.repository.findLatestOpenCode(userId, typed.purpose, new Date().toISOString());
    if (!row || (failure.fits && !failure.fits(row)) || !(await this.codes.redeem(row, typed.code))) {
      await this.audit.record({
        action: failure.failed,
        outcome: "FAILURE",
        actorUserId: userId,
        detail: { channel: failure.channel },
        ...where(meta),
      });
      throw invalidCode();
    }
    return row;
  }

  async requestContactVerification(auth: AuthContext, channel: "email" | "tel", meta: RequestMeta) {
    const user = await requireUser(this.repository, auth.userId);
    const target = channel === "email" ? user.email : user.tel;
    if (!target)
      throw validationFailed({
        channel: `your account has no ${channel === "email" ? "e-mail address" : "phone number"}`,
      });
    // Messages cost money: a confirmed contact gets no new code.
    if ((channel === "email" ? user.email_verified_at : user.tel_verified_at) !== null) {
      const what = channel === "email" ? "e-mail address" : "phone number";
      throw new AppError(409, ACCOUNT_ERROR_CODES.ALREADY_VERIFIED, `Your ${what} is already confirmed.`);
    }
    const purpose = channel === "email" ? "CONTACT_EMAIL" : "CONTACT_TEL";
    if (!(await mayMessage(this.repository, user.id, purpose))) {
      throw tooManyCodes();
    }
    const contact = { ...this.contactAt(channel, target), language: contactOf(user).language };
    const issued = await this.sender.send(
      { userId: user.id, purpose, channel: contact.channel, target, kind: "digits" },
      contact,
      (code) => ({
        template: "contact",
        values: { first_name: greetingName(user), code: code.secret },
        code: code.secret,
      }),
    );
    await this.audit.record({
      action: "CONTACT_VERIFICATION_SENT",
      actorUserId: user.id,
      detail: { channel },
      ...where(meta),
    });
    return { message: "We sent you a code.", sent_to: maskContact(target), expires_at: issued.expiresAt.toISOString() };
  }

  async verifyContact(auth: AuthContext, channel: "email" | "tel", code: string, meta: RequestMeta): Promise<void> {
    const user = await requireUser(this.repository, auth.userId);
    // A code sent to an address that has changed since proves nothing about the new one.
    const current = channel === "email" ? user.email : user.tel;
    await this.redeemOwnCode(user.id, { purpose: channel === "email" ? "CONTACT_EMAIL" : "CONTACT_TEL", code }, meta, {
      failed: "CONTACT_VERIFICATION_FAILED",
      channel,
      fits: (row) => row.target === current,
    });
    const at = new Date().toISOString();
    await this.repository.updateUser(
      user.id,
      channel === "email" ? { email_verified_at: at } : { tel_verified_at: at },
    );
    await this.audit.record({
      action: "CONTACT_VERIFIED",
      actorUserId: user.id,
      detail: { channel },
      ...where(meta),
    });
  }

  /**
   * Adding the contact the account lacks: the password again (counted like sign-in tries), then a
   * code to the new address, which is kept in the code's row until the code comes back.
   */
  async addContact(
    auth: AuthContext,
    input: { channel: Channel; value: string; current_password: string },
    meta: RequestMeta,
  ) {
    const user = await requireUser(this.repository, auth.userId);
    const { channel, value } = input;
    if (channel === user.login_with) {
      throw validationFailed({
        channel: `is how you sign in: change your ${channel === "email" ? "e-mail address" : "phone number"} in your profile`,
      });
    }
    await this.reauthenticate(user, input.current_password, meta);
    if (this.contactOfUser(user, channel) === value && this.isVerified(user, channel)) {
      throw new AppError(
        409,
        ACCOUNT_ERROR_CODES.ALREADY_VERIFIED,
        "This address is already confirmed on your account.",
      );
    }
    const owner =
      channel === "email" ? await this.repository.findUserByEmail(value) : await this.repository.findUserByTel(value);
    if (owner && owner.id !== user.id) {
      // Decision 35: signed in and re-authenticated, a member may learn a few times an hour that
      // an address is taken (never whose it is), then 429.
      const admitted = await this.limits.admitTakenContactAnswer(user.id);
      await this.audit.record({
        action: "CONTACT_ADD_TAKEN",
        outcome: "FAILURE",
        actorUserId: user.id,
        ...where(meta),
      });
      if (!admitted.allowed) throw tooManyTakenContacts(admitted);
      throw contactTaken();
    }
    const issued = await this.sendNewContactCode(user, channel, value);
    await this.audit.record({
      action: "CONTACT_ADD_REQUESTED",
      actorUserId: user.id,
      detail: { channel },
      ...where(meta),
    });
    return issued;
  }

  /** "Send a new code" for the address being added, within the hour after the password. */
  async resendNewContactCode(auth: AuthContext, channel: Channel, meta: RequestMeta) {
    const user = await requireUser(this.repository, auth.userId);
    const row = await this.repository.findLatestCode(user.id, channel === "email" ? "NEW_EMAIL" : "NEW_TEL");
    const confirmed = row && this.contactOfUser(user, channel) === row.target && this.isVerified(user, channel);
    if (!row || confirmed || Date.parse(row.created_at) < Date.now() - PENDING_CONTACT_MS) {
      throw new AppError(400, "NO_PENDING_CONTACT", "No address is waiting for its code.", {
        action: "Enter the address and your password again.",
      });
    }
    const issued = await this.sendNewContactCode(user, channel, row.target);
    await this.audit.record({
      action: "CONTACT_ADD_RESENT",
      actorUserId: user.id,
      detail: { channel },
      ...where(meta),
    });
    return issued;
  }

  /** The code of the address being added: only now does the address become the account's. */
  async confirmNewContact(auth: AuthContext, channel: Channel, code: string, meta: RequestMeta): Promise<void> {
    const user = await requireUser(this.repository, auth.userId);
    // The caller's own codes only: another account's session finds nothing to confirm.
    const row = await this.redeemOwnCode(
      user.id,
      { purpose: channel === "email" ? "NEW_EMAIL" : "NEW_TEL", code },
      meta,
      {
        failed: "CONTACT_ADD_FAILED",
        channel,
      },
    );
    const at = new Date().toISOString();
    const shown = channel === "tel" ? formatGhanaPhone(row.target) : row.target;
    try {
      await inTransaction(this.db, async (trx) => {
        const repository = new AccountsRepository(trx);
        const owner =
          channel === "email"
            ? await repository.findUserByEmail(row.target)
            : await repository.findUserByTel(row.target);
        if (owner && owner.id !== user.id) throw contactTaken();
        await repository.updateUser(
          user.id,
          channel === "email" ? { email: row.target, email_verified_at: at } : { tel: row.target, tel_verified_at: at },
        );
        // To the address the member signs in with, which has not changed.
        await this.notifications.notifyMember(
          contactOf(user),
          {
            template: "contact_added",
            values: {
              first_name: greetingName(user),
              contact: shown,
              reset_link: `${this.publicUrl}/auth/reset-password`,
            },
          },
          trx,
        );
      });
    } catch (error) {
      // Taken by a registration between our check and the write: the unique index decided.
      if (isUniqueViolation(error)) throw contactTaken();
      throw error;
    }
    await this.audit.record({ action: "CONTACT_ADDED", actorUserId: user.id, detail: { channel }, ...where(meta) });
  }

  /** The password again, counted by the sign-in limits like a sign-in from this browser. */
  private async reauthenticate(user: UserRow, password: string, meta: RequestMeta): Promise<void> {
    const trustedDeviceId =
      meta.deviceId && (await this.repository.findTrustedDevice(user.id, meta.deviceId)) ? meta.deviceId : undefined;
    const attempt = { accountKey: accountKey(user.id), trustedDeviceId, ip: meta.ip };
    const admission = await this.limits.admitLogin(attempt);
    if (admission.refused) {
      await this.audit.record({
        action: "REAUTHENTICATION_THROTTLED",
        outcome: "FAILURE",
        actorUserId: user.id,
        ...where(meta),
      });
      throw tooManySignIns(admission.refused);
    }
    if (!(await verifyPassword(user.password_hash, password))) {
      await this.limits.loginFailed(meta.ip);
      await this.audit.record({
        action: "REAUTHENTICATION_FAILED",
        outcome: "FAILURE",
        actorUserId: user.id,
        ...where(meta),
      });
      throw new AppError(403, ACCOUNT_ERROR_CODES.REAUTHENTICATION_REQUIRED, "The password is not correct.", {
        fields: { current_password: "is not your current password" },
        action: "Enter the password you sign in with.",
      });
    }
    await this.limits.loginSucceeded(attempt);
  }

  private async sendNewContactCode(user: UserRow, channel: Channel, target: string) {
    const purpose = channel === "email" ? "NEW_EMAIL" : "NEW_TEL";
    if (!(await mayMessage(this.repository, user.id, purpose))) throw tooManyCodes();
    const issued = await this.sender.send(
      { userId: user.id, purpose, channel: channel === "email" ? "email" : "sms", target, kind: "digits" },
      { ...this.contactAt(channel, target), language: contactOf(user).language },
      (code) => ({
        template: "contact",
        values: { first_name: greetingName(user), code: code.secret },
        code: code.secret,
      }),
    );
    return { message: "We sent you a code.", sent_to: maskContact(target), expires_at: issued.expiresAt.toISOString() };
  }

  private contactAt(channel: Channel, to: string) {
    return { channel: channel === "email" ? ("email" as const) : ("sms" as const), to };
  }

  private contactOfUser(user: UserRow, channel: Channel) {
    return channel === "email" ? user.email : user.tel;
  }

  private isVerified(user: UserRow, channel: Channel) {
    return (channel === "email" ? user.email_verified_at : user.tel_verified_at) !== null;
  }
}
