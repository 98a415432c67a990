import { type Kysely, sql } from "kysely";

/**
 * A member's privacy requests sent twice at once (a double tap, a retry on a slow network, two
 * tabs) make one request (decision 140): at most one erasure request of a member waits, and at
 * most one data export is being prepared. Before, both inserts passed the "already waiting?"
 * read; withdrawing one of two waiting erasure requests left the other to erase the account.
 * Twins already stored are removed first, the earliest kept (a twin carries nothing of its own).
 * Partial unique indexes, which SQLite and PostgreSQL both have.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, status, at } of TWINS) {
    await sql`
      delete from ${sql.table(table)}
      where status = ${status}
        and exists (
          select 1 from ${sql.table(table)} earlier
          where earlier.user_id = ${sql.ref(`${table}.user_id`)}
            and earlier.status = ${status}
            and (earlier.${sql.ref(at)} < ${sql.ref(`${table}.${at}`)}
              or (earlier.${sql.ref(at)} = ${sql.ref(`${table}.${at}`)} and earlier.id < ${sql.ref(`${table}.id`)}))
        )
    `.execute(db);
    await db.schema
      .createIndex(`${table}_one_${status.toLowerCase()}_idx`)
      .on(table)
      .column("user_id")
      .unique()
      .where(sql.ref("status"), "=", status)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, status } of TWINS) {
    await db.schema.dropIndex(`${table}_one_${status.toLowerCase()}_idx`).execute();
  }
}

const TWINS = [
  { table: "erasure_requests", status: "REQUESTED", at: "requested_at" },
  { table: "data_exports", status: "PENDING", at: "requested_at" },
] as const;
