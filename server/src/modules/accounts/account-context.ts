import { ACCOUNT_ERROR_CODES, languageOr, normalizeEmail, normalizeGhanaPhone } from "@gkf/contract";
import { AppError } from "../../http/errors.js";
import type { MemberContact } from "../notifications/notifications.service.js";
import type { AccountsRepository } from "./accounts.repository.js";
import type { CodePurpose, UserRow } from "./accounts.table.js";

// What the accounts services share: the caller's request, usernames, the errors several of them
// answer with, and the lookups they all make.

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** Trusted-device id from the signed device cookie, if any. */
  deviceId?: string;
}

export interface AuthContext {
  /** The request's subject: the signed-in person, or the child a guardian acts for (X-Acting-For). */
  userId: string;
  sessionId: string;
  /** The guardian who signed in, while acting for a child (`userId`): the audit log's actor. */
  actorUserId?: string;
}

/** The password of a child without a sign-in of their own (decision 104): no password verifies against it. */
export const NO_SIGN_IN_PASSWORD = "!child";

/** A guardian made by a minor's registration (decision 104): placeholders the guardian replaces (decision 111). */
export const GUARDIAN_FIRST_NAME = "Guardian";
export const GUARDIAN_UNKNOWN_BIRTH_DATE = "1900-01-01";

/** Still the placeholders of a guardian made from a minor's registration (or migration 0030). */
export const hasPlaceholderDetails = (user: { first_name: string; date_of_birth: string }) =>
  user.first_name === GUARDIAN_FIRST_NAME && user.date_of_birth === GUARDIAN_UNKNOWN_BIRTH_DATE;

/** The name a message greets the account by: none while it is a guardian's placeholder ("Hello," not "Hello Guardian,"). */
export const greetingName = (user: { first_name: string; date_of_birth: string }) =>
  hasPlaceholderDetails(user) ? "" : user.first_name;

export type Username = { kind: "email"; value: string } | { kind: "tel"; value: string };

export function parseUsername(username: string): Username | null {
  if (username.includes("@")) return { kind: "email", value: normalizeEmail(username) };
  const tel = normalizeGhanaPhone(username);
  return tel ? { kind: "tel", value: tel } : null;
}

/** The request's address and browser, as the audit log records them. */
export function where(meta: RequestMeta) {
  return { ip: meta.ip, userAgent: meta.userAgent };
}

/** Where a member's messages go: the channel they sign in with. */
export function contactOf(
  user: Pick<UserRow, "login_with" | "email" | "tel"> & { language?: string | null },
): MemberContact {
  const email = user.login_with === "email" && user.email;
  const language = languageOr(user.language);
  return email
    ? { channel: "email", to: email, language }
    : { channel: "sms", to: user.tel ?? user.email ?? "", language };
}

export const invalidCredentials = () =>
  new AppError(401, ACCOUNT_ERROR_CODES.INVALID_CREDENTIALS, "The e-mail, phone number or password is not correct.", {
    action: "Check what you typed and try again, or reset your password.",
  });

export const invalidCode = () =>
  new AppError(400, ACCOUNT_ERROR_CODES.INVALID_CODE, "Verification code is invalid or has expired", {
    action: "Check the code, or ask for a new one.",
  });

export async function findUserByUsername(
  repository: AccountsRepository,
  username: string,
): Promise<UserRow | undefined> {
  const parsed = parseUsername(username);
  if (!parsed) return undefined;
  return parsed.kind === "email" ? repository.findUserByEmail(parsed.value) : repository.findUserByTel(parsed.value);
}

/** The signed-in caller's account; gone means the session has ended. */
export async function requireUser(repository: AccountsRepository, userId: string): Promise<UserRow> {
  const user = await repository.findUserById(userId);
  if (!user)
    throw new AppError(401, ACCOUNT_ERROR_CODES.SESSION_ENDED, "Your session has ended. Please sign in again.");
  return user;
}

const ONE_HOUR = 60 * 60_000;
/** Messages cost money and can be used to harass: at most this many per purpose and hour. */
const MESSAGES_PER_HOUR = 5;

export async function mayMessage(
  repository: AccountsRepository,
  userId: string,
  purpose: Exclude<CodePurpose, "DEVICE">,
): Promise<boolean> {
  const since = new Date(Date.now() - ONE_HOUR).toISOString();
  return (await repository.countCodesSince(userId, purpose, since)) < MESSAGES_PER_HOUR;
}
