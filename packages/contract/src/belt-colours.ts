import { z } from "zod";
import { contrastRatio, readableTextColour, TEXT_CONTRAST_MIN } from "./colours.js";
import { lazySchema } from "./lazy-schema.js";
import { BELTS, type Belt } from "./memberships.js";
import { listOf } from "./pagination.js";
import { ColourSchema, HexColourSchema } from "./validators.js";

/**
 * Belt colours are display settings: they differ between styles (PRODUCT.md), so federation
 * officials set them. Until they do, these apply: kyu grades in a common WKF progression, dan
 * grades black.
 */
export const DEFAULT_BELT_COLOURS: Record<Belt, string> = {
  KYU_10: "#ffffff",
  KYU_9: "#f5d000",
  KYU_8: "#f08c00",
  KYU_7: "#2f9e44",
  KYU_6: "#1971c2",
  KYU_5: "#7048e8",
  KYU_4: "#7048e8",
  KYU_3: "#8b5a2b",
  KYU_2: "#8b5a2b",
  KYU_1: "#8b5a2b",
  DAN_1: "#111111",
  DAN_2: "#111111",
  DAN_3: "#111111",
  DAN_4: "#111111",
  DAN_5: "#111111",
  DAN_6: "#111111",
  DAN_7: "#111111",
  DAN_8: "#111111",
  DAN_9: "#111111",
  DAN_10: "#111111",
};

/** One belt's colours as the app shows them. */
export const BeltColourSchema = lazySchema(() =>
  z.object({
    belt: z.enum(BELTS),
    colour: HexColourSchema.describe("The belt's colour"),
    stripe_colour: ColourSchema.nullable().describe("A stripe across the belt (hex, rgb or rgba), or none"),
    text_colour: ColourSchema.nullable().describe(
      "The grade's text written on the belt colour; none: black or white, whichever reads better",
    ),
    customised: z.boolean().describe("False while the belt shows the app's default colour"),
  }),
);
export type BeltColour = z.infer<typeof BeltColourSchema>;

export const BeltColourListSchema = lazySchema(() => listOf(BeltColourSchema));
export type BeltColourList = z.infer<typeof BeltColourListSchema>;

const BeltColourInputSchema = lazySchema(() =>
  z.object({
    belt: z.enum(BELTS),
    colour: HexColourSchema,
    stripe_colour: ColourSchema.nullable().default(null),
    text_colour: ColourSchema.nullable().default(null),
  }),
);

/** The belts to change (the others keep theirs); a text colour must read at 4.5:1 on its belt. */
export const BeltColourUpdateSchema = lazySchema(() =>
  z.object({ items: z.array(BeltColourInputSchema).min(1).max(BELTS.length) }).superRefine((value, context) => {
    const seen = new Set<Belt>();
    value.items.forEach((item, index) => {
      if (seen.has(item.belt))
        context.addIssue({ code: "custom", path: ["items", index, "belt"], message: "is listed twice" });
      seen.add(item.belt);
      if (item.text_colour && contrastRatio(item.text_colour, item.colour) < TEXT_CONTRAST_MIN)
        context.addIssue({
          code: "custom",
          path: ["items", index, "text_colour"],
          message: `must contrast with the belt colour at least ${TEXT_CONTRAST_MIN}:1`,
        });
    });
  }),
);
export type BeltColourUpdate = z.input<typeof BeltColourUpdateSchema>;

/** What a label paints: the belt, its stripe (if any) and text that reads on the belt. */
export function beltPaint(setting: Pick<BeltColour, "colour" | "stripe_colour" | "text_colour">): {
  background: string;
  stripe: string | null;
  text: string;
} {
  const text =
    setting.text_colour && contrastRatio(setting.text_colour, setting.colour) >= TEXT_CONTRAST_MIN
      ? setting.text_colour
      : readableTextColour(setting.colour);
  return { background: setting.colour, stripe: setting.stripe_colour, text };
}

/** Every belt with the default colours (what the app shows before the settings arrive). */
export function defaultBeltColours(): BeltColour[] {
  return BELTS.map((belt) => ({
    belt,
    colour: DEFAULT_BELT_COLOURS[belt],
    stripe_colour: null,
    text_colour: null,
    customised: false,
  }));
}
