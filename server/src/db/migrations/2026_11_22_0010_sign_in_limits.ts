import type { Kysely } from "kysely";

// Messages that warn a member about someone else's attempts ("someone who knows your password
// tried to sign in from a new device", "someone tried to register with your address") go out at
// most once per member, kind and period. The primary key decides which of several parallel
// requests, in any process, sends it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("account_notices")
    .addColumn("user_id", "varchar(36)", (column) => column.notNull())
    .addColumn("kind", "varchar(32)", (column) => column.notNull())
    .addColumn("period", "varchar(32)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("account_notices_pk", ["user_id", "kind", "period"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("account_notices").execute();
}
