// The membership certificate: A4 landscape, with a QR code pointing at the public verification
// page (pdf/membership-document.ts has what it shares with the card).

import { fillTemplate } from "@gkf/contract";
import { FONT } from "./fonts.js";
import { formatDate } from "./labels.js";
import { type CertificateData, createDoc, photoOrPlaceholder, prepare } from "./membership-document.js";
import {
  A4_LANDSCAPE,
  COLOR,
  certificateFooter,
  certificateFrame,
  collect,
  factsTable,
  fitText,
  line,
  PHOTO_RATIO,
  qrPng,
  qrWithLinks,
  type RenderOptions,
  tricolourRule,
} from "./primitives.js";
import { pdfText } from "./text.js";

/** An A4 landscape PDF certificate of membership with a QR code pointing to `data.verifyUrl`. */
export async function renderMembershipCertificate(data: CertificateData, options: RenderOptions = {}): Promise<Buffer> {
  const [p, qr] = await Promise.all([prepare(data), qrPng(data.verifyUrl, 1, 10)]);
  const words = p.texts.certificate;
  const doc = createDoc(A4_LANDSCAPE, p, words.title, options);
  const [W, _H] = A4_LANDSCAPE;
  const done = collect(doc);

  // Frame and heading.
  certificateFrame(doc, p.texts.federation);
  doc.font(FONT.regular).fontSize(13).fillColor(COLOR.muted);
  const heading = pdfText(words.heading);
  const headingWidth = doc.widthOfString(heading, { characterSpacing: 2 });
  doc.text(heading, (W - headingWidth) / 2, 128, { lineBreak: false, characterSpacing: 2 });
  tricolourRule(doc, W / 2 - 60, 152, 120, 3);

  // The member.
  line(doc, pdfText(words.certify), 60, 174, W - 120, {
    font: FONT.regular,
    size: 12,
    min: 9,
    color: COLOR.muted,
    align: "center",
  });
  const nameSize = fitText(doc, p.name, FONT.bold, 32, 16, W - 160).size;
  line(doc, p.name, 80, 194 + (32 - nameSize) * 0.5, W - 160, {
    font: FONT.bold,
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
  line(doc, pdfText(words.registered), 60, 246, W - 120, {
    font: FONT.regular,
    size: 12,
    min: 9,
    color: COLOR.muted,
    align: "center",
  });

  // Body: photo | details | QR code.
  const top = 296;
  photoOrPlaceholder(doc, p, 92, top, 98, Math.round(98 / PHOTO_RATIO));

  const rows: [string, string, string?][] = [
    [words.membership_number, p.code],
    [words.membership_type, p.type],
    [words.belt, p.grade],
    [words.region, p.region],
    [words.valid_from, p.validFrom],
    [words.valid_until, p.validUntil],
    [words.status, p.status, p.active ? COLOR.green : COLOR.red],
  ];
  factsTable(doc, rows, { x: 222, y: top, width: 340, labelWidth: 130, rowHeight: 21 });

  const qrSize = 124;
  const qrX = 612;
  qrWithLinks(doc, qr, data.verifyUrl, qrX, top, qrSize);
  line(doc, pdfText(words.scan), qrX - 30, top + qrSize + 8, qrSize + 60, {
    font: FONT.bold,
    size: 10,
    min: 7,
    color: COLOR.ink,
    align: "center",
  });
  const urlBoxX = qrX - 45;
  const urlBoxW = qrSize + 90;
  line(doc, p.url, urlBoxX, top + qrSize + 23, urlBoxW, {
    font: FONT.regular,
    size: 7,
    min: 4.5,
    color: COLOR.muted,
    align: "center",
  });
  doc.link(urlBoxX, top + qrSize + 21, urlBoxW, 11, data.verifyUrl);

  certificateFooter(doc, pdfText(fillTemplate(words.footer, { date: formatDate(data.issuedAt, false, p.language) })));

  doc.end();
  return done;
}
