import { BELTS, type BeltColour, type BeltColourUpdate, DEFAULT_BELT_COLOURS } from "@gkf/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { inTransaction } from "../../db/transaction.js";
import type { AuditService } from "../audit/audit.service.js";
import { SettingsRepository } from "./settings.repository.js";

type BeltColourInput = Required<BeltColourUpdate["items"][number]>;

/** The federation's display settings: belt colours (PRODUCT.md: they differ between styles). */
export class SettingsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
  ) {}

  /** Every belt, in grade order: its set colours, or the default with none set. */
  async listBeltColours(): Promise<BeltColour[]> {
    const rows = new Map((await new SettingsRepository(this.db).listBeltColours()).map((row) => [row.belt, row]));
    return BELTS.map((belt) => {
      const row = rows.get(belt);
      const colour = row?.colour ?? DEFAULT_BELT_COLOURS[belt];
      const stripe = row?.stripe_colour ?? null;
      const text = row?.text_colour ?? null;
      return {
        belt,
        colour,
        stripe_colour: stripe,
        text_colour: text,
        customised: colour.toLowerCase() !== DEFAULT_BELT_COLOURS[belt] || stripe !== null || text !== null,
      };
    });
  }

  async setBeltColours(
    officialId: string,
    items: BeltColourInput[],
    meta: { ip: string; userAgent: string },
  ): Promise<BeltColour[]> {
    const before = await this.listBeltColours();
    const now = new Date().toISOString();
    await inTransaction(this.db, async (trx) => {
      const repository = new SettingsRepository(trx);
      for (const item of items)
        await repository.upsertBeltColour({
          belt: item.belt,
          colour: item.colour.toLowerCase(),
          stripe_colour: item.stripe_colour,
          text_colour: item.text_colour,
          updated_at: now,
          updated_by: officialId,
        });
    });
    const changed = new Set(items.map((item) => item.belt));
    await this.audit.record({
      action: "BELT_COLOURS_UPDATED",
      actorUserId: officialId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { before: before.filter((entry) => changed.has(entry.belt)), after: items },
    });
    return this.listBeltColours();
  }
}
