// The PDFs' typeface: DejaVu Sans, regular and bold, from server/assets/fonts (subsets of the
// DejaVu fonts with their licence, LICENSE.txt there). The standard PDF fonts (Helvetica) speak
// only Windows-1252: no cedi sign (the receipt printed "GHC" where the app says "GH₵") and no
// Ghanaian letters such as ɛ or ɔ. An embedded font prints both. pdfkit embeds only the glyphs a
// document uses, so a receipt grows by a few kilobytes, not by the font files.

import { readFileSync } from "node:fs";

/** A PDFKit document (primitives.ts's Doc, named here too so that this file imports nothing of the PDFs). */
type Doc = PDFKit.PDFDocument;

/** The names documents use with `doc.font(…)` (and `line`'s `font`) once `useAppFonts` ran. */
export const FONT = { regular: "GKF-Sans", bold: "GKF-Sans-Bold" } as const;

const FONT_DIR = new URL("../../assets/fonts/", import.meta.url);
let files: { regular: Buffer; bold: Buffer } | undefined;

/** Read once, on the first PDF; never fetched (the files are in the repository). */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  files ??= {
    regular: readFileSync(new URL("DejaVuSans.ttf", FONT_DIR)),
    bold: readFileSync(new URL("DejaVuSans-Bold.ttf", FONT_DIR)),
  };
  return files;
}

/** Registers the app's fonts on a new document and makes the regular face current. */
export function useAppFonts(doc: Doc): Doc {
  const { regular, bold } = fontFiles();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  return doc.font(FONT.regular);
}

/**
 * The characters the fonts have (the subset's ranges, LICENSE.txt): anything else is folded by
 * `pdfText` before it reaches a page.
 */
export const PRINTABLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0x2e9],
  [0x300, 0x34f],
  [0x1e00, 0x1efb],
  [0x2000, 0x2064],
  [0x20a0, 0x20b5],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];
