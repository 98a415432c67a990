import { randomInt } from "node:crypto";
import {
  ACCOUNT_ERROR_CODES,
  isRecoveryCode,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  TFA_ERROR_CODES,
  type TfaSetupResponse,
} from "@gkf/contract";
import { type Db, inTransaction } from "../../db/transaction.js";
import { AppError } from "../../http/errors.js";
import { verifyPassword } from "../../security/passwords.js";
import { describeWait, type RateLimiter } from "../../security/rate-limiter.js";
import { hashSecret, randomToken } from "../../security/secrets.js";
import { matchTotp, newTotpSecret, openTotpSecret, otpauthUrl, sealTotpSecret } from "../../security/totp.js";
import type { AuditService } from "../audit/audit.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import {
  type AuthContext,
  contactOf,
  greetingName,
  invalidCode,
  type RequestMeta,
  requireUser,
  where,
} from "./account-context.js";
import { AccountsRepository, type SignInAccount } from "./accounts.repository.js";
import type { UserRow } from "./accounts.table.js";
import { TfaRepository } from "./tfa.repository.js";
import { CODE_TTL_MS } from "./verification-codes.js";

/** Wrong two-step codes on one account (sign-in and account page together) before a wait. */
export const TFA_CODE_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;
/** Staff are asked for the app's code again on a trusted device after this long. */
export const STAFF_TFA_INTERVAL_MS = 12 * 60 * 60_000;
const ISSUER = "GKF Portal";
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** A recovery code as typed, in the form its hash is made of: lower case, no dash. */
const normalizeRecovery = (code: string) => code.trim().toLowerCase().replace("-", "");

function newRecoveryCode(): string {
  let code = "";
  for (let index = 0; index < 8; index += 1) code += RECOVERY_ALPHABET[randomInt(0, 32)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const conflict = (code: string, message: string, action?: string) =>
  new AppError(409, code, message, action ? { action } : undefined);

/**
 * Two-step sign-in with an authenticator app (`tfa`) and its recovery codes (`otp`), issue 17,
 * decision 106: setting it up, turning it off, new recovery codes, and the codes at a sign-in.
 */
export class TfaService {
  private readonly tfa: TfaRepository;
  private readonly accounts: AccountsRepository;

  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly appSecret: string,
    private readonly publicUrl: string,
  ) {
    this.tfa = new TfaRepository(db);
    this.accounts = new AccountsRepository(db);
  }

  isEnabled(userId: string): Promise<boolean> {
    return this.tfa.isEnabled(userId);
  }

  private hashRecovery(userId: string, code: string): string {
    return hashSecret(this.appSecret, `TFA_RECOVERY:${userId}`, normalizeRecovery(code));
  }

  async setup(auth: AuthContext, meta: RequestMeta): Promise<TfaSetupResponse> {
    const user = await requireUser(this.accounts, auth.userId);
    const secret = newTotpSecret();
    const stored = await this.tfa.savePending(
      user.id,
      sealTotpSecret(this.appSecret, secret, user.id),
      new Date().toISOString(),
    );
    if (!stored) {
      throw conflict(
        TFA_ERROR_CODES.TFA_ALREADY_ON,
        "Two-step sign-in is already on.",
        "To use another app, turn it off first.",
      );
    }
    await this.audit.record({ action: "TFA_SETUP_STARTED", actorUserId: user.id, ...where(meta) });
    return { secret, otpauth_url: otpauthUrl(secret, user.email ?? user.tel ?? user.id, ISSUER) };
  }

  /** Tries limited per account, shared in the database: 429 once the wrong codes are spent. */
  private async admit(userId: string): Promise<void> {
    const verdict = await this.limiter.check(`tfa-code-fail:${userId}`, TFA_CODE_LIMIT);
    if (!verdict.allowed) {
      throw new AppError(
        429,
        "RATE_LIMITED",
        `Too many wrong codes. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
        { action: "Check that your phone's clock is right, then wait and try again." },
      );
    }
  }

  private async failed(userId: string, action: string, meta: RequestMeta): Promise<never> {
    await this.limiter.hit(`tfa-code-fail:${userId}`);
    await this.audit.record({ action, outcome: "FAILURE", actorUserId: userId, ...where(meta) });
    throw invalidCode();
  }

  async enable(auth: AuthContext, code: string, meta: RequestMeta): Promise<RecoveryCodes> {
    const user = await requireUser(this.accounts, auth.userId);
    const row = await this.tfa.find(user.id);
    if (row?.enabled_at) throw conflict(TFA_ERROR_CODES.TFA_ALREADY_ON, "Two-step sign-in is already on.");
    if (!row) {
      throw conflict(TFA_ERROR_CODES.TFA_NOT_SET_UP, "Set up the authenticator app first.", "Start the setup again.");
    }
    await this.admit(user.id);
    const step = matchTotp(openTotpSecret(this.appSecret, row.secret_sealed, user.id), code, Number(row.last_step));
    if (step === null) return this.failed(user.id, "TFA_ENABLE_FAILED", meta);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = new Date().toISOString();
    const session = await this.accounts.findSession(auth.sessionId);
    const enabled = await inTransaction(this.db, async (trx) => {
      const tfa = new TfaRepository(trx);
      if (!(await tfa.enable(user.id, step, now))) return false;
      await tfa.replaceRecoveryCodes(
        user.id,
        codes.map((recovery) => this.hashRecovery(user.id, recovery)),
        now,
      );
      // The code was just typed on this device: staff are not asked again here for 12 hours.
      if (session?.device_id) await tfa.markDeviceVerified(session.device_id, now);
      await this.notifications.notifyMember(contactOf(user), this.message("tfa_enabled", user), trx);
      return true;
    });
    if (!enabled) throw invalidCode();
    await this.audit.record({ action: "TFA_ENABLED", actorUserId: user.id, ...where(meta) });
    return { recovery_codes: codes };
  }

  /**
   * Checks an app code or a recovery code of an account whose two-step sign-in is on, using it up.
   * The channel it matched ("tfa", "otp"), or null.
   */
  async redeem(user: UserRow, code: string): Promise<"tfa" | "otp" | null> {
    const row = await this.tfa.find(user.id);
    if (!row?.enabled_at) return null;
    if (isRecoveryCode(code)) {
      return (await this.tfa.useRecoveryCode(user.id, this.hashRecovery(user.id, code), new Date().toISOString()))
        ? "otp"
        : null;
    }
    const step = matchTotp(openTotpSecret(this.appSecret, row.secret_sealed, user.id), code, Number(row.last_step));
    return step !== null && (await this.tfa.acceptStep(user.id, step)) ? "tfa" : null;
  }

  private async requireEnabled(userId: string): Promise<void> {
    if (!(await this.tfa.isEnabled(userId))) {
      throw conflict(TFA_ERROR_CODES.TFA_NOT_ON, "Two-step sign-in is not on for this account.");
    }
  }

  async disable(auth: AuthContext, input: { password: string; code: string }, meta: RequestMeta): Promise<void> {
    const user = await requireUser(this.accounts, auth.userId);
    if ((await this.accounts.listStaffGrants(user.id)).length > 0) {
      await this.audit.record({
        action: "TFA_DISABLE_REFUSED",
        outcome: "FAILURE",
        actorUserId: user.id,
        ...where(meta),
      });
      throw new AppError(
        403,
        TFA_ERROR_CODES.TFA_STAFF_CANNOT_DISABLE,
        "Federation staff cannot turn two-step sign-in off.",
        { action: "To move it to a new phone, make new recovery codes, or ask a super admin." },
      );
    }
    await this.requireEnabled(user.id);
    await this.admit(user.id);
    if (!(await verifyPassword(user.password_hash, input.password))) {
      await this.limiter.hit(`tfa-code-fail:${user.id}`);
      await this.audit.record({
        action: "TFA_DISABLE_FAILED",
        outcome: "FAILURE",
        actorUserId: user.id,
        ...where(meta),
      });
      throw new AppError(403, ACCOUNT_ERROR_CODES.REAUTHENTICATION_REQUIRED, "The password is not correct.", {
        fields: { password: "must be your current password" },
      });
    }
    if (!(await this.redeem(user, input.code))) return this.failed(user.id, "TFA_DISABLE_FAILED", meta);
    await inTransaction(this.db, async (trx) => {
      await new TfaRepository(trx).remove(user.id);
      await this.notifications.notifyMember(contactOf(user), this.message("tfa_disabled", user), trx);
    });
    await this.audit.record({ action: "TFA_DISABLED", actorUserId: user.id, ...where(meta) });
  }

  async newRecoveryCodes(auth: AuthContext, code: string, meta: RequestMeta): Promise<RecoveryCodes> {
    const user = await requireUser(this.accounts, auth.userId);
    await this.requireEnabled(user.id);
    await this.admit(user.id);
    if (!(await this.redeem(user, code))) return this.failed(user.id, "TFA_RECOVERY_CODES_FAILED", meta);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await inTransaction(this.db, async (trx) => {
      await new TfaRepository(trx).replaceRecoveryCodes(
        user.id,
        codes.map((recovery) => this.hashRecovery(user.id, recovery)),
        new Date().toISOString(),
      );
      await this.notifications.notifyMember(contactOf(user), this.message("tfa_recovery_codes", user), trx);
    });
    await this.audit.record({ action: "TFA_RECOVERY_CODES_RENEWED", actorUserId: user.id, ...where(meta) });
    return { recovery_codes: codes };
  }

  private message(template: "tfa_enabled" | "tfa_disabled" | "tfa_recovery_codes", user: UserRow) {
    return {
      template,
      values: { first_name: greetingName(user), reset_link: `${this.publicUrl}/auth/reset-password` },
    } as const;
  }

  // Signing in (SignInService)

  /**
   * Whether a sign-in must give the app's code: always from a new device when it is on; for staff
   * also on a trusted device where it was last done more than 12 hours ago. The device is the one
   * the account's read found trusted (decision 132), with its last app code.
   */
  signInNeedsCode(account: SignInAccount): boolean {
    if (!account.twoStep) return false;
    if (!account.trustedDevice) return true;
    if (account.staffRoles.length === 0) return false;
    const { tfaVerifiedAt } = account.trustedDevice;
    const verifiedAt = tfaVerifiedAt ? Date.parse(tfaVerifiedAt) : 0;
    return Date.now() - verifiedAt >= STAFF_TFA_INTERVAL_MS;
  }

  /**
   * Opens a sign-in waiting for the app's code: a challenge row (nothing is sent) that names the
   * trusted device it was asked on, if any. Its tries are limited like a sent code's.
   */
  async openChallenge(userId: string, trustedDeviceId: string | undefined): Promise<{ id: string; expiresAt: Date }> {
    const id = randomToken(24);
    const now = Date.now();
    const expiresAt = new Date(now + CODE_TTL_MS);
    await this.accounts.insertCode({
      id,
      user_id: userId,
      purpose: "TFA",
      channel: "tfa",
      target: trustedDeviceId ?? "",
      // Never matched: the code is the app's, checked against the account's secret.
      secret_hash: hashSecret(this.appSecret, "TFA", randomToken(32)),
      attempts: 0,
      expires_at: expiresAt.toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    });
    return { id, expiresAt };
  }

  /** Admits a code at a sign-in's challenge (429 when the account's wrong codes are spent). */
  admitSignInCode(userId: string): Promise<void> {
    return this.admit(userId);
  }

  async signInCodeFailed(userId: string): Promise<void> {
    await this.limiter.hit(`tfa-code-fail:${userId}`);
  }

  /** A recovery code let someone in: the member is told on their channel, with how many remain. */
  async recoveryCodeUsed(user: UserRow, device: string): Promise<void> {
    const remaining = await this.tfa.unusedRecoveryCodes(user.id);
    await this.notifications.notifyMember(contactOf(user), {
      template: "tfa_recovery_used",
      values: {
        first_name: greetingName(user),
        remaining: String(remaining),
        device,
        reset_link: `${this.publicUrl}/auth/reset-password`,
      },
    });
  }

  markDeviceVerified(deviceId: string): Promise<void> {
    return this.tfa.markDeviceVerified(deviceId, new Date().toISOString());
  }

  /** Demo data and tests: an account with two-step sign-in on with a known secret, no message. */
  async seed(userId: string, secret: string): Promise<void> {
    const now = new Date().toISOString();
    await this.tfa.remove(userId);
    await this.tfa.savePending(userId, sealTotpSecret(this.appSecret, secret, userId), now);
    await this.db.updateTable("user_tfa").set({ enabled_at: now }).where("user_id", "=", userId).execute();
  }
}
