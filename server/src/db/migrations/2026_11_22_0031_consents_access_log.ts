import { type Kysely, sql } from "kysely";

/** The first privacy notice: the one every account registered before versions were kept accepted. */
const FIRST_NOTICE = { version: "2026-11-01", published_at: "2026-11-01T00:00:00.000Z" };

/**
 * Consent versions and the access log (Act 843, issue 16, decision 105): the privacy notice's
 * versions, who accepted which version for whom and when, and every official's view or download
 * of a member's identity, medical or birth document.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("privacy_notices")
    .addColumn("version", "varchar(32)", (column) => column.primaryKey())
    .addColumn("published_at", "varchar(32)", (column) => column.notNull())
    .addColumn("url", "varchar(300)")
    .execute();
  await db
    .insertInto("privacy_notices")
    .values({ ...FIRST_NOTICE, url: null })
    .execute();

  await db.schema
    .createTable("consent_records")
    .addColumn("subject_user_id", "varchar(36)", (column) =>
      column.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("version", "varchar(32)", (column) => column.notNull())
    .addColumn("given_by_user_id", "varchar(36)", (column) => column.notNull())
    .addColumn("accepted_at", "varchar(32)", (column) => column.notNull())
    .addColumn("source", "varchar(16)", (column) => column.notNull())
    .addPrimaryKeyConstraint("consent_records_pk", ["subject_user_id", "version"])
    .execute();
  // Every existing account accepted the notice of the time when it registered (users.consent_at).
  await sql`
    insert into consent_records (subject_user_id, version, given_by_user_id, accepted_at, source)
    select id, ${FIRST_NOTICE.version}, id, consent_at, 'REGISTRATION' from users
    where consent_at is not null and erased_at is null
  `.execute(db);

  await db.schema
    .createTable("document_access_log")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("subject_user_id", "varchar(36)", (column) =>
      column.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("official_user_id", "varchar(36)", (column) => column.notNull())
    .addColumn("official_role", "varchar(32)", (column) => column.notNull())
    .addColumn("document_id", "varchar(36)", (column) => column.notNull())
    .addColumn("document_type", "varchar(32)", (column) => column.notNull())
    .addColumn("how", "varchar(16)", (column) => column.notNull())
    .addColumn("accessed_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("document_access_log_subject_idx")
    .on("document_access_log")
    .columns(["subject_user_id", "accessed_at"])
    .execute();

  // An erased member's record leaves the officials' directory and the statistics (the row stays:
  // payments and results refer to the person). Accounts erased before this migration are marked too.
  await db.schema.alterTable("memberships").addColumn("erased_at", "varchar(32)").execute();
  await sql`
    update memberships set erased_at = (select users.erased_at from users where users.id = memberships.user_id)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("memberships").dropColumn("erased_at").execute();
  await db.schema.dropTable("document_access_log").execute();
  await db.schema.dropTable("consent_records").execute();
  await db.schema.dropTable("privacy_notices").execute();
}
