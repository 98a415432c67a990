import { randomUUID } from "node:crypto";
import type { ProfileUpdateRequestSchema, RegisterRequestSchema } from "@gkf/contract";
import {
  ACCOUNT_ERROR_CODES,
  type AuthUser,
  ERROR_CODES,
  type LoginChallenge,
  type LoginSuccess,
  type MainRole,
  maskContact,
  normalizeEmail,
  normalizeGhanaPhone,
  type Profile,
  type SessionList,
  type StaffRole,
} from "@gkf/contract";
import type { z } from "zod";
import type { AppConfig } from "../../config/config.js";
import { AppError, validationFailed } from "../../http/errors.js";
import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from "../../security/passwords.js";
import type { RateLimiter } from "../../security/rate-limiter.js";
import { randomToken } from "../../security/secrets.js";
import type { TokenSigner } from "../../security/tokens.js";
import type { AuditService } from "../audit/audit.service.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { MemberContact, NotificationsService } from "../notifications/notifications.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { AccountNotices } from "./account-notices.js";
import type { AccountsRepository } from "./accounts.repository.js";
import type { UserRow } from "./accounts.table.js";
import { blindChallengeBody, contactOwners, registeredBody } from "./sign-in-answers.js";
import {
  accountKey,
  SignInLimits,
  tooManyChallenges,
  tooManyCodes,
  tooManyRegistrations,
  tooManySignIns,
  tooManyTakenContacts,
  unknownNameKey,
} from "./sign-in-limits.js";
import { describeUserAgent } from "./user-agent.js";
import { ACTIVATION_LINK_TTL_MS, CODE_TTL_MS, VerificationCodes } from "./verification-codes.js";

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** Trusted-device id from the signed device cookie, if any. */
  deviceId?: string;
}

export interface AuthContext {
  userId: string;
  sessionId: string;
}

const ONE_HOUR = 60 * 60_000;
/** Messages cost money and can be used to harass: at most this many per purpose and hour. */
const MESSAGES_PER_HOUR = 5;

const invalidCredentials = () =>
  new AppError(401, ACCOUNT_ERROR_CODES.INVALID_CREDENTIALS, "The e-mail, phone number or password is not correct.", {
    action: "Check what you typed and try again, or reset your password.",
  });

const invalidCode = () =>
  new AppError(400, ACCOUNT_ERROR_CODES.INVALID_CODE, "Verification code is invalid or has expired", {
    action: "Check the code, or ask for a new one.",
  });

export type Username = { kind: "email"; value: string } | { kind: "tel"; value: string };

export function parseUsername(username: string): Username | null {
  if (username.includes("@")) return { kind: "email", value: normalizeEmail(username) };
  const tel = normalizeGhanaPhone(username);
  return tel ? { kind: "tel", value: tel } : null;
}

export class AccountsService {
  private readonly codes: VerificationCodes;
  private readonly limits: SignInLimits;
  private readonly notices: AccountNotices;

  constructor(
    private readonly config: AppConfig,
    private readonly repository: AccountsRepository,
    private readonly tokens: TokenSigner,
    rateLimiter: RateLimiter,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly regions: RegionsService,
    private readonly memberships: MembershipsService,
  ) {
    this.codes = new VerificationCodes(repository, config.appSecret);
    this.limits = new SignInLimits(rateLimiter);
    this.notices = new AccountNotices(repository, notifications, config.publicUrl);
  }

  // Registration and activation

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
        ...this.where(meta),
      });
      return true;
    };
    if (await taken()) return answer(randomUUID());

    const now = new Date().toISOString();
    const user: UserRow = {
      id: randomUUID(),
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email ?? null,
      tel: input.tel ?? null,
      login_with: input.login_with,
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
      await this.repository.withTransaction(async (repository, trx) => {
        await repository.insertUser(user);
        await this.memberships.createPending(
          { userId: user.id, membershipType: input.main_role, regionCode: input.region, districtCode: input.district },
          trx,
        );
      });
    } catch (error) {
      // Two registrations with the same address at the same moment: the unique index decides,
      // and the loser is answered like any registration with a taken address.
      if (/unique|duplicate/i.test(String(error)) && (await taken())) return answer(randomUUID());
      throw error;
    }
    await this.sendActivation(user);
    await this.audit.record({ action: "ACCOUNT_REGISTERED", actorUserId: user.id, ...this.where(meta) });
    return answer(user.id);
  }

  /** Sends the activation link (e-mail) or code (SMS) over the channel the member logs in with. */
  private async sendActivation(user: UserRow): Promise<string> {
    const contact = contactOf(user);
    const email = contact.channel === "email";
    const issued = await this.codes.issue({
      userId: user.id,
      purpose: "ACTIVATION",
      channel: contact.channel,
      target: contact.to,
      ...(email ? { kind: "token", ttlMs: ACTIVATION_LINK_TTL_MS } : { kind: "digits" }),
    });
    await this.notifications.notifyMember(contact, {
      template: "activation",
      values: email
        ? { first_name: user.first_name, link: `${this.config.publicUrl}/auth/activate/${issued.secret}` }
        : { code: issued.secret },
      code: issued.secret,
    });
    return contact.to;
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
      ...this.where(meta),
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
      ...this.where(meta),
    });
    return true;
  }

  /** The account a username names, if any: used where the answer must not reveal it. */
  async findUserIdByUsername(username: string): Promise<string | undefined> {
    return (await this.findUserByUsername(username))?.id;
  }

  async resendActivation(username: string, meta: RequestMeta): Promise<void> {
    const user = await this.findUserByUsername(username);
    if (!user || user.is_active) return;
    if (!(await this.mayMessage(user.id, "ACTIVATION"))) return;
    await this.sendActivation(user);
    await this.audit.record({ action: "ACTIVATION_RESENT", actorUserId: user.id, ...this.where(meta) });
  }

  // Login, device verification, sessions

  async login(
    username: string,
    password: string,
    meta: RequestMeta,
  ): Promise<
    { kind: "success"; body: LoginSuccess } | { kind: "challenge"; body: LoginChallenge; challengeId: string }
  > {
    const parsed = parseUsername(username);
    const user = parsed ? await this.findUserByUsername(username) : undefined;
    const trustedDeviceId =
      user && meta.deviceId && (await this.repository.findTrustedDevice(user.id, meta.deviceId))
        ? meta.deviceId
        : undefined;
    const attempt = {
      accountKey: user ? accountKey(user.id) : unknownNameKey(parsed?.value ?? username),
      trustedDeviceId,
      ip: meta.ip,
    };
    const admission = await this.limits.admitLogin(attempt);
    if (admission.refused) {
      await this.audit.record({
        action: "LOGIN_THROTTLED",
        outcome: "FAILURE",
        subjectUserId: user?.id ?? null,
        ...this.where(meta),
      });
      throw tooManySignIns(admission.refused);
    }
    // On a busy address an untrusted browser is answered "we sent a code" whatever happened.
    const blind = admission.busyAddress && parsed ? parsed : undefined;
    const blindAnswer = (typed: Username) => ({
      kind: "challenge" as const,
      challengeId: randomToken(24),
      body: blindChallengeBody(typed, new Date(Date.now() + CODE_TTL_MS)),
    });

    const passwordOk = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
    if (!user || !passwordOk) {
      await this.limits.loginFailed(meta.ip);
      await this.audit.record({
        action: "LOGIN_FAILED",
        outcome: "FAILURE",
        subjectUserId: user?.id ?? null,
        ...this.where(meta),
      });
      if (blind) return blindAnswer(blind);
      throw invalidCredentials();
    }
    if (!user.is_active) {
      await this.audit.record({
        action: "LOGIN_REFUSED_INACTIVE",
        outcome: "FAILURE",
        subjectUserId: user.id,
        ...this.where(meta),
      });
      if (blind) return blindAnswer(blind);
      throw new AppError(403, ACCOUNT_ERROR_CODES.ACCOUNT_NOT_ACTIVE, "Your account is not active yet.", {
        action: "Open the activation link or enter the code we sent you, or ask for a new one.",
      });
    }
    await this.limits.loginSucceeded(attempt);

    if (trustedDeviceId || (!this.config.auth.deviceVerification && !blind)) {
      return { kind: "success", body: await this.startSession(user, meta, trustedDeviceId ?? null) };
    }
    if (!(await this.limits.mayChallenge(user.id))) {
      await this.audit.record({
        action: "LOGIN_CHALLENGE_THROTTLED",
        outcome: "FAILURE",
        subjectUserId: user.id,
        ...this.where(meta),
      });
      if (blind) return blindAnswer(blind);
      throw tooManyChallenges();
    }

    // On a busy address the code goes to the address typed (one of the account's own), as the
    // blind answer says; elsewhere to the channel the member signs in with.
    const channel = blind
      ? blind.kind === "email"
        ? "email"
        : "sms"
      : user.login_with === "email" && user.email
        ? "email"
        : "sms";
    const target = blind ? blind.value : channel === "email" ? (user.email ?? "") : (user.tel ?? "");
    const issued = await this.codes.issue({ userId: user.id, purpose: "DEVICE", channel, target, kind: "digits" });
    await this.notifications.notifyMember(
      { channel, to: target },
      {
        template: "device",
        values: { first_name: user.first_name, code: issued.secret, device: describeUserAgent(meta.userAgent) },
        code: issued.secret,
      },
    );
    await this.audit.record({ action: "LOGIN_DEVICE_CHALLENGED", actorUserId: user.id, ...this.where(meta) });
    if (blind) return { kind: "challenge", challengeId: issued.id, body: blindChallengeBody(blind, issued.expiresAt) };
    return {
      kind: "challenge",
      challengeId: issued.id,
      body: {
        verify_user: {
          message_channel: channel,
          comm_protocol: channel === "email" ? "smtp" : "sms",
          sent_to: maskContact(target),
          last_time_logged: user.last_login_at,
          expires_at: issued.expiresAt.toISOString(),
        },
      },
    };
  }

  async verifyDevice(challengeId: string | undefined, code: string, meta: RequestMeta) {
    const admitted = await this.limits.admitDeviceCode(meta.ip);
    if (!admitted.allowed) throw tooManyCodes(admitted);
    const row = challengeId ? await this.repository.findCode(challengeId) : undefined;
    const ok = row?.purpose === "DEVICE" && (await this.codes.redeem(row, code));
    if (!row || !ok) {
      const account = row?.purpose === "DEVICE" ? row.user_id : undefined;
      if ((await this.limits.deviceCodeFailed(meta.ip, account)) && account) {
        await this.notices.deviceCodeAttempts(account);
      }
      await this.audit.record({
        action: "DEVICE_VERIFICATION_FAILED",
        outcome: "FAILURE",
        subjectUserId: row?.user_id ?? null,
        ...this.where(meta),
      });
      throw invalidCode();
    }
    const user = await this.repository.findUserById(row.user_id);
    if (!user?.is_active) throw invalidCode();
    const now = new Date().toISOString();
    const deviceId = randomUUID();
    await this.repository.insertDevice({
      id: deviceId,
      user_id: user.id,
      user_agent: meta.userAgent.slice(0, 512),
      first_seen_at: now,
      last_seen_at: now,
      revoked_at: null,
    });
    await this.audit.record({ action: "DEVICE_VERIFIED", actorUserId: user.id, ...this.where(meta) });
    return { deviceId, body: await this.startSession(user, meta, deviceId) };
  }

  private async startSession(user: UserRow, meta: RequestMeta, deviceId: string | null): Promise<LoginSuccess> {
    const now = new Date();
    const sessionId = randomUUID();
    await this.repository.insertSession({
      id: sessionId,
      user_id: user.id,
      device_id: deviceId,
      user_agent: meta.userAgent.slice(0, 512),
      ip: meta.ip,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + this.config.auth.sessionAbsoluteMs).toISOString(),
      ended_at: null,
      ended_reason: null,
    });
    if (deviceId) await this.repository.touchDevice(deviceId, now.toISOString());
    await this.repository.updateUser(user.id, { last_login_at: now.toISOString() });
    await this.audit.record({
      action: "LOGIN_SUCCEEDED",
      actorUserId: user.id,
      detail: { session: sessionId },
      ...this.where(meta),
    });
    const { token, expiresAt } = this.tokens.sign(
      { sub: user.id, sid: sessionId },
      this.config.auth.accessTokenSeconds,
    );
    return {
      tokens: { access: token, expires_at: expiresAt.toISOString() },
      user: await this.toAuthUser(user),
      last_time_logged: user.last_login_at,
    };
  }

  /** The caller behind a bearer token, or null when the token or its session is not valid. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const session = await this.repository.findLiveSession(claims.sid);
    if (!session || session.user_id !== claims.sub || session.ended_at !== null || !session.is_active) return null;
    const now = Date.now();
    if (Date.parse(session.expires_at) <= now) return null;
    if (Date.parse(session.last_seen_at) + this.config.auth.sessionIdleMs <= now) {
      await this.repository.endSession(session.session_id, "IDLE_TIMEOUT");
      return null;
    }
    // Writing on every request would cost more than it tells; a minute's precision is plenty.
    if (now - Date.parse(session.last_seen_at) > 60_000) {
      await this.repository.touchSession(session.session_id, new Date(now).toISOString());
    }
    return { userId: session.user_id, sessionId: session.session_id };
  }

  async refresh(auth: AuthContext): Promise<{ access: string; expires_at: string }> {
    const { token, expiresAt } = this.tokens.sign(
      { sub: auth.userId, sid: auth.sessionId },
      this.config.auth.accessTokenSeconds,
    );
    return { access: token, expires_at: expiresAt.toISOString() };
  }

  async logout(auth: AuthContext, meta: RequestMeta): Promise<void> {
    await this.repository.endSession(auth.sessionId, "LOGOUT");
    await this.audit.record({ action: "LOGOUT", actorUserId: auth.userId, ...this.where(meta) });
  }

  async listSessions(auth: AuthContext): Promise<SessionList> {
    const now = new Date().toISOString();
    const [sessions, devices, current] = await Promise.all([
      this.repository.listLiveSessions(auth.userId, now),
      this.repository.listTrustedDevices(auth.userId),
      this.repository.findSession(auth.sessionId),
    ]);
    return {
      sessions: sessions.map((session) => ({
        id: session.id,
        browser: describeUserAgent(session.user_agent),
        ip: session.ip,
        created_at: session.created_at,
        last_seen_at: session.last_seen_at,
        expires_at: session.expires_at,
        current: session.id === auth.sessionId,
      })),
      devices: devices.map((device) => ({
        id: device.id,
        browser: describeUserAgent(device.user_agent),
        first_seen_at: device.first_seen_at,
        last_seen_at: device.last_seen_at,
        current: device.id === current?.device_id,
      })),
    };
  }

  /** Ends one of the caller's own sessions. Someone else's session id is "not found". */
  async endOwnSession(auth: AuthContext, sessionId: string, meta: RequestMeta): Promise<boolean> {
    const session = await this.repository.findSession(sessionId);
    if (!session || session.user_id !== auth.userId || session.ended_at !== null) {
      await this.audit.record({
        action: "SESSION_END_REFUSED",
        outcome: "FAILURE",
        actorUserId: auth.userId,
        detail: { session: sessionId },
        ...this.where(meta),
      });
      return false;
    }
    await this.repository.endSession(sessionId, "ENDED_BY_MEMBER");
    await this.audit.record({
      action: "SESSION_ENDED",
      actorUserId: auth.userId,
      detail: { session: sessionId },
      ...this.where(meta),
    });
    return true;
  }

  async revokeOwnDevice(auth: AuthContext, deviceId: string, meta: RequestMeta): Promise<boolean> {
    const revoked = (await this.repository.revokeDevice(auth.userId, deviceId)) === 1;
    await this.audit.record({
      action: revoked ? "DEVICE_REVOKED" : "DEVICE_REVOKE_REFUSED",
      outcome: revoked ? "SUCCESS" : "FAILURE",
      actorUserId: auth.userId,
      detail: { device: deviceId },
      ...this.where(meta),
    });
    return revoked;
  }

  // Passwords

  /** Always answers with a token of the same shape, so the answer does not reveal accounts. */
  async requestPasswordReset(username: string, meta: RequestMeta): Promise<string> {
    const user = await this.findUserByUsername(username);
    if (!user || !(await this.mayMessage(user.id, "RESET"))) {
      if (user)
        await this.audit.record({
          action: "PASSWORD_RESET_THROTTLED",
          outcome: "FAILURE",
          subjectUserId: user.id,
          ...this.where(meta),
        });
      return randomToken(24);
    }
    const contact = contactOf(user);
    const issued = await this.codes.issue({
      userId: user.id,
      purpose: "RESET",
      channel: contact.channel,
      target: contact.to,
      kind: "digits",
    });
    await this.notifications.notifyMember(contact, {
      template: "reset",
      values: { first_name: user.first_name, code: issued.secret },
      code: issued.secret,
    });
    await this.audit.record({ action: "PASSWORD_RESET_REQUESTED", subjectUserId: user.id, ...this.where(meta) });
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
        ...this.where(meta),
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
    const user = await this.requireUser(auth.userId);
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      await this.audit.record({
        action: "PASSWORD_CHANGE_FAILED",
        outcome: "FAILURE",
        actorUserId: user.id,
        ...this.where(meta),
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
    await this.repository.updateUser(user.id, { password_hash: await hashPassword(password) });
    await this.repository.endAllSessions(user.id, action, keepSessionId);
    await this.limits.clearAccount(user.id);
    await this.notifications.notifyMember(contactOf(user), {
      template: "password_changed",
      values: { first_name: user.first_name },
    });
    await this.audit.record({ action, actorUserId: user.id, ...this.where(meta) });
  }

  // Contact details

  async requestContactVerification(auth: AuthContext, channel: "email" | "tel", meta: RequestMeta) {
    const user = await this.requireUser(auth.userId);
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
    if (!(await this.mayMessage(user.id, purpose))) {
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        "We have sent several codes in the last hour. Please wait before asking again.",
      );
    }
    const issued = await this.codes.issue({
      userId: user.id,
      purpose,
      channel: channel === "email" ? "email" : "sms",
      target,
      kind: "digits",
    });
    await this.notifications.notifyMember(
      { channel: channel === "email" ? "email" : "sms", to: target },
      {
        template: "contact",
        values: { first_name: user.first_name, code: issued.secret },
        code: issued.secret,
      },
    );
    await this.audit.record({
      action: "CONTACT_VERIFICATION_SENT",
      actorUserId: user.id,
      detail: { channel },
      ...this.where(meta),
    });
    return { message: "We sent you a code.", sent_to: maskContact(target), expires_at: issued.expiresAt.toISOString() };
  }

  async verifyContact(auth: AuthContext, channel: "email" | "tel", code: string, meta: RequestMeta): Promise<void> {
    const purpose = channel === "email" ? "CONTACT_EMAIL" : "CONTACT_TEL";
    const user = await this.requireUser(auth.userId);
    const row = await this.repository.findLatestOpenCode(user.id, purpose, new Date().toISOString());
    // A code sent to an address that has changed since proves nothing about the new one.
    const current = channel === "email" ? user.email : user.tel;
    if (!row || row.target !== current || !(await this.codes.redeem(row, code))) {
      await this.audit.record({
        action: "CONTACT_VERIFICATION_FAILED",
        outcome: "FAILURE",
        actorUserId: user.id,
        detail: { channel },
        ...this.where(meta),
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
      ...this.where(meta),
    });
  }

  // Profile

  async getProfile(userId: string): Promise<Profile> {
    const user = await this.requireUser(userId);
    const grants = await this.repository.listStaffGrants(userId);
    return {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      tel: user.tel,
      email_verified: user.email_verified_at !== null,
      tel_verified: user.tel_verified_at !== null,
      login_with: user.login_with,
      main_role: user.main_role as MainRole,
      staff_roles: grants.map((grant) => grant.role as StaffRole),
      staff_region: grants.find((grant) => grant.role === "REGIONAL_ADMIN")?.region_code ?? null,
      date_of_birth: user.date_of_birth,
      gender: user.gender as Profile["gender"],
      region: user.region_code,
      district: user.district_code,
      is_active: user.is_active === 1,
      created_at: user.created_at,
    };
  }

  async updateProfile(
    auth: AuthContext,
    input: z.output<typeof ProfileUpdateRequestSchema>,
    meta: RequestMeta,
  ): Promise<Profile> {
    const user = await this.requireUser(auth.userId);
    const changesEmail = input.email !== undefined && input.email !== user.email;
    const changesTel = input.tel !== undefined && input.tel !== user.tel;
    if (changesEmail || changesTel) {
      // ASVS 7.5.1: changing how one signs in needs the password again.
      if (!input.current_password || !(await verifyPassword(user.password_hash, input.current_password))) {
        throw new AppError(
          403,
          ACCOUNT_ERROR_CODES.REAUTHENTICATION_REQUIRED,
          "Enter your current password to change your e-mail or phone number.",
          {
            fields: { current_password: "is required and must be your current password" },
          },
        );
      }
      const duplicates: Record<string, string> = {};
      if (changesEmail && input.email && (await this.repository.findUserByEmail(input.email)))
        duplicates.email = "is already registered";
      if (changesTel && input.tel && (await this.repository.findUserByTel(input.tel)))
        duplicates.tel = "is already registered";
      if (Object.keys(duplicates).length > 0) {
        // Signed in and re-authenticated, a member may learn that a contact is taken, a few times
        // an hour: an account is not an oracle for whose addresses are registered.
        const admitted = await this.limits.admitTakenContactAnswer(user.id);
        if (!admitted.allowed) throw tooManyTakenContacts(admitted);
        throw new AppError(409, ACCOUNT_ERROR_CODES.DUPLICATE_ACCOUNT, "Another account already uses these details.", {
          fields: duplicates,
        });
      }
    }
    await this.repository.updateUser(user.id, {
      ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
      ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
      ...(changesEmail ? { email: input.email ?? null, email_verified_at: null } : {}),
      ...(changesTel ? { tel: input.tel ?? null, tel_verified_at: null } : {}),
    });
    await this.audit.record({
      action: "PROFILE_UPDATED",
      actorUserId: user.id,
      detail: { fields: Object.keys(input).filter((key) => key !== "current_password") },
      ...this.where(meta),
    });
    return this.getProfile(user.id);
  }

  // For other modules

  getStaffGrants(userId: string) {
    return this.repository.listStaffGrants(userId);
  }

  /** The facts of an account other modules need: names, birth date, where to send messages. */
  async getMember(userId: string): Promise<MemberFacts | undefined> {
    const user = await this.repository.findUserById(userId);
    return user ? toMemberFacts(user) : undefined;
  }

  async getMembers(userIds: string[]): Promise<Map<string, MemberFacts>> {
    const users = await this.repository.findUsersByIds(userIds);
    return new Map(users.map((user) => [user.id, toMemberFacts(user)]));
  }

  async setRegion(userId: string, regionCode: string, districtCode: string): Promise<void> {
    await this.repository.updateUser(userId, { region_code: regionCode, district_code: districtCode });
  }

  // Helpers

  private async findUserByUsername(username: string): Promise<UserRow | undefined> {
    const parsed = parseUsername(username);
    if (!parsed) return undefined;
    return parsed.kind === "email"
      ? this.repository.findUserByEmail(parsed.value)
      : this.repository.findUserByTel(parsed.value);
  }

  private async requireUser(userId: string): Promise<UserRow> {
    const user = await this.repository.findUserById(userId);
    if (!user)
      throw new AppError(401, ACCOUNT_ERROR_CODES.SESSION_ENDED, "Your session has ended. Please sign in again.");
    return user;
  }

  private async mayMessage(
    userId: string,
    purpose: "ACTIVATION" | "RESET" | "CONTACT_EMAIL" | "CONTACT_TEL",
  ): Promise<boolean> {
    const since = new Date(Date.now() - ONE_HOUR).toISOString();
    return (await this.repository.countCodesSince(userId, purpose, since)) < MESSAGES_PER_HOUR;
  }

  private async toAuthUser(user: UserRow): Promise<AuthUser> {
    const grants = await this.repository.listStaffGrants(user.id);
    return {
      first_name: user.first_name,
      last_name: user.last_name,
      login_with: user.login_with,
      main_role: user.main_role as MainRole,
      staff_roles: grants.map((grant) => grant.role as StaffRole),
    };
  }

  private where(meta: RequestMeta) {
    return { ip: meta.ip, userAgent: meta.userAgent };
  }
}

export interface MemberFacts {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  isActive: boolean;
  /** Where messages go: the channel the member logs in with. */
  contact: MemberContact;
}

/** Where a member's messages go: the channel they sign in with. */
export function contactOf(user: Pick<UserRow, "login_with" | "email" | "tel">): MemberContact {
  const email = user.login_with === "email" && user.email;
  return email ? { channel: "email", to: email } : { channel: "sms", to: user.tel ?? user.email ?? "" };
}

function toMemberFacts(user: UserRow): MemberFacts {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    dateOfBirth: user.date_of_birth,
    isActive: user.is_active === 1,
    contact: contactOf(user),
  };
}

function isPlausibleBirthDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const age = (Date.now() - date.getTime()) / (365.25 * 86_400_000);
  return age >= 3 && age <= 110;
}
