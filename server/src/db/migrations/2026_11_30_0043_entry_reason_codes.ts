import { type Kysely, sql } from "kysely";

/**
 * An event entry's reason as a code beside its English sentence (decision 153): the web app words
 * the code in the reader's language. `reason_note` keeps what a member wrote when withdrawing,
 * which was only inside the sentence ("Withdrawn: <note>"). Entries already stored get the code
 * of the sentence they hold; the sentences were constants of entries.service.ts and
 * events.service.ts, so every stored one is matched.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("event_entries").addColumn("reason_code", "text").execute();
  await db.schema.alterTable("event_entries").addColumn("reason_note", "text").execute();
  await sql`
    update event_entries set reason_code = case
      when reason = 'Waiting for the entry fee.' then 'WAITING_FEE'
      when reason = 'Waiting for the member''s consent (a minor''s entry).' then 'WAITING_CONSENT'
      when reason = 'The event is full: on the waiting list.' then 'WAITLISTED'
      when reason = 'Withdrawn.' or reason like 'Withdrawn: %' then 'WITHDRAWN'
      when reason = 'No place became free before the entry list closed.' then 'NO_PLACE'
      when reason like 'Not eligible when the entry list closed:%' then 'NOT_ELIGIBLE'
      when reason = 'The entry fee was not paid before the entry list closed.' then 'UNPAID'
    end
    where reason is not null`.execute(db);
  await sql`
    update event_entries set reason_note = substr(reason, ${sql.lit("Withdrawn: ".length + 1)})
    where reason like 'Withdrawn: %'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("event_entries").dropColumn("reason_note").execute();
  await db.schema.alterTable("event_entries").dropColumn("reason_code").execute();
}
