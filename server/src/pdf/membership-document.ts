// What the certificate and the card share: the member's data, prepared for printing once, the
// document's metadata, the photo (or initials) box, and the address printed under the QR code.
//
// Output is deterministic: the PDF dates and file ID come from `issuedAt`, so the same data gives
// the same bytes.

import { fillTemplate, type Language } from "@gkf/contract";
import PDFDocument from "pdfkit";
import { FONT, useAppFonts } from "./fonts.js";
import { formatDate, formatMembershipType, humanize, parseTime, pdfTexts, printedGrade } from "./labels.js";
import { COLOR, type Doc, preparePhoto, type RenderOptions } from "./primitives.js";
import { initials, pdfText } from "./text.js";

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
  /** The member's language (their account's `language`); English when absent. */
  language?: Language;
}

/**
 * The address printed under the QR code, for people who type it: the public check of the number
 * (`…/verify/GKF-AA-26-000123`), not the card's signed token, which only the QR code and the PDF
 * link carry (docs/decisions.md, "card token design").
 */
export function printedAddress(verifyUrl: string, code: string): string {
  const at = verifyUrl.indexOf("/verify/t/");
  return at === -1 ? verifyUrl : `${verifyUrl.slice(0, at)}/verify/${code}`;
}

export interface Prepared {
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
  language: Language;
  texts: ReturnType<typeof pdfTexts>;
}

export async function prepare(data: CertificateData): Promise<Prepared> {
  const issued = parseTime(data.issuedAt);
  const language = data.language ?? "en";
  const texts = pdfTexts(language);
  const statuses: Record<string, string> = texts.statuses;
  return {
    data,
    name: pdfText(data.fullName),
    code: pdfText(data.code),
    type: pdfText(formatMembershipType(data.membershipType, language)),
    grade: pdfText(printedGrade(data.belt, language)),
    region: pdfText(data.regionName),
    validFrom: pdfText(formatDate(data.validFrom, false, language)),
    validUntil: pdfText(formatDate(data.validUntil, false, language)),
    status: pdfText(statuses[data.status.trim().toUpperCase()] ?? humanize(data.status)),
    active: data.status.trim().toUpperCase() === "ACTIVE",
    url: pdfText(printedAddress(data.verifyUrl, data.code)),
    issued,
    photo: await preparePhoto(data.photo),
    language,
    texts,
  };
}

export function createDoc(size: [number, number], p: Prepared, title: string, options: RenderOptions): Doc {
  const doc = new PDFDocument({
    size,
    margin: 0,
    compress: options.compress ?? true,
    lang: p.language === "fr" ? "fr" : "en-GB",
    displayTitle: true,
    info: {
      Title: `${title} ${p.data.code} - ${p.data.fullName}`,
      Author: p.texts.federation,
      Subject: fillTemplate(p.texts.subject, {
        code: p.data.code,
        from: formatDate(p.data.validFrom, false, p.language),
        to: formatDate(p.data.validUntil, false, p.language),
        url: printedAddress(p.data.verifyUrl, p.data.code),
      }),
      Keywords: `GKF, membership, ${p.data.code}`,
      Creator: "GKF Portal",
      Producer: "GKF Portal (PDFKit)",
      CreationDate: p.issued,
      ModDate: p.issued,
    },
  });
  return useAppFonts(doc);
}

export function photoOrPlaceholder(doc: Doc, p: Prepared, x: number, y: number, w: number, h: number): void {
  if (p.photo) {
    doc.image(p.photo, x, y, { width: w, height: h });
    doc.lineWidth(0.5).rect(x, y, w, h).stroke(COLOR.faint);
    return;
  }
  doc.rect(x, y, w, h).fillAndStroke(COLOR.paper, COLOR.faint);
  const letters = initials(p.data.fullName);
  const size = w * 0.36;
  doc.font(FONT.bold).fontSize(size).fillColor(COLOR.muted);
  const textWidth = doc.widthOfString(letters);
  doc.text(letters, x + (w - textWidth) / 2, y + (h - size * 0.72) / 2 - size * 0.2, { lineBreak: false });
}
