import type { Kysely } from "kysely";
import type { Database } from "./database.js";

export interface CountersTables {
  counters: { name: string; value: number };
}

/**
 * The next number of a named sequence (membership numbers per region and year, receipt numbers).
 * One UPDATE … RETURNING: atomic on both engines, so two processes never get the same number.
 */
export async function nextCounterValue(db: Kysely<Database>, name: string): Promise<number> {
  await db
    .insertInto("counters")
    .values({ name, value: 0 })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .updateTable("counters")
    .set((eb) => ({ value: eb("value", "+", 1) }))
    .where("name", "=", name)
    .returning("value")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
