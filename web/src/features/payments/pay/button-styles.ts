/** Long labels ("Pay GH₵ 1,500.00 with mobile money") wrap on a narrow phone instead of being cut, at 44 px or more. */
export const WRAPPING_BUTTON = {
  root: { height: "auto", minHeight: 44, paddingBlock: 8 },
  label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 },
} as const;
