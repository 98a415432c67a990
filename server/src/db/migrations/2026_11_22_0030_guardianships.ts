import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { nameSearchKey } from "../search-text.js";

/** A guardian made from a minor's own registration: names, birth date and gender are placeholders the guardian corrects. */
export const GUARDIAN_PLACEHOLDER = { first_name: "Guardian", date_of_birth: "1900-01-01" } as const;
/** The password of a child without a sign-in of their own: no password verifies against it. */
export const NO_SIGN_IN_PASSWORD = "!child";

/**
 * Guardians and children (issue 16, decision 104): who manages which child, since when, until
 * when, and when they consented for the child. Existing minors' accounts (under 18 today, with an
 * e-mail or phone) become guardian + child: a new guardian account takes the contact, the password,
 * the activation state, trusted devices and pending codes (the minor's sessions end: whoever was
 * signed in signs in again with the same contact and password, now as the guardian); the minor's account keeps its id, membership, documents and
 * payments, and loses the contact and password (no sign-in of its own). The guardian consented at
 * registration (the form's consent was given "for a minor, by a parent or guardian").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("guardianships")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("guardian_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("since", "varchar(32)", (column) => column.notNull())
    .addColumn("source", "varchar(16)", (column) => column.notNull())
    .addColumn("consent_at", "varchar(32)")
    .addColumn("ended_at", "varchar(32)")
    .addColumn("ended_reason", "varchar(32)")
    .execute();
  await db.schema.createIndex("guardianships_guardian_idx").on("guardianships").column("guardian_id").execute();
  await db.schema.createIndex("guardianships_child_idx").on("guardianships").column("child_id").execute();
  await convertMinors(db);
}

/**
 * Minors' own accounts (under 18 on `now`, with an e-mail or phone, not a child already) become
 * guardian + child. Exported for its test; idempotent.
 */
export async function convertMinors(db: Kysely<any>, now = new Date()): Promise<number> {
  const adultBefore = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
  const minors = await db
    .selectFrom("users")
    .selectAll()
    .where("date_of_birth", ">", adultBefore)
    .where("erased_at", "is", null)
    .where((eb) => eb.or([eb("email", "is not", null), eb("tel", "is not", null)]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom("guardianships").select("id").whereRef("child_id", "=", "users.id"))))
    .execute();
  const at = now.toISOString();
  for (const minor of minors) {
    const guardianId = randomUUID();
    await db
      .updateTable("users")
      .set({ email: null, tel: null, password_hash: NO_SIGN_IN_PASSWORD, updated_at: at })
      .where("id", "=", minor.id)
      .execute();
    await db
      .insertInto("users")
      .values({
        ...minor,
        id: guardianId,
        first_name: GUARDIAN_PLACEHOLDER.first_name,
        search_name: nameSearchKey(GUARDIAN_PLACEHOLDER.first_name, minor.last_name),
        date_of_birth: GUARDIAN_PLACEHOLDER.date_of_birth,
        updated_at: at,
      })
      .execute();
    for (const table of ["trusted_devices", "verification_codes"]) {
      await db.updateTable(table).set({ user_id: guardianId }).where("user_id", "=", minor.id).execute();
    }
    // A session's token names its account: the person signs in again with the same contact, as the guardian.
    await db
      .updateTable("sessions")
      .set({ ended_at: at, ended_reason: "GUARDIAN_CREATED" })
      .where("user_id", "=", minor.id)
      .where("ended_at", "is", null)
      .execute();
    await db
      .insertInto("guardianships")
      .values({
        id: randomUUID(),
        guardian_id: guardianId,
        child_id: minor.id,
        since: at,
        source: "MIGRATION",
        consent_at: minor.consent_at,
        ended_at: null,
        ended_reason: null,
      })
      .execute();
  }
  return minors.length;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("guardianships").execute();
}
