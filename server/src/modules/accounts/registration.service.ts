import { randomUUID } from "node:crypto";
import { DEFAULT_LANGUAGE, isPlausibleBirthDate, type RegisterRequestSchema } from "@gkf/contract";
import type { z } from "zod";
import type { AppConfig } from "../../config/config.js";
import { nameSearchKey } from "../../db/search-text.js";
import { type Db, inTransaction } from "../../db/transaction.js";
import { validationFailed } from "../../http/errors.js";
import { hashPassword, passwordProblem } from "../../security/passwords.js";
import type { AuditService } from "../audit/audit.service.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { contactOf, findUserByUsername, mayMessage, type RequestMeta, where } from "./account-context.js";
import type { AccountNotices } from "./account-notices.js";
import { AccountsRepository } from "./accounts.repository.js";
import type { UserRow } from "./accounts.table.js";
import { contactOwners, registeredBody } from "./sign-in-answers.js";
import { type SignInLimits, tooManyRegistrations } from "./sign-in-limits.js";
import { ACTIVATION_LINK_TTL_MS, type CodeSender, type VerificationCodes } from "./verification-codes.js";

/** New accounts: registration, the activation message, and activation by link or code. */
export class RegistrationService {
  constructor(
    private readonly config: AppConfig,
    private readonly db: Db,
    private readonly repository: AccountsRepository,
    private readonly codes: VerificationCodes,
    private readonly sender: CodeSender,
    private readonly limits: SignInLimits,
    private readonly notices: AccountNotices,
    private readonly audit: AuditService,
    private readonly regions: RegionsService,
    private readonly memberships: MembershipsService,
  ) {}

  async register(input: z.output<typeof RegisterRequestSchema>, meta: RequestMeta) {
    const fields: Record<string, string> = {};
    if (!(await this.regions.isDistrictInRegion(input.region, input.district))) {
      fields.district = "is not a district of the chosen region";
    }
    const weak = passwordProblem(input.password, [
      input.first_name,
      input.last_name,
      input.email ?? "",
      input.tel ?? "",
    ]);
    if (weak) fields.password = weak;
    if (!isPlausibleBirthDate(input.date_of_birth)) fields.date_of_birth = "must be a real date in the past";
    // PHONE_SIGNUP=off: no SMS provider reaches phones, so accounts are made with e-mail only.
    if (input.login_with === "tel" && !this.config.phoneSignup) {
      fields.login_with = "Sign-up with a phone number is not available; please use an e-mail address";
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const admitted = await this.limits.admitRegistration(meta.ip);
    if (!admitted.allowed) throw tooManyRegistrations(admitted);

    // A taken e-mail or phone gets the answer of a new registration (nothing tells a stranger
    // which addresses have accounts); the owner is told instead. Hashing first keeps the time alike.
    const passwordHash = await hashPassword(input.password);
    const answer = (userId: string) => ({ userId, body: registeredBody(input) });
    const taken = async () => {
      const owners = await contactOwners(this.repository, input);
      if (owners.length === 0) return false;
      await this.notices.registrationAttempt(owners);
      await this.audit.record({
        action: "REGISTRATION_CONTACT_TAKEN",
        outcome: "FAILURE",
        subjectUserId: owners[0]?.user.id ?? null,
        ...where(meta),
      });
      return true;
    };
    if (await taken()) return answer(randomUUID());

    const now = new Date().toISOString();
    const user: UserRow = {
      id: randomUUID(),
      first_name: input.first_name,
      last_name: input.last_name,
      search_name: nameSearchKey(input.first_name, input.last_name),
      erased_at: null,
      email: input.email ?? null,
      tel: input.tel ?? null,
      login_with: input.login_with,
      language: input.language ?? DEFAULT_LANGUAGE,
      password_hash: passwordHash,
      main_role: input.main_role,
      date_of_birth: input.date_of_birth,
      gender: input.gender,
      region_code: input.region,
      district_code: input.district,
      is_active: 0,
      email_verified_at: null,
      tel_verified_at: null,
      consent_at: now,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    };
    try {
      // The account, its membership record and the activation message commit together.
      await inTransaction(this.db, async (trx) => {
        await new AccountsRepository(trx).insertUser(user);
        await this.memberships.createPending(
          { userId: user.id, membershipType: input.main_role, regionCode: input.region, districtCode: input.district },
          trx,
        );
        await this.sendActivation(user, trx);
      });
    } catch (error) {
      // Two registrations with the same address at the same moment: the unique index decides,
      // and the loser is answered like any registration with a taken address.
      if (/unique|duplicate/i.test(String(error)) && (await taken())) return answer(randomUUID());
      throw error;
    }
    await this.audit.record({ action: "ACCOUNT_REGISTERED", actorUserId: user.id, ...where(meta) });
    return answer(user.id);
  }

  /** Sends the activation link (e-mail) or code (SMS) over the channel the member logs in with. */
  private async sendActivation(user: UserRow, within?: Db): Promise<void> {
    const contact = contactOf(user);
    const email = contact.channel === "email";
    await this.sender.send(
      {
        userId: user.id,
        purpose: "ACTIVATION",
        channel: contact.channel,
        target: contact.to,
        ...(email ? { kind: "token", ttlMs: ACTIVATION_LINK_TTL_MS } : { kind: "digits" }),
      },
      contact,
      (issued) => ({
        template: "activation",
        values: email
          ? { first_name: user.first_name, link: `${this.config.publicUrl}/auth/activate/${issued.secret}` }
          : ({ code: issued.secret } as Record<string, string>),
        code: issued.secret,
      }),
      within,
    );
  }

  /** true: the account is active now; false: the token activates nothing (wrong, used, expired). */
  async activateByEmail(token: string, meta: RequestMeta): Promise<boolean> {
    const row = await this.repository.findCodeByHash("ACTIVATION", this.codes.hash("ACTIVATION", token));
    if (row?.channel !== "email" || !(await this.codes.redeem(row, token))) return false;
    await this.repository.updateUser(row.user_id, { is_active: 1, email_verified_at: new Date().toISOString() });
    await this.audit.record({
      action: "ACCOUNT_ACTIVATED",
      actorUserId: row.user_id,
      detail: { channel: "email" },
      ...where(meta),
    });
    return true;
  }

  async activateBySms(code: string, userId: string | undefined, meta: RequestMeta): Promise<boolean> {
    if (!userId) return false;
    const row = await this.repository.findLatestOpenCode(userId, "ACTIVATION", new Date().toISOString());
    if (row?.channel !== "sms" || !(await this.codes.redeem(row, code))) return false;
    await this.repository.updateUser(userId, { is_active: 1, tel_verified_at: new Date().toISOString() });
    await this.audit.record({
      action: "ACCOUNT_ACTIVATED",
      actorUserId: userId,
      detail: { channel: "sms" },
      ...where(meta),
    });
    return true;
  }

  /** The account a username names, if any: used where the answer must not reveal it. */
  async findUserIdByUsername(username: string): Promise<string | undefined> {
    return (await findUserByUsername(this.repository, username))?.id;
  }

  async resendActivation(username: string, meta: RequestMeta): Promise<void> {
    const user = await findUserByUsername(this.repository, username);
    if (!user || user.is_active) return;
    if (!(await mayMessage(this.repository, user.id, "ACTIVATION"))) return;
    await this.sendActivation(user);
    await this.audit.record({ action: "ACTIVATION_RESENT", actorUserId: user.id, ...where(meta) });
  }
}
