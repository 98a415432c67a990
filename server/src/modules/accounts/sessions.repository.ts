import { type Kysely, PostgresAdapter } from "kysely";
import type { Database } from "../../db/database.js";
import { runTogether } from "../../db/reusable-query.js";
import { rateLimitClearStatement } from "../../security/rate-limit.repository.js";
import { type AuditEventArgs, insertAuditEvent } from "../audit/audit.repository.js";
import {
  insertSessionRow,
  type LiveSession,
  selectLiveSession,
  selectLiveSessions,
  startSessionPostgres,
  updateLastLogin,
} from "./accounts.statements.js";
import type { NewTrustedDevice, SessionRow, TrustedDeviceRow } from "./accounts.table.js";

/**
 * The accounts module's queries on sessions and trusted devices: AccountsRepository (the module's
 * one repository, which the services hold) extends this, so that each file keeps to one job.
 */
export class SessionsRepository {
  constructor(protected readonly db: Kysely<Database>) {}

  /**
   * A session's start: the session, the account's last sign-in, its audit event and (a password
   * sign-in) the emptying of the failed-tries bucket `clearBucket`, committed together: one
   * statement on PostgreSQL (decision 131), one transaction of four on SQLite (decision 133). The
   * event and the bucket's statements are the audit module's and the rate limiter's own.
   */
  async startSession(session: SessionRow, event: AuditEventArgs, clearBucket: string | null): Promise<void> {
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) {
      await startSessionPostgres(this.db, ...sessionArgs(session), ...event, clearBucket);
      return;
    }
    // SQLite: one transaction, as PostgreSQL's one statement is, so that no session is ever without
    // its audit event or its account's last sign-in (a process killed between two commits).
    await runTogether(this.db, [
      insertSessionRow.statement(this.db, ...sessionArgs(session)),
      updateLastLogin.statement(this.db, session.user_id, session.created_at),
      insertAuditEvent.statement(this.db, ...event),
      ...(clearBucket === null ? [] : [rateLimitClearStatement(this.db, clearBucket)]),
    ]);
  }

  /** The one query behind every authenticated request: the session and whether its user may act. */
  async findLiveSession(sessionId: string): Promise<LiveSession | undefined> {
    return (await selectLiveSession(this.db, sessionId))[0];
  }

  /**
   * findLiveSession for many sessions in one statement (PostgreSQL only, decision 143); null on
   * SQLite, whose statement is a call on the process's own connection with no round trip to save.
   */
  liveSessionsReader(): ((sessionIds: string[]) => Promise<LiveSession[]>) | null {
    if (!(this.db.getExecutor().adapter instanceof PostgresAdapter)) return null;
    return (sessionIds) => selectLiveSessions(this.db, sessionIds);
  }

  async touchSession(sessionId: string, at: string): Promise<void> {
    await this.db.updateTable("sessions").set({ last_seen_at: at }).where("id", "=", sessionId).execute();
  }

  async endSession(sessionId: string, reason: string): Promise<number> {
    const result = await this.db
      .updateTable("sessions")
      .set({ ended_at: new Date().toISOString(), ended_reason: reason })
      .where("id", "=", sessionId)
      .where("ended_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async endAllSessions(userId: string, reason: string, exceptSessionId?: string): Promise<void> {
    let query = this.db
      .updateTable("sessions")
      .set({ ended_at: new Date().toISOString(), ended_reason: reason })
      .where("user_id", "=", userId)
      .where("ended_at", "is", null);
    if (exceptSessionId) query = query.where("id", "!=", exceptSessionId);
    await query.execute();
  }

  listLiveSessions(userId: string, now: string): Promise<SessionRow[]> {
    return this.db
      .selectFrom("sessions")
      .selectAll()
      .where("user_id", "=", userId)
      .where("ended_at", "is", null)
      .where("expires_at", ">", now)
      .orderBy("last_seen_at", "desc")
      .execute();
  }

  findSession(sessionId: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom("sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
  }

  // Trusted devices

  async insertDevice(device: NewTrustedDevice): Promise<void> {
    await this.db.insertInto("trusted_devices").values(device).execute();
  }

  findTrustedDevice(userId: string, deviceId: string): Promise<TrustedDeviceRow | undefined> {
    return this.db
      .selectFrom("trusted_devices")
      .selectAll()
      .where("id", "=", deviceId)
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
  }

  async touchDevice(deviceId: string, at: string): Promise<void> {
    await this.db.updateTable("trusted_devices").set({ last_seen_at: at }).where("id", "=", deviceId).execute();
  }

  listTrustedDevices(userId: string): Promise<TrustedDeviceRow[]> {
    return this.db
      .selectFrom("trusted_devices")
      .selectAll()
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .orderBy("last_seen_at", "desc")
      .execute();
  }

  async revokeDevice(userId: string, deviceId: string): Promise<number> {
    const result = await this.db
      .updateTable("trusted_devices")
      .set({ revoked_at: new Date().toISOString() })
      .where("id", "=", deviceId)
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

/** A session row as the statements take it. */
function sessionArgs(session: SessionRow) {
  return [
    session.id,
    session.user_id,
    session.device_id,
    session.user_agent,
    session.ip,
    session.created_at,
    session.last_seen_at,
    session.expires_at,
    session.ended_at,
    session.ended_reason,
  ] as const;
}
