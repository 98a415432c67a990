// Reading back the text a PDF of the app draws, for tests. The PDFs embed DejaVu Sans
// (server/src/pdf/fonts.ts): pdfkit writes text as glyph numbers of the font's subset, and each
// font carries a ToUnicode map from those numbers back to characters. The standard fonts (no
// ToUnicode) write Windows-1252 codes. Either way, one entry per `TJ` operator: one line of text.

import { inflateSync } from "node:zlib";

// Windows-1252 0x80–0x9F (Node reads "windows-1252" as Latin-1, so map them here).
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWinAnsi(hex: string): string {
  return [...Buffer.from(hex, "hex")]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join("");
}

/** Every object's body by number, streams inflated when they are compressed. */
function objects(pdf: Buffer): Map<string, { dict: string; stream: string | null }> {
  const raw = pdf.toString("latin1");
  const found = new Map<string, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2] ?? "";
    const streamAt = body.indexOf("\nstream\n");
    if (streamAt === -1) {
      found.set(match[1] ?? "", { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const bytes = Buffer.from(body.slice(streamAt + 8).replace(/\nendstream$/, ""), "latin1");
    let stream: string;
    try {
      stream = dict.includes("/FlateDecode") ? inflateSync(bytes).toString("latin1") : bytes.toString("latin1");
    } catch {
      stream = bytes.toString("latin1");
    }
    found.set(match[1] ?? "", { dict, stream });
  }
  return found;
}

/** A ToUnicode CMap (pdfkit writes `bfrange`s with arrays): glyph code → characters. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? "").matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const start = Number.parseInt(range[1] ?? "0", 16);
      const end = Number.parseInt(range[2] ?? "0", 16);
      const target = range[3] ?? "";
      if (target.startsWith("[")) {
        // A ligature's entry holds its letters: <0066 0069> for "fi".
        [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((entry, i) => {
          map.set((start + i).toString(16).padStart(4, "0"), utf16(entry[1] ?? ""));
        });
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16);
        for (let code = start; code <= end; code++)
          map.set(code.toString(16).padStart(4, "0"), String.fromCharCode(first + code - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set((pair[1] ?? "").toLowerCase().padStart(4, "0"), utf16(pair[2] ?? ""));
    }
  }
  return map;
}

/**
 * The text drawn on the pages, one entry per `TJ` operator, in drawing order. Glyph runs are
 * joined across kerning offsets. A glyph the font lacks reads as U+0000.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const all = objects(pdf);
  // Font resource names (/F1, /F2, …) → the font's ToUnicode map, or null for a standard font.
  const fonts = new Map<string, Map<string, string> | null>();
  for (const { dict } of all.values()) {
    const resources = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    if (!resources) continue;
    for (const entry of resources.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = all.get(entry[2] ?? "");
      const toUnicode = font ? /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1] : undefined;
      const cmap = toUnicode ? all.get(toUnicode)?.stream : null;
      fonts.set(entry[1] ?? "", cmap ? parseToUnicode(cmap) : null);
    }
  }
  const runs: string[] = [];
  for (const { dict, stream } of all.values()) {
    // Page content streams: the ones that set a font and show text.
    if (stream === null || /\/(Subtype|Type|Length1)\b/.test(dict.replace(/\/Length \d+/, ""))) continue;
    if (!/\bTf\b/.test(stream)) continue;
    let current: Map<string, string> | null = null;
    for (const op of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[-+\d.\s])*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        current = fonts.get(op[1]) ?? null;
        continue;
      }
      const hex = [...(op[2] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join("");
      const map = current;
      runs.push(
        map
          ? (hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((code) => map.get(code.toLowerCase()) ?? "\u0000").join("")
          : decodeWinAnsi(hex),
      );
    }
  }
  return runs;
}

/** All the text of a PDF, one line per `TJ` run. */
export function pdfWords(pdf: Buffer): string {
  return pdfTextRuns(pdf).join("\n");
}
