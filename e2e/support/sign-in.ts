import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO_TFA_SECRET, nextTotp } from "../../server/src/security/totp.js";
import { newPhoneContext, trackPageErrors } from "./browser.js";
import { waitForOutbox } from "./outbox.js";
import { expectPath } from "./pages.js";
import type { RunningServer } from "./server.js";

/*
 * Fixtures for a journey that needs someone signed in as a precondition (decision 72): the sign-in
 * goes through the API, and the new phone starts with the session in its storage the way the web
 * app keeps it, like Playwright's storageState. Journeys whose subject is signing in use the
 * login page instead (auth-email, auth-phone, person-meets-it, payment-registration).
 */

/** The demo accounts' password (server/src/scripts/demo-data.ts). */
export const DEMO_PASSWORD = "gkf-demo-2026";

export interface Account {
  /** An e-mail address or phone number, as the login page takes it. */
  username: string;
  password: string;
}

/** An active, paid, compliant athlete (Ama Mensah, Greater Accra). */
export const DEMO_MEMBER: Account = { username: "member@demo.gkf", password: DEMO_PASSWORD };
/** A federation official (FEDERATION_ADMIN): the control panel. */
export const DEMO_OFFICIAL: Account = { username: "official@demo.gkf", password: DEMO_PASSWORD };
/** Head instructor of Accra Shotokan Dojo (where the demo member trains), an ACTIVE COACH and confirmed 3rd dan: he may award up to 1st kyu. */
export const DEMO_COACH: Account = { username: "coach@demo.gkf", password: DEMO_PASSWORD };
/** REGIONAL_ADMIN of Ashanti. */
export const DEMO_REGIONAL: Account = { username: "regional@demo.gkf", password: DEMO_PASSWORD };
/** SUPER_ADMIN: the whole control panel, staff included. */
export const DEMO_SUPER_ADMIN: Account = { username: "admin@demo.gkf", password: DEMO_PASSWORD };

/**
 * The demo staff's authenticator secret (README, "Demo accounts"): staff grants need two-step
 * sign-in (decision 106), so their sign-ins answer a `tfa` challenge with a code computed from it.
 */
export { DEMO_TFA_SECRET };

const lastSteps = new Map<string, number>();

/** The demo staff's next app code: each step is accepted once per account, so a later one each time. */
export async function demoAppCode(username: string, secret = DEMO_TFA_SECRET): Promise<string> {
  const { code, step } = await nextTotp(secret, lastSteps.get(username) ?? 0);
  lastSteps.set(username, step);
  return code;
}

/** Where a signed-in member lands without a redirect (web: DEFAULT_AFTER_LOGIN). */
export const MEMBER_HOME = "/dashboard/my-membership/index";
/** The officials' control panel. */
export const CONTROL_PANEL_HOME = "/dashboard/my-control-panel/index";

/** The web app's localStorage key for the session (the contract's CACHE_KEYS.AUTH_DATA). */
const AUTH_DATA_KEY = "AUTH_DATA_CACHE";

/** What a successful login answers (PRODUCT.md, "Login answers"), as the web app stores it. */
export interface SessionData {
  tokens: { access: string; expires_at: string };
  user: { first_name: string; last_name: string; login_with: string; main_role: string; staff_roles?: string[] };
  last_time_logged: string | null;
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page (trackPageErrors). */
  errors: string[];
  session: SessionData;
}

export interface SignInOptions {
  /** The dashboard page to open (default: the control panel for staff, else the membership). */
  target?: string;
}

interface ApiSignIn {
  session: SessionData;
  /** The trusted-device cookie when the server asked for a device code, for the browser to keep. */
  deviceCookie?: { name: string; value: string };
}

function cookiesOf(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const at = pair.indexOf("=");
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

async function post(server: RunningServer, pathname: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function answerOf(response: Response, what: string): Promise<SessionData> {
  const body = (await response.json().catch(() => null)) as SessionData | null;
  if (response.status !== 200 || !body?.tokens?.access) {
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const { tokens, user, last_time_logged } = body;
  return { tokens: { access: tokens.access, expires_at: tokens.expires_at }, user, last_time_logged };
}

/**
 * POST /api/auth/login. When the server checks devices (206), the code from the outbox finishes
 * the sign-in and the trusted-device cookie is returned for the browser.
 */
export async function signInThroughApi(server: RunningServer, account: Account): Promise<ApiSignIn> {
  const known = (await waitForOutbox(server.baseUrl, account.username, -1)).length;
  const login = await post(server, "/auth/login", { username: account.username, password: account.password });
  if (login.status !== 206) return { session: await answerOf(login, `Signing in ${account.username}`) };

  const challenge = [...cookiesOf(login)].find(([name]) => name.endsWith("gkf_challenge"));
  if (!challenge) throw new Error(`Signing in ${account.username} answered 206 without a challenge cookie`);
  const asked = (await login.json().catch(() => null)) as { verify_user?: { message_channel?: string } } | null;
  // Two-step sign-in (staff): the authenticator app's code, nothing is sent.
  const vcode =
    asked?.verify_user?.message_channel === "tfa"
      ? await demoAppCode(account.username)
      : ((await waitForOutbox(server.baseUrl, account.username, known))[0]?.code ?? "");
  const verified = await post(server, "/auth/verify/user-device", { vcode }, `${challenge[0]}=${challenge[1]}`);
  const session = await answerOf(verified, `The device code of ${account.username}`);
  const device = [...cookiesOf(verified)].find(([name]) => name.endsWith("gkf_device"));
  return { session, ...(device ? { deviceCookie: { name: device[0], value: device[1] } } : {}) };
}

/**
 * A new phone (newPhoneContext) signed in as `account`, on the dashboard page asked for. The page
 * is checked like every other (checks.ts), and its failures are kept (failures.ts).
 */
export async function signedInAs(
  browser: Browser,
  server: RunningServer,
  account: Account,
  { target }: SignInOptions = {},
): Promise<SignedIn> {
  const { session, deviceCookie } = await signInThroughApi(server, account);
  const context = await newPhoneContext(browser, server.baseUrl, {
    cookies: deviceCookie
      ? [
          {
            ...deviceCookie,
            domain: new URL(server.baseUrl).hostname,
            path: "/",
            expires: -1,
            httpOnly: true,
            secure: false,
            sameSite: "Lax" as const,
          },
        ]
      : [],
    origins: [
      {
        origin: server.baseUrl,
        // The web app's cache store: { value, expires_at } (the session never expires there).
        localStorage: [{ name: AUTH_DATA_KEY, value: JSON.stringify({ value: session, expires_at: null }) }],
      },
    ],
  });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const destination = target ?? ((session.user.staff_roles ?? []).length > 0 ? CONTROL_PANEL_HOME : MEMBER_HOME);
  await page.goto(destination);
  await expectPath(page, destination);
  return { context, page, errors, session };
}

/** The demo member on a new phone, on their membership (or `target`). */
export function signedInMember(browser: Browser, server: RunningServer, options?: SignInOptions): Promise<SignedIn> {
  return signedInAs(browser, server, DEMO_MEMBER, options);
}

/** The demo official on a new phone, in the control panel (or `target`). */
export function signedInOfficial(browser: Browser, server: RunningServer, options?: SignInOptions): Promise<SignedIn> {
  return signedInAs(browser, server, DEMO_OFFICIAL, options);
}
