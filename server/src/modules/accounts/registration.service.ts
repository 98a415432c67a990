import { randomUUID } from "node:crypto";
import {
  CHILD_SIGN_IN_MIN_AGE,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  FAMILY_ERROR_CODES,
  isPlausibleBirthDate,
  type Language,
  type RegisterRequestSchema,
} from "@gkf/contract";
import type { z } from "zod";
import type { AppConfig } from "../../config/config.js";
import { nameSearchKey } from "../../db/search-text.js";
import { type Db, inTransaction } from "../../db/transaction.js";
import { AppError, validationFailed } from "../../http/errors.js";
import { hashPassword, passwordProblem, verifyPassword } from "../../security/passwords.js";
import type { AuditService } from "../audit/audit.service.js";
import { ageOn, isMinor, today } from "../memberships/membership-rules.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import {
  contactOf,
  findUserByUsername,
  GUARDIAN_FIRST_NAME,
  GUARDIAN_UNKNOWN_BIRTH_DATE,
  greetingName,
  mayMessage,
  NO_SIGN_IN_PASSWORD,
  type RequestMeta,
  where,
} from "./account-context.js";
import type { AccountNotices } from "./account-notices.js";
import { AccountsRepository } from "./accounts.repository.js";
import type { UserRow } from "./accounts.table.js";
import { contactOwners, registeredBody } from "./sign-in-answers.js";
import { type SignInLimits, tooManyRegistrations } from "./sign-in-limits.js";
import { ACTIVATION_LINK_TTL_MS, type CodeSender, type VerificationCodes } from "./verification-codes.js";

/** What registration asks of the families module (which owns guardianships). */
export interface GuardianLinks {
  link(guardianId: string, childId: string, source: "REGISTRATION", db: Db): Promise<void>;
  hasGuardian(userId: string): Promise<boolean>;
  /** A 13–17-year-old registering on their own named a guardian, who is asked to confirm (decision 111). */
  requestGuardian(
    child: { id: string; firstName: string; lastName: string; dateOfBirth: string; language: Language },
    guardian: { channel: "email" | "sms"; to: string },
    db: Db,
  ): Promise<void>;
}

export interface ChildSignInInput {
  login_with: "email" | "tel";
  email?: string | undefined;
  tel?: string | undefined;
  password: string;
}

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
    const namedGuardian = this.namedGuardian(input, fields);
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
    // A minor who named a guardian keeps their own account; the guardian confirms (decision 111).
    const minor = isMinor(input.date_of_birth, today()) && !namedGuardian;
    if (minor && this.guardians) {
      // A parent registering a further child with their own e-mail or phone and password (issue 16):
      // the child is added under their account. Anyone else is answered as for any taken address.
      const added = await this.addChildToOwner(input, meta);
      if (added) return { userId: added, body: { ...registeredBody(input), is_active: true } };
    }
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
    // A minor's registration (decision 104): the registering contact becomes the guardian (an
    // account of its own, with the contact and password; names to complete in the profile), and
    // the child an account without sign-in, with the membership record.
    const guardians = minor ? this.guardians : undefined;
    const child: UserRow | undefined = guardians
      ? { ...user, id: randomUUID(), email: null, tel: null, password_hash: NO_SIGN_IN_PASSWORD, is_active: 1 }
      : undefined;
    if (child) {
      Object.assign(user, {
        first_name: GUARDIAN_FIRST_NAME,
        search_name: nameSearchKey(GUARDIAN_FIRST_NAME, input.last_name),
        date_of_birth: GUARDIAN_UNKNOWN_BIRTH_DATE,
      });
    }
    try {
      // The account, its membership record and the activation message commit together.
      await inTransaction(this.db, async (trx) => {
        await new AccountsRepository(trx).insertUser(user);
        if (namedGuardian && this.guardians) {
          const { id, first_name, last_name, date_of_birth } = user;
          const named = { id, firstName: first_name, lastName: last_name, dateOfBirth: date_of_birth };
          await this.guardians.requestGuardian({ ...named, language: user.language as Language }, namedGuardian, trx);
        }
        if (child && guardians) {
          await new AccountsRepository(trx).insertUser(child);
          await guardians.link(user.id, child.id, "REGISTRATION", trx);
        }
        await this.memberships.createPending(
          {
            userId: child?.id ?? user.id,
            membershipType: input.main_role,
            regionCode: input.region,
            districtCode: input.district,
          },
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

  private guardians: GuardianLinks | undefined;

  /**
   * The guardian a 13–17-year-old names when registering on their own (decision 111), checked
   * into `fields`: only at 13–17, someone else's contact, a phone only where SMS reach phones.
   */
  private namedGuardian(
    input: z.output<typeof RegisterRequestSchema>,
    fields: Record<string, string>,
  ): { channel: "email" | "sms"; to: string } | undefined {
    const field = input.guardian_email ? "guardian_email" : input.guardian_tel ? "guardian_tel" : undefined;
    const to = input.guardian_email ?? input.guardian_tel;
    if (!field || !to) return undefined;
    const age = ageOn(input.date_of_birth, today());
    if (age >= 18) fields[field] = "is only for members aged 13 to 17";
    else if (age < CHILD_SIGN_IN_MIN_AGE) fields[field] = "a child under 13 is registered by their parent or guardian";
    else if (to === input.email || to === input.tel) fields[field] = "must be your parent's or guardian's, not yours";
    else if (field === "guardian_tel" && !this.config.phoneSignup) {
      fields[field] = "Phone numbers are not available; please use an e-mail address";
    }
    return { channel: field === "guardian_email" ? "email" : "sms", to };
  }

  /** The families module links guardians and children (decision 104). */
  useGuardians(links: GuardianLinks): void {
    this.guardians = links;
  }

  /**
   * A further child registered with a guardian's e-mail or phone and their password: added under
   * the guardian's account (no activation needed). Undefined when the contact is free, or its
   * owner is a child themselves, or the password is not the owner's.
   */
  private async addChildToOwner(
    input: z.output<typeof RegisterRequestSchema>,
    meta: RequestMeta,
  ): Promise<string | undefined> {
    const owner = (await contactOwners(this.repository, input))[0]?.user;
    if (!owner || owner.erased_at || !this.guardians) return undefined;
    if (isMinor(owner.date_of_birth, today()) || (await this.guardians.hasGuardian(owner.id))) return undefined;
    if (!(await verifyPassword(owner.password_hash, input.password))) return undefined;
    const now = new Date().toISOString();
    const child: UserRow = {
      id: randomUUID(),
      first_name: input.first_name,
      last_name: input.last_name,
      search_name: nameSearchKey(input.first_name, input.last_name),
      erased_at: null,
      email: null,
      tel: null,
      login_with: input.login_with,
      language: owner.language,
      password_hash: NO_SIGN_IN_PASSWORD,
      main_role: input.main_role,
      date_of_birth: input.date_of_birth,
      gender: input.gender,
      region_code: input.region,
      district_code: input.district,
      is_active: 1,
      email_verified_at: null,
      tel_verified_at: null,
      consent_at: now,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    };
    const guardians = this.guardians;
    await inTransaction(this.db, async (trx) => {
      await new AccountsRepository(trx).insertUser(child);
      await guardians.link(owner.id, child.id, "REGISTRATION", trx);
      await this.memberships.createPending(
        { userId: child.id, membershipType: input.main_role, regionCode: input.region, districtCode: input.district },
        trx,
      );
    });
    await this.audit.record({
      action: "CHILD_ADDED",
      actorUserId: owner.id,
      subjectUserId: child.id,
      detail: { via: "registration" },
      ...where(meta),
    });
    return owner.id;
  }

  /**
   * A child of 13–17 gets a sign-in of their own, made by their guardian (families module,
   * decision 104): the contact and first password are set and the activation message goes to the
   * child. 409 CONTACT_TAKEN when the address is another account's.
   */
  async giveChildSignIn(childId: string, input: ChildSignInInput): Promise<void> {
    const child = await this.repository.findUserById(childId);
    if (!child) throw new AppError(404, ERROR_CODES.NOT_FOUND, "We could not find this child.");
    const weak = passwordProblem(input.password, [
      child.first_name,
      child.last_name,
      input.email ?? "",
      input.tel ?? "",
    ]);
    if (weak) throw validationFailed({ password: weak });
    if (input.login_with === "tel" && !this.config.phoneSignup) {
      throw validationFailed({
        login_with: "Sign-in with a phone number is not available; please use an e-mail address",
      });
    }
    if ((await contactOwners(this.repository, input)).length > 0) {
      throw new AppError(
        409,
        FAMILY_ERROR_CODES.CONTACT_TAKEN,
        "This e-mail or phone number is used by another account.",
        {
          action: "Use the child's own e-mail address or phone number.",
        },
      );
    }
    const updated: UserRow = {
      ...child,
      email: input.email ?? null,
      tel: input.tel ?? null,
      login_with: input.login_with,
      password_hash: await hashPassword(input.password),
      is_active: 0,
    };
    try {
      await inTransaction(this.db, async (trx) => {
        await new AccountsRepository(trx).updateUser(childId, {
          email: updated.email,
          tel: updated.tel,
          login_with: updated.login_with,
          password_hash: updated.password_hash,
          is_active: 0,
        });
        await this.sendActivation(updated, trx);
      });
    } catch (error) {
      if (/unique|duplicate/i.test(String(error))) {
        throw new AppError(
          409,
          FAMILY_ERROR_CODES.CONTACT_TAKEN,
          "This e-mail or phone number is used by another account.",
        );
      }
      throw error;
    }
    // Audited by the families module, with the guardian as the actor.
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
          ? { first_name: greetingName(user), link: `${this.config.publicUrl}/auth/activate/${issued.secret}` }
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
