/**
 * A Mantine Button's `styles` for a label that wraps on a narrow phone instead of being cut off
 * or widening what holds it ("Pay GH₵ 1,500.00 with mobile money", "Télécharger le certificat
 * (PDF)"): the button grows to two lines. No min-height here: a11y.css keeps every button at least
 * 44 px high (an inline one would win over it).
 */
export const WRAPPING_BUTTON = {
  root: { height: "auto", paddingBlock: 6 },
  label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 },
} as const;

/** The same, for a button that starts its line (in a note or a column): its lines start at the left too. */
export const WRAPPING_BUTTON_START = {
  root: { ...WRAPPING_BUTTON.root, alignSelf: "flex-start" },
  label: { ...WRAPPING_BUTTON.label, textAlign: "start" },
} as const;
