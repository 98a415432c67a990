import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * A rate limit's "take one place" in one call on PostgreSQL (decision 121): count the bucket's
 * hits in the window and, under the limit, record this one, serialised per bucket by a
 * transaction-scoped advisory lock (the two-key form, 7121 naming these locks, so no other
 * advisory lock can collide with them). In READ COMMITTED each statement of the function reads
 * afresh after the lock is held, and the lock is let go when the call's transaction has committed:
 * the next taker of the bucket, in any process, counts this hit. Before, the server sent count,
 * insert and count again (three statements) for the same guarantee. SQLite needs no function: its
 * INSERT … SELECT holds the database's write lock from its first read (rate-limit.repository.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function gkf_rate_limit_take(p_bucket varchar, p_at varchar, p_since varchar, p_limit integer)
    returns table (allowed boolean, oldest varchar)
    language plpgsql volatile
    as $$
    declare
      hits bigint;
      first_hit varchar;
    begin
      perform pg_advisory_xact_lock(7121, hashtext(p_bucket));
      select count(*), min(h.created_at) into hits, first_hit
        from rate_limit_hits h where h.bucket = p_bucket and h.created_at > p_since;
      if hits >= p_limit then
        return query select false, first_hit;
        return;
      end if;
      insert into rate_limit_hits (bucket, created_at) values (p_bucket, p_at);
      return query select true, coalesce(first_hit, p_at);
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function gkf_rate_limit_take(varchar, varchar, varchar, integer)`.execute(db);
}
