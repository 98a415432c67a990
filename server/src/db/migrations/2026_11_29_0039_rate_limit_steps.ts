import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Several rate-limit steps in one call on PostgreSQL (decision 127): a sign-in's admission takes a
 * place in the account's 15-minute window, then in its hourly one, and looks at its address's
 * failures; three statements, each a round trip and a commit, became this one. `p_steps` is a JSON
 * array of `{bucket, since, limit, take}` in order. A take is a call of gkf_rate_limit_take
 * (migration 0038: locks its bucket, counts, records); a look (`take` false) counts only. The
 * first take refused ends the call: later steps are neither taken nor looked at. One row per step
 * evaluated, in order: whether it is allowed and the oldest hit counted. The locks are held until
 * the call's transaction commits, as one take's lock was; every caller takes its buckets in the
 * same order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function gkf_rate_limit_steps(p_at varchar, p_steps text)
    returns table (allowed boolean, oldest varchar)
    language plpgsql volatile
    as $$
    declare
      step jsonb;
      hits bigint;
      first_hit varchar;
    begin
      for step in select value from jsonb_array_elements(p_steps::jsonb) with ordinality order by ordinality loop
        if (step->>'take')::boolean then
          select t.allowed, t.oldest into allowed, oldest
            from gkf_rate_limit_take(step->>'bucket', p_at, step->>'since', (step->>'limit')::integer) t;
          return next;
          if not allowed then
            return;
          end if;
        else
          select count(*), min(h.created_at) into hits, first_hit
            from rate_limit_hits h where h.bucket = step->>'bucket' and h.created_at > step->>'since';
          allowed := hits < (step->>'limit')::integer;
          oldest := first_hit;
          return next;
        end if;
      end loop;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function gkf_rate_limit_steps(varchar, text)`.execute(db);
}
