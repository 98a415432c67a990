import { ACCOUNT_ERROR_CODES, ERROR_CODES, maskContact } from "@gkf/contract";
import { AppError, validationFailed } from "../../http/errors.js";
import type { AuditService } from "../audit/audit.service.js";
import { type AuthContext, invalidCode, mayMessage, type RequestMeta, requireUser, where } from "./account-context.js";
import type { AccountsRepository } from "./accounts.repository.js";
import type { CodeSender, VerificationCodes } from "./verification-codes.js";

/** Confirming the account's e-mail address and phone number with a code. */
export class ContactsService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly codes: VerificationCodes,
    private readonly sender: CodeSender,
    private readonly audit: AuditService,
  ) {}

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
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        "We have sent several codes in the last hour. Please wait before asking again.",
      );
    }
    const contact = { channel: channel === "email" ? ("email" as const) : ("sms" as const), to: target };
    const issued = await this.sender.send(
      { userId: user.id, purpose, channel: contact.channel, target, kind: "digits" },
      contact,
      (code) => ({
        template: "contact",
        values: { first_name: user.first_name, code: code.secret },
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
    const purpose = channel === "email" ? "CONTACT_EMAIL" : "CONTACT_TEL";
    const user = await requireUser(this.repository, auth.userId);
    const row = await this.repository.findLatestOpenCode(user.id, purpose, new Date().toISOString());
    // A code sent to an address that has changed since proves nothing about the new one.
    const current = channel === "email" ? user.email : user.tel;
    if (!row || row.target !== current || !(await this.codes.redeem(row, code))) {
      await this.audit.record({
        action: "CONTACT_VERIFICATION_FAILED",
        outcome: "FAILURE",
        actorUserId: user.id,
        detail: { channel },
        ...where(meta),
      });
      throw invalidCode();
    }
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
}
