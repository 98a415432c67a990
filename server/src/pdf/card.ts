// The membership card: credit-card sized, with a QR code pointing at the public verification
// page (pdf/membership-document.ts has what it shares with the certificate).

import { FONT } from "./fonts.js";
import { formatDate } from "./labels.js";
import { type CertificateData, createDoc, photoOrPlaceholder, prepare } from "./membership-document.js";
import {
  COLOR,
  collect,
  type Doc,
  line,
  PHOTO_RATIO,
  qrPng,
  qrWithLinks,
  type RenderOptions,
  star,
} from "./primitives.js";
import { pdfText } from "./text.js";

/**
 * The name on the card: one line from 10.5 pt down to 7.5 pt, else two lines (split between
 * words where both halves fit) or three, down to 5.5 pt; failing all that, one line cut short.
 */
function cardNameLines(doc: Doc, name: string, width: number): { lines: string[]; size: number } {
  doc.font(FONT.bold);
  for (let size = 10.5; size >= 7.5; size -= 0.5) {
    if (doc.fontSize(size).widthOfString(name) <= width) return { lines: [name], size };
  }
  const words = name.split(" ");
  const fits = (text: string) => doc.widthOfString(text) <= width;
  for (let size = 8; size >= 5.5; size -= 0.5) {
    doc.fontSize(size);
    let best: string[] | null = null;
    let bestWidth = Number.POSITIVE_INFINITY;
    for (let cut = 1; cut < words.length; cut++) {
      const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
      const widest = Math.max(...lines.map((text) => doc.widthOfString(text)));
      if (widest <= width && widest < bestWidth) {
        best = lines;
        bestWidth = widest;
      }
    }
    if (best) return { lines: best, size };
  }
  for (let size = 7; size >= 5.5; size -= 0.5) {
    doc.fontSize(size);
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 3 && lines.every(fits)) return { lines, size };
  }
  return { lines: [name], size: 7.5 };
}

const MM = 72 / 25.4;
const CARD: [number, number] = [Math.round(85.6 * MM * 100) / 100, Math.round(54 * MM * 100) / 100];

/** A credit-card-sized (85.6 × 54 mm) PDF membership card with a QR code pointing to `data.verifyUrl`. */
export async function renderMembershipCard(data: CertificateData, options: RenderOptions = {}): Promise<Buffer> {
  const [p, qr] = await Promise.all([prepare(data), qrPng(data.verifyUrl, 1, 10)]);
  const words = p.texts.card;
  const doc = createDoc(CARD, p, words.title, options);
  const [W, H] = CARD;
  const done = collect(doc);

  // Header: flag colours across the top, federation name, black star.
  doc.rect(0, 0, W, 2.2).fill(COLOR.red);
  doc.rect(0, 2.2, W, 2.2).fill(COLOR.gold);
  doc.rect(0, 4.4, W, 2.2).fill(COLOR.green);
  // A longer name (French) is set smaller, never cut.
  line(doc, pdfText(p.texts.federation), 10, 13, W - 44, {
    font: FONT.bold,
    size: 11,
    min: 7,
    color: COLOR.greenDark,
  });
  doc.font(FONT.regular).fontSize(5.5).fillColor(COLOR.muted);
  doc.text(pdfText(words.heading), 10, 26, { lineBreak: false, characterSpacing: 1.2 });
  star(doc, W - 18, 20, 8, COLOR.black);

  // Photo and status.
  const photoW = 50;
  const photoH = Math.round(photoW / PHOTO_RATIO);
  const top = 40;
  photoOrPlaceholder(doc, p, 10, top, photoW, photoH);
  const pillY = top + photoH + 4;
  doc.roundedRect(10, pillY, photoW, 10, 5).fill(p.active ? COLOR.green : COLOR.red);
  line(doc, p.status.toUpperCase(), 12, pillY + 2.6, photoW - 4, {
    font: FONT.bold,
    size: 5.5,
    min: 3.5,
    color: "#ffffff",
    align: "center",
  });

  // Name (two lines for a long one) and details.
  const textX = 68;
  const textW = 96;
  const nameLines = cardNameLines(doc, p.name, textW);
  nameLines.lines.forEach((text, i) => {
    line(doc, text, textX, top - 1 + i * nameLines.size * 1.1, textW, {
      font: FONT.bold,
      size: nameLines.size,
      min: 5,
      color: COLOR.ink,
    });
  });
  const rows: [string, string][] = [
    [words.number, p.code],
    [words.type, p.type],
    [words.belt, p.grade],
    [words.region, p.region],
    [words.valid_from, pdfText(formatDate(data.validFrom, true, p.language))],
    [words.valid_until, pdfText(formatDate(data.validUntil, true, p.language))],
  ];
  const rowsTop = nameLines.lines.length > 1 ? top + 4 + nameLines.lines.length * nameLines.size * 1.1 : top + 15;
  rows.forEach(([label, value], i) => {
    const y = rowsTop + i * 9.8;
    line(doc, label, textX, y + 0.6, 30, { font: FONT.regular, size: 5.5, min: 4, color: COLOR.muted });
    line(doc, value, textX + 31, y, textW - 31, { font: FONT.bold, size: 6.5, min: 4, color: COLOR.ink });
  });

  // QR code.
  const qrSize = 64;
  const qrX = W - 10 - qrSize;
  qrWithLinks(doc, qr, data.verifyUrl, qrX, top - 2, qrSize);
  line(doc, pdfText(words.scan), qrX - 4, top + qrSize + 1, qrSize + 8, {
    font: FONT.bold,
    size: 6,
    min: 4.5,
    color: COLOR.ink,
    align: "center",
  });

  // Footer band with the verification address.
  const bandY = H - 16;
  doc.rect(0, bandY, W, 16).fill(COLOR.green);
  line(doc, p.url, 10, bandY + 5.5, W - 20, {
    font: FONT.regular,
    size: 5.5,
    min: 3.5,
    color: "#ffffff",
    align: "center",
  });
  doc.link(0, bandY, W, 16, data.verifyUrl);

  doc.end();
  return done;
}
