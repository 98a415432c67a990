// Drawing primitives shared by every PDF of the app (certificates, card, receipt): colours, the
// byte collector, one-line fitted text, the black star, the certificates' frame, the flag's rule,
// QR codes and photos.

import QRCode from "qrcode";
import sharp from "sharp";
import { FONT } from "./fonts.js";
import { pdfText } from "./text.js";

export const COLOR = {
  ink: "#1d2125",
  muted: "#5f6873",
  faint: "#d5d9de",
  paper: "#f4f5f6",
  green: "#006b3f",
  greenDark: "#004d2e",
  gold: "#fcd116",
  goldDeep: "#b8941f",
  red: "#ce1126",
  black: "#000000",
};

export type Doc = PDFKit.PDFDocument;

export interface RenderOptions {
  /** Deflate the page content streams (default true). `false` is for tests and debugging. */
  compress?: boolean;
}

/** Listens for the bytes; call before drawing, then `doc.end()`. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** The largest size (down to `min`) at which `text` fits `width`; below that it is cut with "…". */
export function fitText(doc: Doc, text: string, font: string, max: number, min: number, width: number) {
  doc.font(font);
  let size = max;
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size = Math.max(min, size - 0.5);
  doc.fontSize(size);
  let fitted = text;
  if (doc.widthOfString(fitted) > width) {
    while (fitted.length > 1 && doc.widthOfString(`${fitted}…`) > width) fitted = fitted.slice(0, -1);
    fitted = `${fitted.trimEnd()}…`;
  }
  return { text: fitted, size };
}

/** One line of text, never wrapped, shrunk to fit `width`, aligned within [x, x + width]. */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: { font: string; size: number; min?: number; color: string; align?: "left" | "center" | "right" },
): void {
  const fitted = fitText(doc, text, style.font, style.size, style.min ?? style.size, width);
  const textWidth = doc.widthOfString(fitted.text);
  const align = style.align ?? "left";
  const left = align === "center" ? x + (width - textWidth) / 2 : align === "right" ? x + width - textWidth : x;
  doc.fillColor(style.color).text(fitted.text, left, y, { lineBreak: false });
}

/** A five-pointed star (the black star of the Ghana flag) centred at (cx, cy). */
export function star(doc: Doc, cx: number, cy: number, radius: number, color: string): void {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  doc.polygon(...points).fill(color);
}

/** A4 landscape, in points: the certificates' page. */
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

/**
 * What the membership and grade certificates open with on an A4_LANDSCAPE page: a green frame
 * with a fine gold one inside it, the black star and the federation's name.
 */
export function certificateFrame(doc: Doc, federation: string): void {
  const [W, H] = A4_LANDSCAPE;
  doc
    .lineWidth(2)
    .rect(20, 20, W - 40, H - 40)
    .stroke(COLOR.green);
  doc
    .lineWidth(0.6)
    .rect(27, 27, W - 54, H - 54)
    .stroke(COLOR.goldDeep);
  star(doc, W / 2, 66, 15, COLOR.black);
  line(doc, pdfText(federation), 60, 90, W - 120, {
    font: FONT.bold,
    size: 30,
    min: 20,
    color: COLOR.greenDark,
    align: "center",
  });
}

/** Red, gold and green, side by side. */
/**
 * A certificate's facts: a row for each, its label in grey and its value in bold (in the row's
 * colour, ink unless given), with a faint rule above the first row and below every row.
 */
export function factsTable(
  doc: Doc,
  rows: readonly (readonly [label: string, value: string, color?: string])[],
  box: { x: number; y: number; width: number; labelWidth: number; rowHeight: number },
): void {
  const { x, y: top, width, labelWidth, rowHeight } = box;
  const rule = (y: number) =>
    doc
      .lineWidth(0.5)
      .moveTo(x, y)
      .lineTo(x + width, y)
      .stroke(COLOR.faint);
  rule(top);
  rows.forEach(([label, value, color], i) => {
    const y = top + i * rowHeight;
    const textTop = y + rowHeight / 2 - 4;
    line(doc, label, x + 6, textTop, labelWidth - 12, { font: FONT.regular, size: 10, min: 7, color: COLOR.muted });
    line(doc, value, x + labelWidth, textTop - 1, width - labelWidth - 6, {
      font: FONT.bold,
      size: 11.5,
      min: 6,
      color: color ?? COLOR.ink,
    });
    rule(y + rowHeight);
  });
}

/** A landscape certificate's foot: a faint rule, a line of small print, and the flag's colours under it. */
export function certificateFooter(doc: Doc, text: string): void {
  const [W] = A4_LANDSCAPE;
  doc
    .lineWidth(0.5)
    .moveTo(70, 500)
    .lineTo(W - 70, 500)
    .stroke(COLOR.faint);
  line(doc, text, 70, 512, W - 140, { font: FONT.regular, size: 8.5, min: 6, color: COLOR.muted, align: "center" });
  tricolourRule(doc, W / 2 - 24, 538, 48, 2);
}

export function tricolourRule(doc: Doc, x: number, y: number, width: number, height: number): void {
  const third = width / 3;
  doc.rect(x, y, third, height).fill(COLOR.red);
  doc.rect(x + third, y, third, height).fill(COLOR.gold);
  doc.rect(x + 2 * third, y, third, height).fill(COLOR.green);
}

/** A QR code of `url` that is also a link to it. */
export function qrWithLinks(doc: Doc, qr: Buffer, url: string, x: number, y: number, size: number): void {
  doc.image(qr, x, y, { width: size, height: size });
  doc.link(x, y, size, size, url);
}

// ---------------------------------------------------------------------------------------------
// Images

/** Error correction M: survives a scuffed card, and keeps the code small enough to scan. */
export async function qrPng(url: string, margin: number, scale: number): Promise<Buffer> {
  if (url.trim() === "") throw new TypeError("verifyUrl is empty");
  // Grayscale without alpha: pdfkit embeds it as one image (an alpha channel would add a soft mask).
  // `colorType` goes straight to pngjs; the typings only list the deflate settings.
  const rendererOpts = { colorType: 0, deflateLevel: 9 };
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin, scale, rendererOpts });
}

/** A PNG QR code for `url` (for the web card view): 10 px modules, the standard 4-module quiet zone. */
export function renderQrPng(url: string): Promise<Buffer> {
  return qrPng(url, 4, 10);
}

/** Passport ratio 35 × 45 mm. */
export const PHOTO_RATIO = 35 / 45;

/**
 * The photo cropped to the passport ratio, turned upright (EXIF), flattened onto white and
 * re-encoded as a modest JPEG — so WebP, huge, CMYK or transparent uploads all print the same.
 * A photo that cannot be read gives null: the document is still issued, with the placeholder.
 */
export async function preparePhoto(photo: Buffer | null | undefined): Promise<Buffer | null> {
  if (!photo || photo.length === 0) return null;
  try {
    return await sharp(photo)
      .rotate()
      .resize(420, Math.round(420 / PHOTO_RATIO), { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}
