import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { BeltColourRow, BeltColoursTable } from "./settings.table.js";

export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listBeltColours(): Promise<BeltColourRow[]> {
    return this.db.selectFrom("belt_colours").selectAll().execute();
  }

  async upsertBeltColour(row: BeltColoursTable): Promise<void> {
    await this.db
      .insertInto("belt_colours")
      .values(row)
      .onConflict((conflict) =>
        conflict.column("belt").doUpdateSet({
          colour: row.colour,
          stripe_colour: row.stripe_colour,
          text_colour: row.text_colour,
          updated_at: row.updated_at,
          updated_by: row.updated_by,
        }),
      )
      .execute();
  }
}
