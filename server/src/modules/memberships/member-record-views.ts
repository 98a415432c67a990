import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import {
  type MembershipRecord,
  MembershipRecordSchema,
  type MembershipSummary,
  MembershipSummarySchema,
} from "@gkf/contract";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import { z } from "zod";
import { batchedReads } from "../../db/batched-reads.js";
import type { Database } from "../../db/database.js";
import { reusableQuery } from "../../db/reusable-query.js";
import type { LiveSession } from "../accounts/accounts.statements.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import { readBatchKeys } from "../observability/metrics.js";
import { today } from "./membership-rules.js";

const DAY_MS = 86_400_000;

/**
 * The stored records' stamp: what they depend on besides the member's facts, and the shapes of
 * the answers stored (the record and the summary, as JSON Schemas). A release that adds a field
 * to them (the package's version unchanged) then computes every record again instead of serving
 * one without it.
 */
export function recordStamp(
  parts: unknown,
  answers: readonly z.ZodType[] = [MembershipRecordSchema, MembershipSummarySchema],
): string {
  const shapes = answers.map((schema) => z.toJSONSchema(schema, { unrepresentable: "any" }));
  return createHash("sha256")
    .update(JSON.stringify([shapes, parts]))
    .digest("base64url")
    .slice(0, 32);
}

const selectView = reusableQuery((db, userId: string) =>
  db
    .selectFrom("member_record_views")
    .select(["version", "computed_version", "valid_until", "stamp", "body", "body_gzip", "summary", "summary_status"])
    .where("user_id", "=", userId),
);

/** accounts' queries of a live session by id, and of many (MemberDirectory's liveSessionQuery and liveSessionsQuery). */
type SessionQueries = Pick<MemberDirectory, "liveSessionQuery" | "liveSessionsQuery">;

/** What a read of the view answers: the record gzipped or as JSON text, or the summary (GET my-record-summary). */
export type RecordPart = "gzip" | "json" | "summary";

/** A stored record as the bearer check read it: its counters and the part asked for. */
export interface StoredRecord {
  version: number | null;
  computed_version: number | null;
  valid_until: string | null;
  stamp: string | null;
  /** The part asked for (a Buffer for the gzip); null when none is stored. */
  body: string | Buffer | null;
  /** The summary's status (200 paid, 206 not); null unless the summary was asked for. */
  summary_status: number | null;
  part: RecordPart;
}

/** A part of the record ready to send, with its status. */
export interface PartAnswer {
  body: string | Buffer;
  status: number;
}

type SessionAndView = LiveSession & Omit<StoredRecord, "part">;

/** A member's record and summary as computed from the facts, and the date its days since renewal count from. */
export interface ComputedRecord {
  record: MembershipRecord;
  summary: MembershipSummary;
  lastRenewal: string | null;
}

/** The record's JSON and the same gzipped, as GET my-record sends them, and the summary's JSON and status. */
export interface RecordAnswer {
  json: string;
  gzip: Buffer;
  summary: { json: string; status: number };
}

/** Days since the last renewal (or the period's start), counted as the record always counted them. */
export function daysSince(lastRenewal: string | null, now = Date.now()): number | null {
  return lastRenewal ? Math.floor((now - Date.parse(lastRenewal)) / DAY_MS) : null;
}

/**
 * Until when a record computed at `now` holds whatever happens: the next UTC midnight (status,
 * category and validity change with the date) or, sooner, the instant its days since the last
 * renewal go up by one.
 */
export function validUntil(lastRenewal: string | null, now = Date.now()): string {
  const midnight = Date.parse(`${today(new Date(now))}T00:00:00.000Z`) + DAY_MS;
  const days = daysSince(lastRenewal, now);
  const nextDay = lastRenewal !== null && days !== null ? Date.parse(lastRenewal) + (days + 1) * DAY_MS : midnight;
  return new Date(Math.min(midnight, nextDay)).toISOString();
}

/** Session rows (accounts' query) with a part of each member's stored record beside them. */
function withView(
  db: Kysely<Database>,
  sessions: ReturnType<SessionQueries["liveSessionQuery"] | SessionQueries["liveSessionsQuery"]>,
  part: RecordPart,
) {
  return db
    .selectFrom(sessions.as("s"))
    .leftJoin("member_record_views as v", "v.user_id", "s.user_id")
    .selectAll("s")
    .select(["v.version", "v.computed_version", "v.valid_until", "v.stamp"])
    .$call((query) =>
      part === "summary"
        ? query.select(["v.summary as body", "v.summary_status"])
        : query.select([
            part === "gzip" ? "v.body_gzip as body" : "v.body as body",
            sql<null>`null`.as("summary_status"),
          ]),
    );
}

/**
 * GET my-record from its read model (migration 0032, decision 109): one indexed read when the
 * stored record is current, the whole computation (and a conditional write) when it is not.
 * Current means: no fact changed since it was computed (the triggers' `version`), still valid
 * (`valid_until`: the date and the days since renewal) and with the same stamp (public address,
 * card key, app version, regions). The answer is the JSON text, checked against the record's
 * schema when it was computed, and its gzip made then: the hot path neither validates, nor
 * serialises, nor compresses.
 */
export class MemberRecordViews {
  private stamp: Promise<string> | undefined;
  /**
   * The caller's session row and a part of their stored record, in one statement; on PostgreSQL
   * batched with the other requests of the same turn of the event loop (decision 143).
   */
  private readonly withSession: Record<RecordPart, (sessionId: string) => Promise<SessionAndView | undefined>>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly stampParts: () => Promise<unknown>,
    private readonly compute: (userId: string) => Promise<ComputedRecord>,
    sessions: SessionQueries,
  ) {
    const part = (name: RecordPart) => {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
        // SQLite's statement runs at once on the process's connection: nothing to batch.
        const one = reusableQuery((db, sessionId: string) =>
          withView(db, sessions.liveSessionQuery(db, sessionId), name),
        ) as unknown as (db: Kysely<Database>, sessionId: string) => Promise<SessionAndView[]>;
        return async (sessionId: string) => (await one(db, sessionId))[0];
      }
      const many = reusableQuery((db, sessionIds: readonly string[]) =>
        withView(db, sessions.liveSessionsQuery(db, sessionIds), name),
      ) as unknown as (db: Kysely<Database>, sessionIds: string[]) => Promise<SessionAndView[]>;
      const read = `my-record-${name}`;
      return batchedReads({
        read: (sessionIds) => many(db, sessionIds),
        keyOf: (row: SessionAndView) => row.session_id,
        sent: (keys) => readBatchKeys.observe({ read }, keys),
      });
    };
    this.withSession = { gzip: part("gzip"), json: part("json"), summary: part("summary") };
  }

  /**
   * The read of GET my-record's and my-record-summary's bearer check (requireAuthWith, decision
   * 117): the session row the token names and, beside it, the part of the member's stored record
   * the request asks for.
   */
  async readWithSession(
    sessionId: string,
    part: RecordPart,
  ): Promise<{ session: LiveSession | undefined; data: StoredRecord | undefined }> {
    const row = await this.withSession[part](sessionId);
    if (!row) return { session: undefined, data: undefined };
    const { version, computed_version, valid_until, stamp, body, summary_status, ...session } = row;
    return { session, data: { version, computed_version, valid_until, stamp, body, summary_status, part } };
  }

  /** A part of the record: the stored one when `stored` is current, otherwise computed as answer() does. */
  async answerFrom(userId: string, stored: StoredRecord | undefined, part: RecordPart): Promise<PartAnswer> {
    const now = new Date().toISOString();
    if (stored?.body != null && stored.part === part && (await this.isCurrent(stored, now))) {
      return { body: stored.body, status: part === "summary" ? (stored.summary_status ?? 200) : 200 };
    }
    const answer = await this.answer(userId);
    if (part === "summary") return { body: answer.summary.json, status: answer.summary.status };
    return { body: part === "gzip" ? answer.gzip : answer.json, status: 200 };
  }

  private async isCurrent(
    stored: Pick<StoredRecord, "version" | "computed_version" | "valid_until" | "stamp">,
    now: string,
  ): Promise<boolean> {
    return (
      stored.version !== null &&
      stored.computed_version === stored.version &&
      stored.valid_until !== null &&
      stored.valid_until > now &&
      stored.stamp === (await this.currentStamp())
    );
  }

  async answer(userId: string): Promise<RecordAnswer> {
    const now = new Date().toISOString();
    const [stamp, found] = await Promise.all([this.currentStamp(), this.read(userId)]);
    if (
      found?.body != null &&
      found.body_gzip != null &&
      found.summary != null &&
      found.summary_status != null &&
      (await this.isCurrent(found, now))
    ) {
      return {
        json: found.body,
        gzip: found.body_gzip,
        summary: { json: found.summary, status: found.summary_status },
      };
    }
    // The version is read before the facts, so that a change committed meanwhile makes the write
    // below match no row (the next read computes again) instead of storing a record it missed.
    let version = found?.version;
    if (version === undefined) {
      await this.db
        .insertInto("member_record_views")
        .values({ user_id: userId })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .execute();
      version = (await this.read(userId))?.version;
    }
    const computedAt = Date.now();
    const { record, summary: summaryFacts, lastRenewal } = await this.compute(userId);
    const json = JSON.stringify(MembershipRecordSchema.parse(record));
    const gzip = gzipSync(json);
    const summary = {
      json: JSON.stringify(MembershipSummarySchema.parse(summaryFacts)),
      status: summaryFacts.has_paid_registration ? 200 : 206,
    };
    if (version !== undefined) {
      await this.db
        .updateTable("member_record_views")
        .set({
          body: json,
          body_gzip: gzip,
          summary: summary.json,
          summary_status: summary.status,
          valid_until: validUntil(lastRenewal, computedAt),
          stamp,
          computed_version: version,
        })
        .where("user_id", "=", userId)
        .where("version", "=", version)
        .execute();
    }
    return { json, gzip, summary };
  }

  private async read(userId: string) {
    return (await selectView(this.db, userId))[0];
  }

  /** The stamp (recordStamp) of this process: the same in every process of a release. */
  private currentStamp(): Promise<string> {
    this.stamp ??= this.stampParts()
      .then((parts) => recordStamp(parts))
      .catch((error: unknown) => {
        this.stamp = undefined;
        throw error;
      });
    return this.stamp;
  }
}
