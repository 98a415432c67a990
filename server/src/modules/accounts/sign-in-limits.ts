import { createHash } from "node:crypto";
import { ERROR_CODES } from "@gkf/contract";
import { AppError } from "../../http/errors.js";
import { describeWait, type RateLimiter, type RateLimitVerdict } from "../../security/rate-limiter.js";

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

/**
 * Every limit of signing in and registering, counted in the database so that all server
 * processes share them. Why they are shaped this way: docs/decisions.md, "Sign-in limits".
 */
export const SIGN_IN_LIMITS = {
  /** Password tries on one account (or one unknown name) from browsers it does not trust. */
  account: { limit: 10, windowMs: FIFTEEN_MINUTES },
  /** ASVS 6.3.1: never more than 100 tries an hour on one account. */
  accountHour: { limit: 100, windowMs: ONE_HOUR },
  /** A trusted browser's own tries on its account; nobody else's failures count here. */
  trustedDevice: { limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Failed sign-ins from one address before it counts as busy (shared addresses, CGNAT). */
  busyAddress: { limit: 30, windowMs: FIFTEEN_MINUTES },
  /** New-device codes sent for one account. */
  deviceChallenges: { limit: 5, windowMs: ONE_HOUR },
  /** Wrong new-device codes typed from one address. */
  deviceCodeGuesses: { limit: 30, windowMs: FIFTEEN_MINUTES },
  /** Wrong new-device codes on one account that make us warn the member (once an hour). */
  deviceCodeWarning: { limit: 3, windowMs: ONE_HOUR },
  /** Registrations from one address. */
  registrations: { limit: 10, windowMs: ONE_HOUR },
  /** "Another account uses this" answers to one signed-in member (changing their own contact). */
  takenContactAnswers: { limit: 5, windowMs: ONE_HOUR },
} as const;

export interface LoginAdmission {
  /** Set when this attempt is refused before the password is even checked. */
  refused?: RateLimitVerdict;
  /**
   * Many failures came from this address lately: an untrusted browser gets the same answer
   * whatever the password, so spraying passwords from here teaches nothing.
   */
  busyAddress: boolean;
}

export class SignInLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Counts a sign-in attempt before the password is checked. `accountKey` names the account,
   * or the unknown username, so that both reach the limit after the same number of tries.
   */
  async admitLogin(attempt: { accountKey: string; trustedDeviceId?: string; ip: string }): Promise<LoginAdmission> {
    if (attempt.trustedDeviceId) {
      const verdict = await this.limiter.take(
        `login-fail:device:${attempt.trustedDeviceId}`,
        SIGN_IN_LIMITS.trustedDevice,
      );
      return { refused: verdict.allowed ? undefined : verdict, busyAddress: false };
    }
    // One step of the database on PostgreSQL (decision 127); a refused 15-minute window ends it.
    const [quarter, hour, address] = await this.limiter.steps([
      { bucket: `login-fail:${attempt.accountKey}`, rule: SIGN_IN_LIMITS.account, take: true },
      { bucket: `login-fail:${attempt.accountKey}:hour`, rule: SIGN_IN_LIMITS.accountHour, take: true },
      { bucket: `login-fail:ip:${attempt.ip}`, rule: SIGN_IN_LIMITS.busyAddress, take: false },
    ]);
    const refused = [quarter, hour].find((verdict) => verdict && !verdict.allowed);
    return { refused, busyAddress: address ? !address.allowed : false };
  }

  async loginFailed(ip: string): Promise<void> {
    await this.limiter.hit(`login-fail:ip:${ip}`);
  }

  /** The right password starts the short window afresh (the hourly cap stays). */
  async loginSucceeded(attempt: { accountKey: string; trustedDeviceId?: string }): Promise<void> {
    await this.limiter.clear(this.successBucket(attempt));
  }

  /**
   * The bucket the right password empties, for a sign-in that empties it with its session's
   * statement instead of calling loginSucceeded (decision 131).
   */
  successBucket(attempt: { accountKey: string; trustedDeviceId?: string }): string {
    return attempt.trustedDeviceId
      ? `login-fail:device:${attempt.trustedDeviceId}`
      : `login-fail:${attempt.accountKey}`;
  }

  async clearAccount(userId: string): Promise<void> {
    await this.limiter.clear(`login-fail:${accountKey(userId)}`);
  }

  /** May we send this account another new-device code? Counted even in parallel requests. */
  async mayChallenge(userId: string): Promise<boolean> {
    return (await this.limiter.take(`device-challenge:${userId}`, SIGN_IN_LIMITS.deviceChallenges)).allowed;
  }

  async admitDeviceCode(ip: string): Promise<RateLimitVerdict> {
    return this.limiter.check(`device-code-fail:ip:${ip}`, SIGN_IN_LIMITS.deviceCodeGuesses);
  }

  /** Records a wrong code; true when the account's wrong codes have become enough to warn. */
  async deviceCodeFailed(ip: string, userId: string | undefined): Promise<boolean> {
    await this.limiter.hit(`device-code-fail:ip:${ip}`);
    if (!userId) return false;
    const bucket = `device-code-fail:${userId}`;
    await this.limiter.hit(bucket);
    const rule = SIGN_IN_LIMITS.deviceCodeWarning;
    return (await this.limiter.count(bucket, rule.windowMs)) >= rule.limit;
  }

  /** A member may learn a few times an hour that a new contact of theirs is taken, not more. */
  async admitTakenContactAnswer(userId: string): Promise<RateLimitVerdict> {
    return this.limiter.take(`contact-taken:${userId}`, SIGN_IN_LIMITS.takenContactAnswers);
  }

  async admitRegistration(ip: string): Promise<RateLimitVerdict> {
    return this.limiter.take(`register:ip:${ip}`, SIGN_IN_LIMITS.registrations);
  }
}

export const accountKey = (userId: string) => `account:${userId}`;
/** Hashed: a username may be 254 characters, a bucket name at most 128. */
export const unknownNameKey = (name: string) =>
  `name:${createHash("sha256").update(name.trim().toLowerCase()).digest("hex")}`;

export function tooManySignIns(verdict: RateLimitVerdict): AppError {
  return new AppError(
    429,
    ERROR_CODES.RATE_LIMITED,
    `Too many failed sign-in attempts. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
    { action: "Wait, sign in from a device you used before, or reset your password if you forgot it." },
  );
}

export function tooManyCodes(verdict: RateLimitVerdict): AppError {
  return new AppError(
    429,
    ERROR_CODES.RATE_LIMITED,
    `Too many wrong codes were typed from your network. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
    { action: "Wait, or sign in from a device you used before." },
  );
}

export function tooManyChallenges(): AppError {
  return new AppError(
    429,
    ERROR_CODES.RATE_LIMITED,
    "We have sent several sign-in codes for this account in the last hour. Please wait before asking again.",
    { action: "Use the last code we sent, or sign in from a device you used before." },
  );
}

export function tooManyTakenContacts(verdict: RateLimitVerdict): AppError {
  return new AppError(
    429,
    ERROR_CODES.RATE_LIMITED,
    `You have tried several addresses that belong to other accounts. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
  );
}

export function tooManyRegistrations(verdict: RateLimitVerdict): AppError {
  return new AppError(
    429,
    ERROR_CODES.RATE_LIMITED,
    `Too many registrations from your network. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
  );
}
