import type { Selectable } from "kysely";

/** A belt whose colours officials set; a belt with no row shows the default colour. */
export interface BeltColoursTable {
  belt: string;
  colour: string;
  stripe_colour: string | null;
  text_colour: string | null;
  updated_at: string;
  updated_by: string;
}

export interface SettingsTables {
  belt_colours: BeltColoursTable;
}

export type BeltColourRow = Selectable<BeltColoursTable>;
