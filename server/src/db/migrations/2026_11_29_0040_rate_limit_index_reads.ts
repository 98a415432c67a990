import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * PostgreSQL reads a rate limit's bucket through its index whatever its statistics say (decision
 * 129). rate_limit_hits empties and fills again within minutes (a success clears its bucket, the
 * hourly job prunes); once a VACUUM has seen it nearly empty, the planner believes it holds a page
 * and plans a sequential scan, and a plan stays with its connection (the functions' cached plans,
 * the named statements' generic ones, decision 124) until the next ANALYZE. Meanwhile every try of
 * every sign-in read the whole table, live and dead rows: 1,652 of a bench's 2,569 sequential
 * scans. Under a burst of failed tries, the very load the limits are for, that cost grows with the
 * burst. The functions that read by bucket now plan with sequential scans off (a function's own
 * setting, for its statements only), and the look and the clear of the server's statements become
 * functions of the same kind. SQLite plans `bucket = ?` on the index without statistics.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter function gkf_rate_limit_take(varchar, varchar, varchar, integer) set enable_seqscan = off`.execute(
    db,
  );
  await sql`alter function gkf_rate_limit_steps(varchar, text) set enable_seqscan = off`.execute(db);
  await sql`
    create function gkf_rate_limit_count(p_bucket varchar, p_since varchar)
    returns table (count bigint, oldest varchar)
    language sql stable
    set enable_seqscan = off
    as $$
      select count(*), min(h.created_at) from rate_limit_hits h where h.bucket = p_bucket and h.created_at > p_since
    $$`.execute(db);
  await sql`
    create function gkf_rate_limit_clear(p_bucket varchar)
    returns void
    language sql volatile
    set enable_seqscan = off
    as $$
      delete from rate_limit_hits where bucket = p_bucket
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function gkf_rate_limit_clear(varchar)`.execute(db);
  await sql`drop function gkf_rate_limit_count(varchar, varchar)`.execute(db);
  await sql`alter function gkf_rate_limit_steps(varchar, text) reset enable_seqscan`.execute(db);
  await sql`alter function gkf_rate_limit_take(varchar, varchar, varchar, integer) reset enable_seqscan`.execute(db);
}
