// Printable membership documents: the A4 certificate and the credit-card-sized card, both PDF,
// both carrying a QR code that points at the public verification page.
//
// Only pdfkit's built-in standard fonts (Helvetica family) are used: no font files, no network.
// Those fonts speak WinAnsi (Windows-1252), so every string printed goes through `pdfText`, which
// folds anything outside that set (Ghanaian letters such as Ɛ/Ɔ, other scripts) to the nearest
// ASCII letter rather than writing glyph codes the font does not have.
//
// Output is deterministic: the PDF dates and file ID come from `issuedAt`, so the same data gives
// the same bytes.

import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import sharp from "sharp";

export interface CertificateData {
  /** "Ama Mensah" */
  fullName: string;
  /** "GKF-AA-26-000123" */
  code: string;
  /** "ATHLETE" → printed "Athlete" */
  membershipType: string;
  /** "KYU_3" → "3rd kyu", "DAN_1" → "1st dan (black belt)", null → "—" */
  belt: string | null;
  /** "Greater Accra" */
  regionName: string;
  /** "2026-11-21", printed "21 November 2026" */
  validFrom: string;
  /** "2027-11-21" */
  validUntil: string;
  /** "ACTIVE" */
  status: string;
  /** "https://portal.example/verify/GKF-AA-26-000123" */
  verifyUrl: string;
  /** JPEG/PNG (or anything sharp reads) passport photo; a placeholder with initials when absent. */
  photo?: Buffer | null;
  /** ISO time the document was generated. */
  issuedAt: string;
}

export interface RenderOptions {
  /** Deflate the page content streams (default true). `false` is for tests and debugging. */
  compress?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Formatting shared with the rest of the app

function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const BELT_CODE = /^(KYU|DAN)_([1-9]|10)$/;

/** "KYU_3" → "3rd kyu", "DAN_1" → "1st dan", null → "—". An unknown code is returned as given. */
export function formatBelt(code: string | null): string {
  if (code === null || code.trim() === "") return "—";
  const match = BELT_CODE.exec(code.trim().toUpperCase());
  if (!match) return code;
  const [, kind = "", grade = ""] = match;
  return `${ordinal(Number(grade))} ${kind.toLowerCase()}`;
}

/** "SOME_CODE" → "Some code". */
function humanize(code: string): string {
  const words = code
    .trim()
    .replace(/[_\s]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "ATHLETE" → "Athlete", "TECHNICAL_OFFICIAL" → "Technical official". */
export function formatMembershipType(type: string): string {
  return humanize(type);
}

/** The grade as printed on the documents: dan grades say they are black belts. */
function printedGrade(belt: string | null): string {
  const text = formatBelt(belt);
  return text.endsWith(" dan") ? `${text} (black belt)` : text;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-11-21" (or an ISO time, read as its calendar date in UTC, Ghana's time zone) →
 * "21 November 2026". Throws on anything else: a document with a wrong date must not be issued.
 */
function formatDate(value: string, short = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  let year: number;
  let month: number;
  let day: number;
  if (match) {
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
      throw new RangeError(`Invalid date: ${value}`);
    }
  } else {
    const time = parseTime(value);
    year = time.getUTCFullYear();
    month = time.getUTCMonth() + 1;
    day = time.getUTCDate();
  }
  const name = MONTHS[month - 1] ?? "";
  return `${day} ${short ? name.slice(0, 3) : name} ${year}`;
}

function parseTime(value: string): Date {
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim()) || Number.isNaN(time.getTime())) {
    throw new RangeError(`Invalid date: ${value}`);
  }
  return time;
}

// ---------------------------------------------------------------------------------------------
// Text the standard fonts can print

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

function initials(name: string): string {
  const words = pdfText(name)
    .split(" ")
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word !== "");
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

// ---------------------------------------------------------------------------------------------
// Images

/** Error correction M: survives a scuffed card, and keeps the code small enough to scan. */
/**
 * The address printed under the QR code, for people who type it: the public check of the number
 * (`…/verify/GKF-AA-26-000123`), not the card's signed token, which only the QR code and the PDF
 * link carry (docs/decisions.md, "card token design").
 */
export function printedAddress(verifyUrl: string, code: string): string {
  const at = verifyUrl.indexOf("/verify/t/");
  return at === -1 ? verifyUrl : `${verifyUrl.slice(0, at)}/verify/${code}`;
}

async function qrPng(url: string, margin: number, scale: number): Promise<Buffer> {
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
const PHOTO_RATIO = 35 / 45;

/**
 * The photo cropped to the passport ratio, turned upright (EXIF), flattened onto white and
 * re-encoded as a modest JPEG — so WebP, huge, CMYK or transparent uploads all print the same.
 * A photo that cannot be read gives null: the document is still issued, with the placeholder.
 */
async function preparePhoto(photo: Buffer | null | undefined): Promise<Buffer | null> {
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

// ---------------------------------------------------------------------------------------------
// Drawing

const COLOR = {
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

type Doc = PDFKit.PDFDocument;

interface Prepared {
  data: CertificateData;
  name: string;
  code: string;
  type: string;
  grade: string;
  region: string;
  validFrom: string;
  validUntil: string;
  status: string;
  active: boolean;
  url: string;
  issued: Date;
  photo: Buffer | null;
}

async function prepare(data: CertificateData): Promise<Prepared> {
  const issued = parseTime(data.issuedAt);
  return {
    data,
    name: pdfText(data.fullName),
    code: pdfText(data.code),
    type: pdfText(formatMembershipType(data.membershipType)),
    grade: pdfText(printedGrade(data.belt)),
    region: pdfText(data.regionName),
    validFrom: formatDate(data.validFrom),
    validUntil: formatDate(data.validUntil),
    status: pdfText(humanize(data.status)),
    active: data.status.trim().toUpperCase() === "ACTIVE",
    url: pdfText(printedAddress(data.verifyUrl, data.code)),
    issued,
    photo: await preparePhoto(data.photo),
  };
}

function createDoc(size: [number, number], p: Prepared, title: string, options: RenderOptions): Doc {
  return new PDFDocument({
    size,
    margin: 0,
    compress: options.compress ?? true,
    lang: "en-GB",
    displayTitle: true,
    info: {
      Title: `${title} ${p.data.code} - ${p.data.fullName}`,
      Author: "Ghana Karate Federation",
      Subject: `Ghana Karate Federation membership ${p.data.code}, valid ${formatDate(p.data.validFrom)} to ${formatDate(p.data.validUntil)}. Verify at ${printedAddress(p.data.verifyUrl, p.data.code)}`,
      Keywords: `GKF, membership, ${p.data.code}`,
      Creator: "GKF Portal",
      Producer: "GKF Portal (PDFKit)",
      CreationDate: p.issued,
      ModDate: p.issued,
    },
  });
}

/** Listens for the bytes; call before drawing, then `doc.end()`. */
function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** The largest size (down to `min`) at which `text` fits `width`; below that it is cut with "…". */
function fitText(doc: Doc, text: string, font: string, max: number, min: number, width: number) {
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
function line(
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
function star(doc: Doc, cx: number, cy: number, radius: number, color: string): void {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  doc.polygon(...points).fill(color);
}

/** Red, gold and green, side by side. */
function tricolourRule(doc: Doc, x: number, y: number, width: number, height: number): void {
  const third = width / 3;
  doc.rect(x, y, third, height).fill(COLOR.red);
  doc.rect(x + third, y, third, height).fill(COLOR.gold);
  doc.rect(x + 2 * third, y, third, height).fill(COLOR.green);
}

function photoOrPlaceholder(doc: Doc, p: Prepared, x: number, y: number, w: number, h: number): void {
  if (p.photo) {
    doc.image(p.photo, x, y, { width: w, height: h });
    doc.lineWidth(0.5).rect(x, y, w, h).stroke(COLOR.faint);
    return;
  }
  doc.rect(x, y, w, h).fillAndStroke(COLOR.paper, COLOR.faint);
  const letters = initials(p.data.fullName);
  const size = w * 0.36;
  doc.font("Helvetica-Bold").fontSize(size).fillColor(COLOR.muted);
  const textWidth = doc.widthOfString(letters);
  doc.text(letters, x + (w - textWidth) / 2, y + (h - size * 0.72) / 2 - size * 0.2, { lineBreak: false });
}

/**
 * The name on the card: one line from 10.5 pt down to 7.5 pt, else two lines (split between
 * words where both halves fit) or three, down to 5.5 pt; failing all that, one line cut short.
 */
function cardNameLines(doc: Doc, name: string, width: number): { lines: string[]; size: number } {
  doc.font("Helvetica-Bold");
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

function qrWithLinks(doc: Doc, qr: Buffer, url: string, x: number, y: number, size: number): void {
  doc.image(qr, x, y, { width: size, height: size });
  doc.link(x, y, size, size, url);
}

// ---------------------------------------------------------------------------------------------
// The certificate: A4 landscape

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

/** An A4 landscape PDF certificate of membership with a QR code pointing to `data.verifyUrl`. */
export async function renderMembershipCertificate(data: CertificateData, options: RenderOptions = {}): Promise<Buffer> {
  const [p, qr] = await Promise.all([prepare(data), qrPng(data.verifyUrl, 1, 10)]);
  const doc = createDoc(A4_LANDSCAPE, p, "Certificate of Membership", options);
  const [W, H] = A4_LANDSCAPE;
  const done = collect(doc);

  // Frame: a green rule with a fine gold one inside it.
  doc
    .lineWidth(2)
    .rect(20, 20, W - 40, H - 40)
    .stroke(COLOR.green);
  doc
    .lineWidth(0.6)
    .rect(27, 27, W - 54, H - 54)
    .stroke(COLOR.goldDeep);

  // Heading.
  star(doc, W / 2, 66, 15, COLOR.black);
  line(doc, "Ghana Karate Federation", 60, 90, W - 120, {
    font: "Helvetica-Bold",
    size: 30,
    color: COLOR.greenDark,
    align: "center",
  });
  doc.font("Helvetica").fontSize(13).fillColor(COLOR.muted);
  const heading = "Certificate of Membership";
  const headingWidth = doc.widthOfString(heading, { characterSpacing: 2 });
  doc.text(heading, (W - headingWidth) / 2, 128, { lineBreak: false, characterSpacing: 2 });
  tricolourRule(doc, W / 2 - 60, 152, 120, 3);

  // The member.
  line(doc, "This is to certify that", 60, 174, W - 120, {
    font: "Helvetica-Oblique",
    size: 12,
    color: COLOR.muted,
    align: "center",
  });
  const nameSize = fitText(doc, p.name, "Helvetica-Bold", 32, 16, W - 160).size;
  line(doc, p.name, 80, 194 + (32 - nameSize) * 0.5, W - 160, {
    font: "Helvetica-Bold",
    size: 32,
    min: 16,
    color: COLOR.ink,
    align: "center",
  });
  doc
    .lineWidth(0.6)
    .moveTo(W / 2 - 190, 236)
    .lineTo(W / 2 + 190, 236)
    .stroke(COLOR.goldDeep);
  line(doc, "is a registered member of the Ghana Karate Federation.", 60, 246, W - 120, {
    font: "Helvetica-Oblique",
    size: 12,
    color: COLOR.muted,
    align: "center",
  });

  // Body: photo | details | QR code.
  const top = 296;
  photoOrPlaceholder(doc, p, 92, top, 98, Math.round(98 / PHOTO_RATIO));

  const rows: [string, string, string?][] = [
    ["Membership number", p.code],
    ["Membership type", p.type],
    ["Grade", p.grade],
    ["Region", p.region],
    ["Valid from", p.validFrom],
    ["Valid until", p.validUntil],
    ["Status", p.status, p.active ? COLOR.green : COLOR.red],
  ];
  const tableX = 222;
  const tableW = 340;
  const labelW = 130;
  const rowH = 21;
  doc.lineWidth(0.5);
  doc
    .moveTo(tableX, top)
    .lineTo(tableX + tableW, top)
    .stroke(COLOR.faint);
  rows.forEach(([label, value, color], i) => {
    const y = top + i * rowH;
    line(doc, label, tableX + 6, y + 6.5, labelW - 12, { font: "Helvetica", size: 10, color: COLOR.muted });
    line(doc, value, tableX + labelW, y + 5.5, tableW - labelW - 6, {
      font: "Helvetica-Bold",
      size: 11.5,
      min: 7,
      color: color ?? COLOR.ink,
    });
    doc
      .moveTo(tableX, y + rowH)
      .lineTo(tableX + tableW, y + rowH)
      .stroke(COLOR.faint);
  });

  const qrSize = 124;
  const qrX = 612;
  qrWithLinks(doc, qr, data.verifyUrl, qrX, top, qrSize);
  line(doc, "Scan to verify", qrX - 30, top + qrSize + 8, qrSize + 60, {
    font: "Helvetica-Bold",
    size: 10,
    color: COLOR.ink,
    align: "center",
  });
  const urlBoxX = qrX - 45;
  const urlBoxW = qrSize + 90;
  line(doc, p.url, urlBoxX, top + qrSize + 23, urlBoxW, {
    font: "Helvetica",
    size: 7,
    min: 4.5,
    color: COLOR.muted,
    align: "center",
  });
  doc.link(urlBoxX, top + qrSize + 21, urlBoxW, 11, data.verifyUrl);

  // Footer.
  doc
    .lineWidth(0.5)
    .moveTo(70, 500)
    .lineTo(W - 70, 500)
    .stroke(COLOR.faint);
  const footer =
    `Issued ${formatDate(data.issuedAt)} by GKF Portal. ` +
    "This certificate is valid only while the membership is active; scan the code to check.";
  line(doc, footer, 70, 512, W - 140, { font: "Helvetica", size: 8.5, min: 6, color: COLOR.muted, align: "center" });
  tricolourRule(doc, W / 2 - 24, 538, 48, 2);

  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------
// The card: ISO/IEC 7810 ID-1, 85.6 × 54 mm

const MM = 72 / 25.4;
const CARD: [number, number] = [Math.round(85.6 * MM * 100) / 100, Math.round(54 * MM * 100) / 100];

/** A credit-card-sized (85.6 × 54 mm) PDF membership card with a QR code pointing to `data.verifyUrl`. */
export async function renderMembershipCard(data: CertificateData, options: RenderOptions = {}): Promise<Buffer> {
  const [p, qr] = await Promise.all([prepare(data), qrPng(data.verifyUrl, 1, 10)]);
  const doc = createDoc(CARD, p, "Membership card", options);
  const [W, H] = CARD;
  const done = collect(doc);

  // Header: flag colours across the top, federation name, black star.
  doc.rect(0, 0, W, 2.2).fill(COLOR.red);
  doc.rect(0, 2.2, W, 2.2).fill(COLOR.gold);
  doc.rect(0, 4.4, W, 2.2).fill(COLOR.green);
  line(doc, "Ghana Karate Federation", 10, 13, W - 44, { font: "Helvetica-Bold", size: 11, color: COLOR.greenDark });
  doc.font("Helvetica").fontSize(5.5).fillColor(COLOR.muted);
  doc.text("MEMBERSHIP CARD", 10, 26, { lineBreak: false, characterSpacing: 1.2 });
  star(doc, W - 18, 20, 8, COLOR.black);

  // Photo and status.
  const photoW = 50;
  const photoH = Math.round(photoW / PHOTO_RATIO);
  const top = 40;
  photoOrPlaceholder(doc, p, 10, top, photoW, photoH);
  const pillY = top + photoH + 4;
  doc.roundedRect(10, pillY, photoW, 10, 5).fill(p.active ? COLOR.green : COLOR.red);
  line(doc, p.status.toUpperCase(), 12, pillY + 2.6, photoW - 4, {
    font: "Helvetica-Bold",
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
      font: "Helvetica-Bold",
      size: nameLines.size,
      min: 5,
      color: COLOR.ink,
    });
  });
  const rows: [string, string][] = [
    ["No.", p.code],
    ["Type", p.type],
    ["Grade", p.grade],
    ["Region", p.region],
    ["Valid from", formatDate(data.validFrom, true)],
    ["Valid until", formatDate(data.validUntil, true)],
  ];
  const rowsTop = nameLines.lines.length > 1 ? top + 4 + nameLines.lines.length * nameLines.size * 1.1 : top + 15;
  rows.forEach(([label, value], i) => {
    const y = rowsTop + i * 9.8;
    line(doc, label, textX, y + 0.6, 30, { font: "Helvetica", size: 5.5, color: COLOR.muted });
    line(doc, value, textX + 31, y, textW - 31, { font: "Helvetica-Bold", size: 6.5, min: 4, color: COLOR.ink });
  });

  // QR code.
  const qrSize = 64;
  const qrX = W - 10 - qrSize;
  qrWithLinks(doc, qr, data.verifyUrl, qrX, top - 2, qrSize);
  line(doc, "Scan to verify", qrX, top + qrSize + 1, qrSize, {
    font: "Helvetica-Bold",
    size: 6,
    color: COLOR.ink,
    align: "center",
  });

  // Footer band with the verification address.
  const bandY = H - 16;
  doc.rect(0, bandY, W, 16).fill(COLOR.green);
  line(doc, p.url, 10, bandY + 5.5, W - 20, {
    font: "Helvetica",
    size: 5.5,
    min: 3.5,
    color: "#ffffff",
    align: "center",
  });
  doc.link(0, bandY, W, 16, data.verifyUrl);

  doc.end();
  return done;
}
