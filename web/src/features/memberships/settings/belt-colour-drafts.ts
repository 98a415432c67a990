import {
  type Belt,
  type BeltColour,
  type BeltColourUpdate,
  contrastRatio,
  DEFAULT_BELT_COLOURS,
  isColour,
  isHexColour,
  TEXT_CONTRAST_MIN,
} from "@gkf/contract";

/** One belt's fields as typed (strings; empty means none for the optional ones). */
export interface BeltColourDraft {
  belt: Belt;
  colour: string;
  stripe_colour: string;
  text_colour: string;
}

export type DraftField = "colour" | "stripe_colour" | "text_colour";

/** What is wrong with a field: the kind, and the contrast for a text colour that does not read. */
export type DraftError = { kind: "colour" | "any_colour" } | { kind: "contrast"; ratio: number };
export type DraftErrors = Partial<Record<Belt, Partial<Record<DraftField, DraftError>>>>;

export function toDrafts(saved: BeltColour[]): BeltColourDraft[] {
  return saved.map((entry) => ({
    belt: entry.belt,
    colour: entry.colour,
    stripe_colour: entry.stripe_colour ?? "",
    text_colour: entry.text_colour ?? "",
  }));
}

export function defaultDraft(belt: Belt): BeltColourDraft {
  return { belt, colour: DEFAULT_BELT_COLOURS[belt], stripe_colour: "", text_colour: "" };
}

const same = (draft: BeltColourDraft, saved: BeltColour | undefined) =>
  saved !== undefined &&
  draft.colour.trim().toLowerCase() === saved.colour.toLowerCase() &&
  (draft.stripe_colour.trim() || null) === saved.stripe_colour &&
  (draft.text_colour.trim() || null) === saved.text_colour;

/** The belts whose fields differ from what the server holds. */
export function changedDrafts(drafts: BeltColourDraft[], saved: BeltColour[]): BeltColourDraft[] {
  const byBelt = new Map(saved.map((entry) => [entry.belt, entry]));
  return drafts.filter((draft) => !same(draft, byBelt.get(draft.belt)));
}

/** The draft's problems, field by field, as the server would find them (the same validators). */
export function checkDraft(draft: BeltColourDraft): Partial<Record<DraftField, DraftError>> {
  const errors: Partial<Record<DraftField, DraftError>> = {};
  const colour = draft.colour.trim();
  const stripe = draft.stripe_colour.trim();
  const text = draft.text_colour.trim();
  if (!isHexColour(colour)) errors.colour = { kind: "colour" };
  if (stripe && !isColour(stripe)) errors.stripe_colour = { kind: "any_colour" };
  if (text && !isColour(text)) errors.text_colour = { kind: "any_colour" };
  else if (text && !errors.colour) {
    const ratio = contrastRatio(text, colour);
    if (ratio < TEXT_CONTRAST_MIN) errors.text_colour = { kind: "contrast", ratio };
  }
  return errors;
}

/** The update to send (changed belts only), or the errors that keep it from being sent. */
export function toUpdate(
  drafts: BeltColourDraft[],
  saved: BeltColour[],
): { update: BeltColourUpdate; errors: null } | { update: null; errors: DraftErrors } {
  const changed = changedDrafts(drafts, saved);
  const errors: DraftErrors = {};
  for (const draft of changed) {
    const found = checkDraft(draft);
    if (Object.keys(found).length > 0) errors[draft.belt] = found;
  }
  if (Object.keys(errors).length > 0) return { update: null, errors };
  return {
    update: {
      items: changed.map((draft) => ({
        belt: draft.belt,
        colour: draft.colour.trim(),
        stripe_colour: draft.stripe_colour.trim() || null,
        text_colour: draft.text_colour.trim() || null,
      })),
    },
    errors: null,
  };
}

/** A draft as the preview paints it: what is not (yet) a colour falls back to what is saved. */
export function previewColours(draft: BeltColourDraft, saved: BeltColour): BeltColour {
  const colour = isHexColour(draft.colour.trim()) ? draft.colour.trim() : saved.colour;
  const stripe = draft.stripe_colour.trim();
  const text = draft.text_colour.trim();
  return {
    belt: draft.belt,
    colour,
    stripe_colour: stripe && isColour(stripe) ? stripe : null,
    text_colour: text && isColour(text) ? text : null,
    customised: saved.customised,
  };
}
