import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/database.js";
import { reusableQuery } from "../../db/reusable-query.js";
import type { Db } from "../../db/transaction.js";
import type { AuditEventsTable } from "./audit.table.js";

export type AuditEventRow = Selectable<AuditEventsTable>;

export interface AuditSearch {
  actorUserId?: string;
  subjectUserId?: string;
  action?: string;
  /** ISO instants: from inclusive, before exclusive. */
  from?: string;
  before?: string;
  page: number;
  pageSize: number;
}

/** An event's columns in order: id, at, action, outcome, actor, subject, ip, user agent, detail. */
export type AuditEventArgs = [
  id: string,
  at: string,
  action: string,
  outcome: string,
  actorUserId: string | null,
  subjectUserId: string | null,
  ip: string | null,
  userAgent: string | null,
  detail: string | null,
];

/** An event's number of columns: the type makes it follow AuditEventArgs (a new column fails the typecheck here). */
export const AUDIT_EVENT_ARG_COUNT: AuditEventArgs["length"] = 9;

/**
 * An event's insert, unrun: the statement another module may write in the same round trip as its
 * own (a sign-in's session, decision 131). The audit module still owns what is written.
 */
export function auditEventInsert(db: Kysely<Database>, ...event: AuditEventArgs) {
  const [id, at, action, outcome, actorUserId, subjectUserId, ip, userAgent, detail] = event;
  return db.insertInto("audit_events").values({
    id,
    at,
    action,
    outcome: outcome as AuditEventsTable["outcome"],
    actor_user_id: actorUserId,
    subject_user_id: subjectUserId,
    ip,
    user_agent: userAgent,
    detail,
  });
}

// Every authentication writes one (decision 121): built once, prepared on PostgreSQL.
export const insertAuditEvent = reusableQuery(auditEventInsert);

/** The queries on audit_events; the log only grows. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(event: AuditEventArgs): Promise<void> {
    await insertAuditEvent(this.db, ...event);
  }

  /** One page of the log, newest first, and how many events match (the audit page's filters). */
  async search(filter: AuditSearch): Promise<{ rows: AuditEventRow[]; total: number }> {
    let query = this.db.selectFrom("audit_events");
    if (filter.actorUserId) query = query.where("actor_user_id", "=", filter.actorUserId);
    if (filter.subjectUserId) query = query.where("subject_user_id", "=", filter.subjectUserId);
    if (filter.action) query = query.where("action", "=", filter.action);
    if (filter.from) query = query.where("at", ">=", filter.from);
    if (filter.before) query = query.where("at", "<", filter.before);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  listForSubject(userId: string, limit: number) {
    return this.db
      .selectFrom("audit_events")
      .selectAll()
      .where("subject_user_id", "=", userId)
      .orderBy("at", "desc")
      .limit(limit)
      .execute();
  }

  /** Entries a person acted in or was the subject of that carry a detail (erasure). */
  withDetailAbout(userId: string) {
    return this.db
      .selectFrom("audit_events")
      .select(["id", "detail", "actor_user_id"])
      .where((eb) => eb.or([eb("subject_user_id", "=", userId), eb("actor_user_id", "=", userId)]))
      .where("detail", "is not", null)
      .execute();
  }

  async setDetail(id: string, detail: string | null): Promise<void> {
    await this.db.updateTable("audit_events").set({ detail }).where("id", "=", id).execute();
  }

  /** The address and browser of what a person did themself (erasure). */
  async forgetClientOf(userId: string): Promise<void> {
    await this.db
      .updateTable("audit_events")
      .set({ ip: null, user_agent: null })
      .where("actor_user_id", "=", userId)
      .execute();
  }
}
