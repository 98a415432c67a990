import type { VerifyUser as ContractVerifyUser } from "@gkf/contract";
import { type AuthData, isRecord, isTimestamp, isTokens } from "../../../shared/session/auth-data";

/**
 * The device-verification challenge of a 206 login (spec section 3, `verify_user`), as the
 * contract has it; `sent_to` (the masked address the code went to) may be missing from a
 * challenge stored by an older version of the app.
 */
export type VerifyUser = Omit<ContractVerifyUser, "sent_to"> & Partial<Pick<ContractVerifyUser, "sent_to">>;

export type LoginAnswer = { kind: "signed-in"; auth: AuthData } | { kind: "challenge"; verifyUser: VerifyUser };

const CHANNELS: readonly string[] = ["email", "otp", "tfa", "sms"];
const LOGIN_WITH: readonly string[] = ["email", "tel"];

const isNullableTimestamp = (value: unknown) => value === null || isTimestamp(value);

/*
 * Checked by hand rather than with the contract's Zod schemas (accountsEndpoints.login): the login
 * page is the first page most people load, and Zod would add ~25 KB to it. login-response.test.ts
 * holds these checks to the contract's schemas.
 */

/** Spec section 5: accepted only with tokens, user and last_time_logged in the expected shape. */
export function parseLoginSuccess(data: unknown): AuthData {
  if (
    !isRecord(data) ||
    !isTokens(data.tokens) ||
    !isRecord(data.user) ||
    !isNullableTimestamp(data.last_time_logged)
  ) {
    throw new Error("The login answer lacks tokens, user or last_time_logged");
  }
  const { first_name, last_name, login_with, main_role, staff_roles } = data.user;
  if (
    typeof first_name !== "string" ||
    typeof last_name !== "string" ||
    typeof login_with !== "string" ||
    !LOGIN_WITH.includes(login_with) ||
    typeof main_role !== "string" ||
    main_role === ""
  ) {
    throw new Error("The login answer's user is not in the expected shape");
  }
  const roles = Array.isArray(staff_roles) ? staff_roles.filter((role) => typeof role === "string") : [];
  return {
    tokens: { access: data.tokens.access, expires_at: data.tokens.expires_at },
    user: { first_name, last_name, login_with: login_with as "email" | "tel", main_role, staff_roles: roles },
    last_time_logged: data.last_time_logged as string | null,
  };
}

export function parseVerifyUser(value: unknown): VerifyUser {
  if (
    !isRecord(value) ||
    typeof value.message_channel !== "string" ||
    !CHANNELS.includes(value.message_channel) ||
    typeof value.comm_protocol !== "string" ||
    !isTimestamp(value.expires_at) ||
    !isNullableTimestamp(value.last_time_logged)
  ) {
    throw new Error("The device challenge is not in the expected shape");
  }
  return {
    message_channel: value.message_channel as VerifyUser["message_channel"],
    comm_protocol: value.comm_protocol,
    ...(typeof value.sent_to === "string" ? { sent_to: value.sent_to } : {}),
    last_time_logged: value.last_time_logged as string | null,
    expires_at: value.expires_at,
  };
}

/** A 200 signs in; a 206 (`verify_user`) asks for the new-device code. Anything else throws. */
export function parseLoginAnswer(data: unknown): LoginAnswer {
  if (isRecord(data) && "verify_user" in data) {
    return { kind: "challenge", verifyUser: parseVerifyUser(data.verify_user) };
  }
  return { kind: "signed-in", auth: parseLoginSuccess(data) };
}
