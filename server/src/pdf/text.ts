// Text the standard fonts can print. Only pdfkit's built-in standard fonts (Helvetica family) are
// used: no font files, no network. Those fonts speak WinAnsi (Windows-1252), so every string
// printed goes through `pdfText`, which folds anything outside that set (Ghanaian letters such as
// Ɛ/Ɔ, other scripts) to the nearest ASCII letter rather than writing glyph codes the font lacks.

/** Unicode characters outside Latin-1 that Windows-1252 (the standard fonts' encoding) has. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Letters with no decomposition to fold by hand; the Akan/Ewe/Ga ones matter most here. */
const FOLD: Record<string, string> = {
  ɛ: "e",
  Ɛ: "E",
  ɔ: "o",
  Ɔ: "O",
  ŋ: "n",
  Ŋ: "N",
  ɖ: "d",
  Ɖ: "D",
  ƒ: "f",
  Ʋ: "V",
  ʋ: "v",
  ɣ: "g",
  Ɣ: "G",
  ı: "i",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  "\u2018": "'",
  "\u2019": "'",
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** Collapse whitespace and fold every character into what Helvetica (WinAnsi) can print. */
export function pdfText(value: string): string {
  let out = "";
  for (const char of value.normalize("NFC").replace(/\s+/g, " ").trim()) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const folded = FOLD[char];
    if (folded !== undefined) {
      out += folded;
      continue;
    }
    const stripped = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += stripped !== "" && [...stripped].every(isWinAnsi) ? stripped : "?";
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
