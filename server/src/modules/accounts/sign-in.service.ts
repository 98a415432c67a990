import { randomUUID } from "node:crypto";
import { ACCOUNT_ERROR_CODES, type LoginChallenge, type LoginSuccess, maskContact } from "@gkf/contract";
import type { AppConfig } from "../../config/config.js";
import { AppError } from "../../http/errors.js";
import { verifyAgainstDummy, verifyPassword } from "../../security/passwords.js";
import { randomToken } from "../../security/secrets.js";
import type { AuditService } from "../audit/audit.service.js";
import {
  greetingName,
  invalidCode,
  invalidCredentials,
  parseUsername,
  type RequestMeta,
  type Username,
  where,
} from "./account-context.js";
import type { AccountNotices } from "./account-notices.js";
import type { AccountsRepository } from "./accounts.repository.js";
import type { VerificationCodeRow } from "./accounts.table.js";
import type { SessionsService } from "./sessions.service.js";
import { blindChallengeBody } from "./sign-in-answers.js";
import {
  accountKey,
  type SignInLimits,
  tooManyChallenges,
  tooManyCodes,
  tooManySignIns,
  unknownNameKey,
} from "./sign-in-limits.js";
import type { TfaService } from "./tfa.service.js";
import { describeUserAgent } from "./user-agent.js";
import { CODE_TTL_MS, type CodeSender, type VerificationCodes } from "./verification-codes.js";

/** Signing in: the password, then a code for a browser the account does not trust yet. */
export class SignInService {
  constructor(
    private readonly config: AppConfig,
    private readonly repository: AccountsRepository,
    private readonly codes: VerificationCodes,
    private readonly sender: CodeSender,
    private readonly limits: SignInLimits,
    private readonly notices: AccountNotices,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
    private readonly tfa: TfaService,
  ) {}

  async login(
    username: string,
    password: string,
    meta: RequestMeta,
  ): Promise<
    { kind: "success"; body: LoginSuccess } | { kind: "challenge"; body: LoginChallenge; challengeId: string }
  > {
    const parsed = parseUsername(username);
    // The account, its two-step setting, its staff roles and whether it trusts this browser in one
    // read (decisions 127 and 132).
    const account = parsed ? await this.repository.findSignInAccount(parsed, meta.deviceId) : undefined;
    const user = account?.user;
    const trustedDeviceId = account?.trustedDevice?.id;
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
        ...where(meta),
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
        ...where(meta),
      });
      if (blind) return blindAnswer(blind);
      throw invalidCredentials();
    }
    if (!user.is_active) {
      await this.audit.record({
        action: "LOGIN_REFUSED_INACTIVE",
        outcome: "FAILURE",
        subjectUserId: user.id,
        ...where(meta),
      });
      if (blind) return blindAnswer(blind);
      throw new AppError(403, ACCOUNT_ERROR_CODES.ACCOUNT_NOT_ACTIVE, "Your account is not active yet.", {
        action: "Open the activation link or enter the code we sent you, or ask for a new one.",
      });
    }
    // The right password empties the account's failed-tries window: below, or with the session.
    // Two-step sign-in (issue 17): the app's code instead of a message; staff every 12 hours.
    if (account && this.tfa.signInNeedsCode(account)) {
      await this.limits.loginSucceeded(attempt);
      const challenge = await this.tfa.openChallenge(user.id, trustedDeviceId);
      await this.audit.record({ action: "LOGIN_TFA_CHALLENGED", actorUserId: user.id, ...where(meta) });
      // On a busy address the answer stays the blind one; the app's code is what it takes.
      if (blind)
        return { kind: "challenge", challengeId: challenge.id, body: blindChallengeBody(blind, challenge.expiresAt) };
      return {
        kind: "challenge",
        challengeId: challenge.id,
        body: {
          verify_user: {
            message_channel: "tfa",
            comm_protocol: "totp",
            sent_to: "",
            last_time_logged: user.last_login_at,
            expires_at: challenge.expiresAt.toISOString(),
          },
        },
      };
    }
    if (trustedDeviceId || (!this.config.auth.deviceVerification && !blind)) {
      const clearBucket = this.limits.successBucket(attempt);
      return {
        kind: "success",
        body: await this.sessions.start(user, meta, trustedDeviceId ?? null, account?.staffRoles, clearBucket),
      };
    }
    await this.limits.loginSucceeded(attempt);
    if (!(await this.limits.mayChallenge(user.id))) {
      await this.audit.record({
        action: "LOGIN_CHALLENGE_THROTTLED",
        outcome: "FAILURE",
        subjectUserId: user.id,
        ...where(meta),
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
    const issued = await this.sender.send(
      { userId: user.id, purpose: "DEVICE", channel, target, kind: "digits" },
      { channel, to: target },
      (code) => ({
        template: "device",
        values: { first_name: greetingName(user), code: code.secret, device: describeUserAgent(meta.userAgent) },
        code: code.secret,
      }),
    );
    await this.audit.record({ action: "LOGIN_DEVICE_CHALLENGED", actorUserId: user.id, ...where(meta) });
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

  /**
   * "Send a new code" on the device-code page (decision 61): the sign-in is the one the challenge
   * cookie names. A new code goes to the same address and the first stops working, within the
   * account's codes an hour. Whether a code went out or not (no code behind the cookie, used, the
   * hour's codes spent, or a busy address's blind 206) the answer looks the same; when nothing is
   * sent the challenge stays, so a first code still on its way keeps working.
   */
  async resendDeviceCode(
    challengeId: string | undefined,
    meta: RequestMeta,
  ): Promise<{ challengeId: string; expiresAt: Date }> {
    if (!challengeId) {
      throw new AppError(400, "NO_CHALLENGE", "No sign-in is waiting for a code on this browser.", {
        action: "Sign in again.",
      });
    }
    const row = await this.repository.findCode(challengeId);
    const user =
      row?.purpose === "DEVICE" && row.used_at === null ? await this.repository.findUserById(row.user_id) : undefined;
    if (!row || !user?.is_active || !(await this.limits.mayChallenge(user.id))) {
      return { challengeId, expiresAt: new Date(Date.now() + CODE_TTL_MS) };
    }
    const channel = row.channel === "email" ? "email" : "sms";
    const issued = await this.sender.send(
      { userId: user.id, purpose: "DEVICE", channel, target: row.target, kind: "digits" },
      { channel, to: row.target },
      (code) => ({
        template: "device",
        values: { first_name: greetingName(user), code: code.secret, device: describeUserAgent(meta.userAgent) },
        code: code.secret,
      }),
    );
    await this.audit.record({ action: "LOGIN_DEVICE_CODE_RESENT", actorUserId: user.id, ...where(meta) });
    return { challengeId: issued.id, expiresAt: issued.expiresAt };
  }

  async verifyDevice(challengeId: string | undefined, code: string, meta: RequestMeta) {
    const admitted = await this.limits.admitDeviceCode(meta.ip);
    if (!admitted.allowed) throw tooManyCodes(admitted);
    const row = challengeId ? await this.repository.findCode(challengeId) : undefined;
    if (row?.purpose === "TFA") return this.verifyTfa(row, code, meta);
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
        ...where(meta),
      });
      throw invalidCode();
    }
    const user = await this.repository.findUserById(row.user_id);
    if (!user?.is_active) throw invalidCode();
    const deviceId = await this.trustDevice(user.id, meta, null);
    await this.audit.record({ action: "DEVICE_VERIFIED", actorUserId: user.id, ...where(meta) });
    return { deviceId, body: await this.sessions.start(user, meta, deviceId) };
  }

  private async trustDevice(userId: string, meta: RequestMeta, tfaVerifiedAt: string | null): Promise<string> {
    const now = new Date().toISOString();
    const deviceId = randomUUID();
    await this.repository.insertDevice({
      id: deviceId,
      user_id: userId,
      user_agent: meta.userAgent.slice(0, 512),
      first_seen_at: now,
      last_seen_at: now,
      revoked_at: null,
      tfa_verified_at: tfaVerifiedAt,
    });
    return deviceId;
  }

  /**
   * A sign-in waiting for the app's code (issue 17): the app's code or a recovery code (channel
   * `otp`, and the member is told). Wrong codes count on the challenge (5), the address and the account.
   */
  private async verifyTfa(row: VerificationCodeRow, code: string, meta: RequestMeta) {
    await this.tfa.admitSignInCode(row.user_id);
    const user = await this.repository.findUserById(row.user_id);
    const channel = user?.is_active && this.codes.isOpen(row) ? await this.tfa.redeem(user, code) : null;
    if (!user || !channel || !(await this.repository.consumeCode(row.id))) {
      await this.repository.incrementAttempts(row.id);
      await this.tfa.signInCodeFailed(row.user_id);
      if (await this.limits.deviceCodeFailed(meta.ip, row.user_id)) await this.notices.deviceCodeAttempts(row.user_id);
      await this.audit.record({
        action: "DEVICE_VERIFICATION_FAILED",
        outcome: "FAILURE",
        subjectUserId: row.user_id,
        detail: { channel: "tfa" },
        ...where(meta),
      });
      throw invalidCode();
    }
    let deviceId = row.target;
    if (deviceId && (await this.repository.findTrustedDevice(user.id, deviceId))) {
      await this.tfa.markDeviceVerified(deviceId);
    } else {
      deviceId = await this.trustDevice(user.id, meta, new Date().toISOString());
    }
    await this.audit.record({ action: "DEVICE_VERIFIED", actorUserId: user.id, detail: { channel }, ...where(meta) });
    if (channel === "otp") await this.tfa.recoveryCodeUsed(user, describeUserAgent(meta.userAgent));
    return { deviceId, body: await this.sessions.start(user, meta, deviceId) };
  }
}
