// What the bench loads: each scenario is one request against one server, with an optional
// preparation (signing members in) and the answers that count as success.

import type { Client, Options, Request } from "autocannon";
import { demoStaffCode } from "./demo-totp.js";

/**
 * The servers a scenario loads: the bare Fastify, the portal, and the least sign-in on this stack
 * (sign-in-floor.ts), which sign-in is read against.
 */
export type Target = "hello-world" | "portal" | "sign-in-floor";

export interface Budget {
  /** The 99th percentile latency must stay at or below this. */
  p99Ms?: number;
  /**
   * The 95th percentile latency must stay below this. autocannon reports p90 and p97.5, not p95:
   * the check uses p97.5, which is at or above p95 (stricter, never kinder).
   */
  p95Ms?: number;
  /** Every answer (e.g. a whole export) must have come within this. */
  maxMs?: number;
  /**
   * The portal's peak resident memory (VmHWM of its processes, /proc) may grow by at most this
   * many MB during the scenario: a streamed answer keeps memory flat whatever its size.
   */
  maxPeakRssGrowthMb?: number;
  /** Throughput must reach at least this. */
  minRequestsPerSecond?: number;
  /**
   * Throughput must reach at least this share (0.4 = 40%) of the bare Fastify hello-world's,
   * measured in the same run against the same engine's run (the hello-world scenario then runs
   * first, whatever --only says).
   */
  minRatio?: number;
  /**
   * Throughput must reach at least this share (0.8 = 80%) of the argon2id verifications per second
   * this machine manages at the server's cost on every core (lib/argon2.ts), measured just before
   * the scenario against the same engine's run (decision 118).
   */
  minShareOfArgon2?: number;
}

/** The database engines the bench runs the portal on. */
export type Engine = "sqlite" | "postgres";

/**
 * What every request of every scenario sends besides its own headers: what a member's browser
 * sends (compression asked for, as every phone asks for it), so that answers are measured as
 * they are really served.
 */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: "application/json, text/plain, */*",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-GB,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

export interface Prepared {
  /**
   * Extra headers, one set per caller (e.g. per signed-in member). With several, every
   * connection sends them in turn, each connection starting at a different one.
   */
  headerSets: Record<string, string>[];
  /**
   * Request bodies, each sent once (e.g. one per member signing in): every request of the
   * scenario (the check, the warm-up and the measured load, on every connection) takes the next
   * one. A few are built for a connection and never sent; none is sent twice unless the load needs
   * more than there are, which is a problem of the run.
   */
  bodies?: string[];
  /** When these headers stop working (e.g. the access tokens expire), in ms since the epoch. */
  validUntil?: number;
  /** Who the load runs as, for the report. */
  note?: string;
}

/** What a scenario's preparation knows about the run. */
export interface RunState {
  /** How many members the seed added (0 when it was skipped). */
  seeded: number;
  /** The portal's processes (the primary and its cluster workers), for memory measurements. */
  portalPids?: () => number[];
  /** The database server's processes when it runs on this machine (PostgreSQL), for its CPU. */
  databasePids?: () => number[];
  /** The least sign-in's processes (sign-in-floor.ts), for its CPU per request. */
  floorPids?: () => number[];
}

export interface Scenario {
  name: string;
  target: Target;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Runs once just before the scenario's load (e.g. signs members in). */
  prepare?: (baseUrl: string, run: RunState) => Promise<Prepared>;
  /** Answers that count as success; default: any 2xx. Anything else is a problem. */
  expectedStatuses?: number[];
  budget?: Budget;
  /** Limits for one engine only, over `budget` (e.g. PostgreSQL's ratios and p99). */
  budgetByEngine?: Partial<Record<Engine, Budget>>;
  /** Concurrent connections for this scenario instead of --connections (e.g. 20 officials). */
  connections?: number;
  /**
   * Measured against argon2id's verifications/s as sign-in is (its runs just before and just
   * after), without a budget of its own (sign-in-floor).
   */
  againstArgon2?: boolean;
}

/** How many seeded members the authenticated scenarios sign in and take turns with. */
const BENCH_MEMBERS = 20;
/**
 * The most seeded members the sign-in scenario signs in (each once), after the BENCH_MEMBERS: far
 * more than the load reaches (tens a second on 2 cores), and bodies are small.
 */
const SIGN_IN_MEMBERS = 100_000;
/** The password of every seeded and demo member (server/src/scripts/demo-data.ts). */
const MEMBER_PASSWORD = "gkf-demo-2026";
/** The demo data's federation official (FEDERATION_ADMIN: every region). */
const OFFICIAL = "official@demo.gkf";
/**
 * A name search with two filters, as an official types it: part of a common family name
 * (Mensah, in the seed's names), a region and a status.
 */
const DIRECTORY_SEARCH = "/api/admin/members?q=mens&region=AA&status=ACTIVE";

/** The names of the sign-in's argon2id baseline lines (lib/argon2.ts) in the report and in history.csv: before sign-in, and after it. */
export const ARGON2_BASELINE = "argon2id-verify";
export const ARGON2_BASELINE_AFTER = "argon2id-verify-after";

export const SCENARIOS: Scenario[] = [
  { name: "hello-world", target: "hello-world", path: "/" },
  // Issue 18's read path: ratios to the bare Fastify of the same run, on each engine.
  {
    name: "status",
    target: "portal",
    path: "/api/status",
    budgetByEngine: { postgres: { minRatio: 0.3 } },
  },
  { name: "regions", target: "portal", path: "/api/regions", budget: { minRatio: 0.6 } },
  {
    name: "my-record",
    target: "portal",
    path: "/api/my-account/membership/my-record",
    prepare: signMembersIn,
    expectedStatuses: [200],
    budgetByEngine: { sqlite: { p99Ms: 25, minRatio: 0.4 }, postgres: { p99Ms: 50, minRatio: 0.15 } },
  },
  {
    name: "my-record-summary",
    target: "portal",
    path: "/api/my-account/membership/my-record-summary",
    prepare: signMembersIn,
    // 200 when the registration is paid, 206 when not: both are the right answer.
    expectedStatuses: [200, 206],
    budgetByEngine: { sqlite: { minRatio: 0.5 } },
  },
  {
    name: "directory-search",
    target: "portal",
    path: DIRECTORY_SEARCH,
    prepare: signOfficialIn,
    expectedStatuses: [200],
    connections: 20,
    budget: { p95Ms: 50 },
  },
  {
    // The dashboard as officials open it: the answer kept for its scope (decision 157) for a minute.
    name: "statistics",
    target: "portal",
    path: "/api/admin/statistics",
    prepare: signOfficialIn,
    expectedStatuses: [200],
    connections: 2,
    budget: { p95Ms: 500 },
  },
  {
    // The page's Refresh: counted anew on every request (five statements over every member). No
    // budget of its own: shown so that the count's cost stays in sight.
    name: "statistics-fresh",
    target: "portal",
    path: "/api/admin/statistics?fresh=true",
    prepare: signOfficialIn,
    expectedStatuses: [200],
    connections: 2,
  },
  {
    name: "members-export",
    target: "portal",
    path: "/api/admin/members.csv",
    prepare: signOfficialIn,
    expectedStatuses: [200],
    // One official downloading the whole directory (every seeded member), one export after another.
    connections: 1,
    budget: { maxMs: 5000, maxPeakRssGrowthMb: 128 },
  },
  {
    // Issue 18: "throughput bounded by argon2id at its configured cost". Last: it adds a session
    // row per sign-in. Each request signs a different seeded member in (seed21 onwards), since
    // sign-in tries are limited per account (10 per 15 minutes, sign-in-limits.ts).
    name: "sign-in",
    target: "portal",
    path: "/api/auth/login",
    method: "POST",
    headers: { "content-type": "application/json" },
    prepare: seededSignIns,
    expectedStatuses: [200],
    budget: { minShareOfArgon2: 0.8 },
  },
  {
    // What sign-in's share can reach on this machine and engine (decision 159): the same bodies
    // against a server that reads the hash by e-mail, verifies it with the server's argon2id and
    // writes a session row, and does nothing else. No budget: the line sign-in is read against.
    name: "sign-in-floor",
    target: "sign-in-floor",
    path: "/api/auth/login",
    method: "POST",
    headers: { "content-type": "application/json" },
    prepare: seededSignIns,
    expectedStatuses: [200],
    againstArgon2: true,
  },
];

/** The scenario's limits on one engine: `budget` with that engine's own over it; undefined when none. */
export function budgetFor(scenario: Scenario, engine: Engine): Budget | undefined {
  const own = scenario.budgetByEngine?.[engine];
  if (!scenario.budget && !own) return undefined;
  return { ...scenario.budget, ...own };
}

/** Whether an answer's status counts as success for the scenario (any 2xx unless it names some). */
export function isExpected(scenario: Scenario, status: number): boolean {
  return scenario.expectedStatuses ? scenario.expectedStatuses.includes(status) : status >= 200 && status < 300;
}

/** The members the authenticated scenarios run as: seeded ones, or the demo member without a seed. */
function benchMemberEmails(seeded: number): string[] {
  if (seeded === 0) return ["member@demo.gkf"];
  const count = Math.min(BENCH_MEMBERS, seeded);
  return Array.from({ length: count }, (_, index) => `seed${index + 1}@bench.gkf`);
}

/**
 * Signs the bench members in (the bench server runs with DEVICE_VERIFICATION=off, so a right
 * password answers 200 with tokens at once) and returns one Authorization header per member.
 */
async function signMembersIn(baseUrl: string, run: RunState): Promise<Prepared> {
  return signIn(baseUrl, benchMemberEmails(run.seeded));
}

/**
 * The sign-in scenario's bodies, as signIn() sends them: one per seeded member after those the
 * other scenarios sign in (seed21@bench.gkf …), so no account is tried twice in a run.
 */
async function seededSignIns(_baseUrl: string, run: RunState): Promise<Prepared> {
  const count = Math.min(run.seeded - BENCH_MEMBERS, SIGN_IN_MEMBERS);
  if (count < 1) throw new Error(`signing in needs more than ${BENCH_MEMBERS} seeded members (--members)`);
  const first = BENCH_MEMBERS + 1;
  const bodies = Array.from({ length: count }, (_, index) =>
    JSON.stringify({ username: `seed${first + index}@bench.gkf`, password: MEMBER_PASSWORD }),
  );
  return {
    headerSets: [{}],
    bodies,
    note: `${count} members (seed${first}@bench.gkf … seed${first + count - 1}@bench.gkf), each once`,
  };
}

/** The demo official, for the control panel's scenarios. */
async function signOfficialIn(baseUrl: string): Promise<Prepared> {
  return signIn(baseUrl, [OFFICIAL]);
}

async function signIn(baseUrl: string, emails: string[]): Promise<Prepared> {
  const headerSets: Record<string, string>[] = [];
  let validUntil = Number.POSITIVE_INFINITY;
  for (const username of emails) {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: MEMBER_PASSWORD }),
    });
    let text = await response.text();
    if (response.status === 206 && username === OFFICIAL) {
      // Staff sign in in two steps (decision 106): the demo staff's authenticator code.
      const verified = await answerTotpChallenge(baseUrl, response);
      text = await verified.text();
      if (verified.status !== 200)
        throw new Error(`${username}'s code answered ${verified.status}: ${text.slice(0, 300)}`);
    } else if (response.status !== 200) {
      const hint = response.status === 206 ? " (a device challenge: is DEVICE_VERIFICATION=off?)" : "";
      throw new Error(`signing ${username} in answered ${response.status}${hint}: ${text.slice(0, 300)}`);
    }
    const body = JSON.parse(text) as { tokens?: { access?: string; expires_at?: string } };
    const access = body.tokens?.access;
    if (!access) throw new Error(`signing ${username} in answered 200 without tokens.access: ${text.slice(0, 300)}`);
    headerSets.push({ authorization: `Bearer ${access}` });
    if (body.tokens?.expires_at) validUntil = Math.min(validUntil, Date.parse(body.tokens.expires_at));
  }
  const first = emails[0] ?? "";
  const last = emails[emails.length - 1] ?? "";
  return {
    headerSets,
    validUntil: Number.isFinite(validUntil) ? validUntil : undefined,
    note: emails.length === 1 ? `1 member (${first})` : `${emails.length} members (${first} … ${last}) in turn`,
  };
}

/** Answers the sign-in's two-step challenge with the demo staff's authenticator code. */
async function answerTotpChallenge(baseUrl: string, challenge: Response): Promise<Response> {
  const code = await demoStaffCode();
  const cookie = challenge.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
  return fetch(`${baseUrl}/api/auth/verify/user-device`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ vcode: code }),
  });
}

/** A scenario's bodies (Prepared.bodies), handed out one after another across the whole scenario. */
export class BodyQueue {
  private taken = 0;

  constructor(private readonly bodies: readonly string[]) {}

  /** The next body; past the end it starts over (overrun() then says so). */
  next(): string {
    const body = this.bodies[this.taken % this.bodies.length] ?? "";
    this.taken += 1;
    return body;
  }

  /** How many bodies were taken beyond the list (0 when none was used twice). */
  overrun(): number {
    return Math.max(0, this.taken - this.bodies.length);
  }
}

/**
 * autocannon options that send each header set in turn, every connection starting elsewhere;
 * with `bodies`, every request takes the next body (autocannon's setupRequest builds each request
 * afresh). Each connection gets request objects of its own: autocannon keeps the built request
 * on the object, which connections sharing it would overwrite before sending.
 */
export function loadOptions(
  load: { url: string; method: string; path: string; headers: Record<string, string>; connections: number },
  headerSets: Record<string, string>[],
  duration: number,
  bodies?: BodyQueue,
): Options {
  const { url, method, headers, connections } = load;
  const base: Options = { url, method, headers, connections, duration };
  if (headerSets.length <= 1 && !bodies) return { ...base, headers: { ...headers, ...headerSets[0] } };
  const withBody = (request: Request): Request => ({ ...request, body: bodies?.next() });
  const requests = (start: number): Request[] =>
    headerSets.map((_, index) => ({
      method,
      path: load.path,
      headers: { ...headers, ...headerSets[(start + index) % headerSets.length] },
      ...(bodies ? { setupRequest: withBody } : {}),
    }));
  let connection = 0;
  return {
    ...base,
    requests: requests(0),
    setupClient: (client: Client) => {
      client.setRequests(requests(connection));
      connection += 1;
    },
  };
}
