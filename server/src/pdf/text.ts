// Text the app's fonts can print (fonts.ts: DejaVu Sans, embedded). Every string printed goes
// through `pdfText`, which keeps what the fonts have (Latin letters with their accents, the
// Ghanaian letters such as Ɛ/Ɔ/Ŋ, punctuation, the cedi sign) and folds anything else (other
// scripts) to the nearest letter, or "?", rather than drawing an empty box.

import { PRINTABLE_RANGES } from "./fonts.js";

function isPrintable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return PRINTABLE_RANGES.some(([from, to]) => code >= from && code <= to);
}

/** Collapse whitespace and fold every character into what the app's fonts can print. */
export function pdfText(value: string): string {
  let out = "";
  for (const char of value.normalize("NFC").replace(/\s+/g, " ").trim()) {
    if (isPrintable(char)) {
      out += char;
      continue;
    }
    const stripped = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += stripped !== "" && [...stripped].every(isPrintable) ? stripped : "?";
  }
  return out;
}

export function initials(name: string): string {
  const words = pdfText(name)
    .split(" ")
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word !== "");
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? "") : "";
  return (first + last).toUpperCase() || "?";
}
