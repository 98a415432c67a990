import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { reusableQuery } from "../../db/reusable-query.js";
import { rateLimitClearCall } from "../../security/rate-limit.repository.js";
import { AUDIT_EVENT_ARG_COUNT, type AuditEventArgs, auditEventInsert } from "../audit/audit.repository.js";

// The accounts module's statements of the hot paths (the bearer checks, a sign-in's reads and
// writes), built once and prepared on PostgreSQL (decisions 117, 120, 121); the repository runs them.

export interface LiveSession {
  session_id: string;
  user_id: string;
  expires_at: string;
  last_seen_at: string;
  ended_at: string | null;
  is_active: number;
}

export const selectUserById = reusableQuery((db, id: string) =>
  db.selectFrom("users").selectAll().where("id", "=", id),
);
// Every sign-in's first read.
export const selectUserByEmail = reusableQuery((db, email: string) =>
  db.selectFrom("users").selectAll().where("email", "=", email),
);
export const selectUserByTel = reusableQuery((db, tel: string) =>
  db.selectFrom("users").selectAll().where("tel", "=", tel),
);

/**
 * A session and its account's active flag, by session id: the bearer check's read. Exported so
 * that a hot read can ask for its own row in the same statement (a subquery of it, joined by
 * `user_id`, decision 117) without knowing the accounts tables.
 */
export function liveSessionQuery(db: Kysely<Database>, sessionId: string) {
  return liveSessionColumns(db).where("sessions.id", "=", sessionId);
}

/**
 * liveSessionQuery for many sessions at once (PostgreSQL only: an array bound as one value), for
 * reads batched while the event loop turns (db/batched-reads.ts, decision 143).
 */
export function liveSessionsQuery(db: Kysely<Database>, sessionIds: readonly string[]) {
  return liveSessionColumns(db).where(sql<boolean>`sessions.id = any(${sessionIds}::varchar[])`);
}

function liveSessionColumns(db: Kysely<Database>) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.user_id",
      "sessions.expires_at",
      "sessions.last_seen_at",
      "sessions.ended_at",
      "users.is_active",
    ]);
}

export const selectLiveSession = reusableQuery(liveSessionQuery);
export const selectLiveSessions = reusableQuery(liveSessionsQuery);

/** The two-step row of the account `userId` names, when two-step sign-in is on (for an EXISTS). */
function twoStepOn(db: Kysely<Database>, userId: Expression<string>) {
  return db
    .selectFrom("user_tfa")
    .select("user_tfa.user_id")
    .where("user_tfa.user_id", "=", userId)
    .where("user_tfa.enabled_at", "is not", null);
}

export const selectSessionWithStaffAccess = reusableQuery((db, sessionId: string) =>
  db
    .selectFrom(liveSessionQuery(db, sessionId).as("s"))
    .leftJoin("staff_grants as g", "g.user_id", "s.user_id")
    .selectAll("s")
    .select(["g.role", "g.region_code", "g.granted_at"])
    .select((eb) => eb.exists(twoStepOn(db, eb.ref("s.user_id"))).as("two_step")),
);

/**
 * selectSessionWithStaffAccess for many sessions at once (PostgreSQL only, a batched read,
 * decision 143): one row per live session, its grants as a JSON array (oldest first).
 */
export const selectSessionsWithStaffAccess = reusableQuery((db, sessionIds: readonly string[]) =>
  db
    .selectFrom(liveSessionsQuery(db, sessionIds).as("s"))
    .selectAll("s")
    .select((eb) => [
      sql<StaffGrantJson[]>`coalesce((select json_agg(json_build_object('role', g.role,
          'region_code', g.region_code, 'granted_at', g.granted_at) order by g.granted_at, g.role)
        from staff_grants g where g.user_id = s.user_id), '[]'::json)`.as("grants"),
      eb.exists(twoStepOn(db, eb.ref("s.user_id"))).as("two_step"),
    ]),
);

/** A staff grant as selectSessionsWithStaffAccess's JSON carries it. */
export interface StaffGrantJson {
  role: string;
  region_code: string | null;
  granted_at: string;
}

/**
 * A caller's staff grants, each with whether the account has two-step sign-in on: what every
 * staff endpoint checks (http/permissions.ts), in one prepared statement instead of two
 * (decision 120). No grant, no row: such a caller is refused before two-step matters.
 */
export const selectStaffAccess = reusableQuery((db, userId: string) =>
  db
    .selectFrom("staff_grants")
    .selectAll("staff_grants")
    .select((eb) => eb.exists(twoStepOn(db, eb.ref("staff_grants.user_id"))).as("two_step"))
    .where("staff_grants.user_id", "=", userId),
);

// A sign-in's statements after the password (decision 121): built once, prepared on PostgreSQL.
/** A new session row's columns, in the order the statements below take them. */
type SessionArgs = [
  id: string,
  userId: string,
  deviceId: string | null,
  userAgent: string,
  ip: string | null,
  createdAt: string,
  lastSeenAt: string,
  expiresAt: string,
  endedAt: string | null,
  endedReason: string | null,
];

function insertSession(db: Kysely<Database>, ...session: SessionArgs) {
  const [id, userId, deviceId, userAgent, ip, createdAt, lastSeenAt, expiresAt, endedAt, endedReason] = session;
  return db.insertInto("sessions").values({
    id,
    user_id: userId,
    device_id: deviceId,
    user_agent: userAgent,
    ip,
    created_at: createdAt,
    last_seen_at: lastSeenAt,
    expires_at: expiresAt,
    ended_at: endedAt,
    ended_reason: endedReason,
  });
}

/** A session's number of columns: the type makes it follow SessionArgs (a new column fails the typecheck here). */
const SESSION_ARG_COUNT: SessionArgs["length"] = 10;

export const insertSessionRow = reusableQuery((db, ...session: SessionArgs) => insertSession(db, ...session));

/**
 * PostgreSQL: a session's whole start in one statement and one commit (decision 131): the
 * session, the account's last sign-in, the audit module's event (its own insert) and, for a
 * password sign-in, the emptying of the account's failed-tries window (the rate limiter's own
 * call; null empties nothing). Before, three round trips and three commits (decision 127 had
 * already joined the first two as a data-modifying WITH). SQLite has no data-modifying WITH:
 * there they are calls on the process's own connection, no round trip.
 */
export const startSessionPostgres = reusableQuery(
  (db, ...args: [...SessionArgs, ...AuditEventArgs, clearBucket: string | null]) => {
    // The argument list is flat (reusableQuery binds positions); the counts come from the types.
    const eventEnd = SESSION_ARG_COUNT + AUDIT_EVENT_ARG_COUNT;
    const session = args.slice(0, SESSION_ARG_COUNT) as SessionArgs;
    const event = args.slice(SESSION_ARG_COUNT, eventEnd) as AuditEventArgs;
    const clearBucket = args[eventEnd] as string | null;
    return db
      .with("new_session", () => insertSession(db, ...session))
      .with("noted", () =>
        db.updateTable("users").set({ last_login_at: session[5], updated_at: session[5] }).where("id", "=", session[1]),
      )
      .with("audited", () => auditEventInsert(db, ...event))
      .selectFrom(rateLimitClearCall(clearBucket).as("cleared"))
      .select(sql<number>`1`.as("done"));
  },
);

export const updateLastLogin = reusableQuery((db, id: string, at: string) =>
  db.updateTable("users").set({ last_login_at: at, updated_at: at }).where("id", "=", id),
);
export const selectStaffGrants = reusableQuery((db, userId: string) =>
  db.selectFrom("staff_grants").selectAll().where("user_id", "=", userId).orderBy("granted_at").orderBy("role"),
);

/**
 * A sign-in's one read (decision 127): the account by its e-mail or phone, whether two-step
 * sign-in is on, and its staff roles (a JSON array, in the order of selectStaffGrants), instead of
 * three statements.
 */
function signInAccountQuery(db: Kysely<Database>, column: "email" | "tel", value: string, device: string) {
  // PostgreSQL answers the array; SQLite its JSON text.
  const roles: RawBuilder<string[] | string> =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<string[]>`coalesce((select json_agg(g.role order by g.granted_at, g.role) from staff_grants g
          where g.user_id = users.id), '[]'::json)`
      : sql<string>`(select json_group_array(role) from (select g.role from staff_grants g
          where g.user_id = users.id order by g.granted_at, g.role))`;
  return db
    .selectFrom("users")
    .selectAll("users")
    .select((eb) => {
      // The browser's device cookie, when it names a device this account trusts (decision 132).
      const trustedDevice = () =>
        eb
          .selectFrom("trusted_devices as d")
          .whereRef("d.user_id", "=", "users.id")
          .where("d.id", "=", device)
          .where("d.revoked_at", "is", null);
      return [
        eb.exists(twoStepOn(db, eb.ref("users.id"))).as("two_step"),
        roles.as("staff_roles"),
        eb.exists(trustedDevice().select(sql<number>`1`.as("one"))).as("device_trusted"),
        trustedDevice().select("d.tfa_verified_at").as("device_tfa_verified_at"),
      ];
    })
    .where(column, "=", value);
}

/** The account a sign-in names, and whether the browser's device (`""`: none) is one it trusts. */
export const selectSignInAccountByEmail = reusableQuery((db, email: string, device: string) =>
  signInAccountQuery(db, "email", email, device),
);
export const selectSignInAccountByTel = reusableQuery((db, tel: string, device: string) =>
  signInAccountQuery(db, "tel", tel, device),
);
