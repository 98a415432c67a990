import { randomUUID } from "node:crypto";
import type { AuthUser, LoginSuccess, MainRole, SessionList, StaffRole } from "@gkf/contract";
import type { AppConfig } from "../../config/config.js";
import { batchedReads } from "../../db/batched-reads.js";
import type { TokenSigner } from "../../security/tokens.js";
import type { AuditService } from "../audit/audit.service.js";
import { readBatchKeys } from "../observability/metrics.js";
import { type AuthContext, type RequestMeta, where } from "./account-context.js";
import type { AccountsRepository } from "./accounts.repository.js";
import type { LiveSession } from "./accounts.statements.js";
import type { UserRow } from "./accounts.table.js";
import { describeUserAgent } from "./user-agent.js";

/** What a valid access token names: the member (`sub`) and the session (`sid`). */
export interface SessionClaims {
  sub: string;
  sid: string;
}

/** Sessions and trusted devices: starting, checking, listing and ending them. */
export class SessionsService {
  /** The bearer check's read; on PostgreSQL batched with the other requests of the same turn of the event loop (decision 143). */
  private readonly findLiveSession: (sessionId: string) => Promise<LiveSession | undefined>;

  constructor(
    private readonly config: AppConfig,
    private readonly repository: AccountsRepository,
    private readonly tokens: TokenSigner,
    private readonly audit: AuditService,
  ) {
    const many = repository.liveSessionsReader();
    this.findLiveSession = many
      ? batchedReads({
          read: many,
          keyOf: (row: LiveSession) => row.session_id,
          sent: (keys) => readBatchKeys.observe({ read: "live-session" }, keys),
        })
      : (sessionId) => repository.findLiveSession(sessionId);
  }

  /**
   * A signed-in member: a session row, its access token, and the answer of a 200 login.
   * `staffRoles`: the account's staff roles when the caller has read them already (a password
   * sign-in reads them with the account, decision 127); otherwise they are read here.
   * `clearBucket`: the failed-tries bucket a right password empties, emptied in the session's own
   * statement (decision 131).
   */
  async start(
    user: UserRow,
    meta: RequestMeta,
    deviceId: string | null,
    staffRoles?: readonly string[],
    clearBucket?: string,
  ): Promise<LoginSuccess> {
    const now = new Date();
    const sessionId = randomUUID();
    const session = {
      id: sessionId,
      user_id: user.id,
      device_id: deviceId,
      user_agent: meta.userAgent.slice(0, 512),
      ip: meta.ip,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + this.config.auth.sessionAbsoluteMs).toISOString(),
      ended_at: null,
      ended_reason: null,
    };
    const event = this.audit.eventFor({
      action: "LOGIN_SUCCEEDED",
      actorUserId: user.id,
      detail: { session: sessionId },
      ...where(meta),
    });
    await this.repository.startSession(session, event, clearBucket ?? null);
    if (deviceId) await this.repository.touchDevice(deviceId, now.toISOString());
    const { token, expiresAt } = this.tokens.sign(
      { sub: user.id, sid: sessionId },
      this.config.auth.accessTokenSeconds,
    );
    return {
      tokens: { access: token, expires_at: expiresAt.toISOString() },
      user: this.toAuthUser(user, staffRoles ?? (await this.repository.listStaffGrants(user.id)).map((g) => g.role)),
      last_time_logged: user.last_login_at,
    };
  }

  /** The caller behind a bearer token, or null when the token or its session is not valid. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    return this.admit(claims, await this.findLiveSession(claims.sid));
  }

  /** Whom and which session a valid token names (for a read that fetches the session row itself), or null. */
  claimsOf(token: string): SessionClaims | null {
    const claims = this.tokens.verify(token);
    return claims ? { sub: claims.sub, sid: claims.sid } : null;
  }

  /**
   * Whether the session row read for a token's claims lets its caller in: live, not expired, not
   * idle (an idle one is ended here), its account active. Notes the session as seen at most once
   * a minute.
   */
  async admit(claims: SessionClaims, session: LiveSession | undefined): Promise<AuthContext | null> {
    if (!session || session.session_id !== claims.sid || session.user_id !== claims.sub) return null;
    if (session.ended_at !== null || !session.is_active) return null;
    const now = Date.now();
    if (Date.parse(session.expires_at) <= now) return null;
    if (Date.parse(session.last_seen_at) + this.config.auth.sessionIdleMs <= now) {
      await this.repository.endSession(session.session_id, "IDLE_TIMEOUT");
      return null;
    }
    // Writing on every request would cost more than it tells; a minute's precision is plenty.
    if (now - Date.parse(session.last_seen_at) > 60_000) {
      await this.repository.touchSession(session.session_id, new Date(now).toISOString());
    }
    return { userId: session.user_id, sessionId: session.session_id };
  }

  async refresh(auth: AuthContext): Promise<{ access: string; expires_at: string }> {
    const { token, expiresAt } = this.tokens.sign(
      { sub: auth.userId, sid: auth.sessionId },
      this.config.auth.accessTokenSeconds,
    );
    return { access: token, expires_at: expiresAt.toISOString() };
  }

  async logout(auth: AuthContext, meta: RequestMeta): Promise<void> {
    await this.repository.endSession(auth.sessionId, "LOGOUT");
    await this.audit.record({ action: "LOGOUT", actorUserId: auth.userId, ...where(meta) });
  }

  async list(auth: AuthContext): Promise<SessionList> {
    const now = new Date().toISOString();
    const [sessions, devices, current] = await Promise.all([
      this.repository.listLiveSessions(auth.userId, now),
      this.repository.listTrustedDevices(auth.userId),
      this.repository.findSession(auth.sessionId),
    ]);
    return {
      sessions: sessions.map((session) => ({
        id: session.id,
        browser: describeUserAgent(session.user_agent),
        ip: session.ip,
        created_at: session.created_at,
        last_seen_at: session.last_seen_at,
        expires_at: session.expires_at,
        current: session.id === auth.sessionId,
      })),
      devices: devices.map((device) => ({
        id: device.id,
        browser: describeUserAgent(device.user_agent),
        first_seen_at: device.first_seen_at,
        last_seen_at: device.last_seen_at,
        current: device.id === current?.device_id,
      })),
    };
  }

  /** Ends one of the caller's own sessions. Someone else's session id is "not found". */
  async endOwn(auth: AuthContext, sessionId: string, meta: RequestMeta): Promise<boolean> {
    const session = await this.repository.findSession(sessionId);
    if (!session || session.user_id !== auth.userId || session.ended_at !== null) {
      await this.audit.record({
        action: "SESSION_END_REFUSED",
        outcome: "FAILURE",
        actorUserId: auth.userId,
        detail: { session: sessionId },
        ...where(meta),
      });
      return false;
    }
    await this.repository.endSession(sessionId, "ENDED_BY_MEMBER");
    await this.audit.record({
      action: "SESSION_ENDED",
      actorUserId: auth.userId,
      detail: { session: sessionId },
      ...where(meta),
    });
    return true;
  }

  async revokeOwnDevice(auth: AuthContext, deviceId: string, meta: RequestMeta): Promise<boolean> {
    const revoked = (await this.repository.revokeDevice(auth.userId, deviceId)) === 1;
    await this.audit.record({
      action: revoked ? "DEVICE_REVOKED" : "DEVICE_REVOKE_REFUSED",
      outcome: revoked ? "SUCCESS" : "FAILURE",
      actorUserId: auth.userId,
      detail: { device: deviceId },
      ...where(meta),
    });
    return revoked;
  }

  private toAuthUser(user: UserRow, staffRoles: readonly string[]): AuthUser {
    return {
      first_name: user.first_name,
      last_name: user.last_name,
      login_with: user.login_with,
      main_role: user.main_role as MainRole,
      staff_roles: staffRoles.map((role) => role as StaffRole),
    };
  }
}
