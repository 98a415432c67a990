import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { newTotpSecret, nextTotp } from "../security/totp.js";

export const PASSWORD = "kata-heian-shodan-7";
let counter = 0;

export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: "Akosua",
    last_name: "Owusu",
    date_of_birth: "2001-05-20",
    gender: "FEMALE",
    main_role: "ATHLETE",
    login_with: "email",
    email: `akosua${counter}.${Date.now()}@example.com`,
    password: PASSWORD,
    region: "AH",
    district: "KM",
    consent: true,
    ...overrides,
  };
}

export async function outbox(app: FastifyInstance, to: string) {
  const response = await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return response.json<
    Array<{ channel: string; to: string; subject: string | null; text: string; code: string | null }>
  >();
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outbox(app, to);
  if (!message?.code) throw new Error(`no code sent to ${to}`);
  return message.code;
}

/** Cookies of a response as a `cookie` request header value. */
export function cookieHeader(response: { cookies: Array<{ name: string; value: string }> }): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

let addresses = 0;
/**
 * A client address of its own for each test member: registration is limited per address
 * (10 an hour), and test files register more members than that.
 */
export function nextClientAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** Whether a birth date is under 18 on the (possibly frozen) day the test runs. */
function isMinorBirthDate(dateOfBirth: unknown): boolean {
  if (typeof dateOfBirth !== "string") return false;
  const now = new Date();
  const adultBefore = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
  return dateOfBirth > adultBefore.toISOString().slice(0, 10);
}

/**
 * Registers with e-mail and activates through the link's token; returns the e-mail. A minor's
 * birth date gives a minor holding their own sign-in (as registered before guardians existed, or
 * a 13–17-year-old with their own sign-in): registered as an adult, then the birth date set, since
 * a minor's registration now makes the e-mail a guardian's (decision 104; see modules/families).
 */
export async function registerActive(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const minorBirthDate = isMinorBirthDate(overrides.date_of_birth) ? (overrides.date_of_birth as string) : undefined;
  const body = registration(minorBirthDate ? { ...overrides, date_of_birth: "2000-01-01" } : overrides);
  const response = await app.inject({
    method: "POST",
    url: "/api/account-manager/users/register/self",
    payload: body,
    remoteAddress: nextClientAddress(),
  });
  if (minorBirthDate) {
    await app.db
      .updateTable("users")
      .set({ date_of_birth: minorBirthDate })
      .where("email", "=", body.email as string)
      .execute();
    body.date_of_birth = minorBirthDate;
  }
  expect(response.statusCode).toBe(201);
  const token = await latestCode(app, body.email as string);
  const activated = await app.inject({
    method: "PATCH",
    url: "/api/my-account/activate/account-by-email",
    payload: { token },
  });
  expect(activated.statusCode).toBe(200);
  return body;
}

/** Authenticator secrets of test accounts with two-step sign-in on, by username, and the last step used. */
const appSecrets = new Map<string, { secret: string; lastStep: number }>();

/** Remembers an account's authenticator secret so that `signIn` can answer its `tfa` challenges. */
export function rememberTfaSecret(username: string, secret: string): void {
  appSecrets.set(username, { secret, lastStep: 0 });
}

/**
 * The app's code for a step not used yet (the server accepts each step once, one step either
 * side of now): waits for the next step when the three around now are spent.
 */
export async function nextAppCode(username: string): Promise<string> {
  const state = appSecrets.get(username);
  if (!state) throw new Error(`no authenticator secret for ${username}`);
  const { code, step } = await nextTotp(state.secret, state.lastStep);
  state.lastStep = step;
  return code;
}

/**
 * Turns two-step sign-in on for a test account, with a new known secret (staff grants need it,
 * decision 106); `signIn` answers its challenges from then on.
 */
export async function turnOnTwoStep(
  app: FastifyInstance,
  member: { userId: string; email?: unknown },
): Promise<string> {
  const secret = newTotpSecret();
  await app.services.tfa.seed(member.userId, secret);
  rememberTfaSecret(String(member.email), secret);
  return secret;
}

/** One POST /api/auth/login from a client address, with the browser's cookies if any: the raw answer. */
export function loginFrom(app: FastifyInstance, address: string, username: string, password: string, cookie?: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
    headers: cookie ? { cookie } : {},
    remoteAddress: address,
  });
}

/** Signs in through the new-device challenge; returns the access token and device cookie. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
  deviceCookie?: string,
  /** Where the code goes: the channel of the account's login_with, the username by default. */
  codeTo = username,
) {
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
    headers: deviceCookie ? { cookie: deviceCookie } : {},
  });
  if (login.statusCode === 200)
    return { access: login.json().tokens.access as string, deviceCookie: deviceCookie ?? "" };
  expect(login.statusCode).toBe(206);
  const code =
    login.json().verify_user.message_channel === "tfa" ? await nextAppCode(username) : await latestCode(app, codeTo);
  const verify = await app.inject({
    method: "POST",
    url: "/api/auth/verify/user-device",
    payload: { vcode: code },
    headers: { cookie: cookieHeader(login) },
  });
  expect(verify.statusCode).toBe(200);
  return { access: verify.json().tokens.access as string, deviceCookie: cookieHeader(verify) };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** An active, signed-in member; `staff` adds a grant such as REGIONAL_ADMIN of a region. */
export async function memberWithSession(
  app: FastifyInstance,
  options: { overrides?: Record<string, unknown>; staff?: { role: string; region: string | null } } = {},
) {
  const member = await registerActive(app, options.overrides);
  const user = await app.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", member.email as string)
    .executeTakeFirstOrThrow();
  if (options.staff) {
    await app.db
      .insertInto("staff_grants")
      .values({
        user_id: user.id,
        role: options.staff.role,
        region_code: options.staff.region,
        granted_at: new Date().toISOString(),
      })
      .execute();
  }
  const { access } = await signIn(app, member.email as string);
  // Staff grants need two-step sign-in (decision 106): staff start with it on and a known secret.
  const tfaSecret = options.staff ? await turnOnTwoStep(app, { userId: user.id, email: member.email }) : undefined;
  return { ...member, userId: user.id, access, headers: bearer(access), tfaSecret };
}
