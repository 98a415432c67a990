import { fillTemplate, formatMoney, type Language, type PaymentRecordPurpose } from "@gkf/contract";
import PDFDocument from "pdfkit";
import { FONT, useAppFonts } from "./fonts.js";
import { formatDate, pdfTexts } from "./labels.js";
import { collect } from "./primitives.js";
import { pdfText } from "./text.js";

export interface ReceiptData {
  receiptNumber: string;
  reference: string;
  memberName: string;
  membershipCode: string | null;
  purpose: PaymentRecordPurpose;
  amount: number;
  currency: string;
  channel: string | null;
  paidAt: string;
  /** The member's language; English when absent. */
  language?: Language;
}

/** An A5 receipt: what was paid, by whom, for what, when and how. */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const language = data.language ?? "en";
  const texts = pdfTexts(language);
  const words = texts.receipt;
  const channels: Record<string, string> = words.channels;
  const doc = new PDFDocument({
    size: "A5",
    margin: 40,
    info: {
      Title: fillTemplate(words.title, { receipt: data.receiptNumber }),
      Author: texts.federation,
      Subject: fillTemplate(words.subject, { reference: data.reference }),
    },
  });
  useAppFonts(doc);
  const done = collect(doc);

  doc.font(FONT.bold).fontSize(16).fillColor("#14532d").text(texts.federation);
  doc.font(FONT.regular).fontSize(11).fillColor("#333333").text(words.heading).moveDown(1.2);
  const rows: Array<[string, string]> = [
    [words.receipt_number, data.receiptNumber],
    [words.reference, data.reference],
    [words.member, pdfText(data.memberName)],
    [words.membership_number, data.membershipCode ?? words.assigned_on_payment],
    [words.purpose, words.purposes[data.purpose]],
    // "GH₵ 1,234.50" as the app writes it: the embedded font has the cedi sign.
    [words.amount, pdfText(formatMoney(data.amount, data.currency, language))],
    [words.channel, data.channel ? (channels[data.channel] ?? data.channel) : "-"],
    [
      words.paid_on,
      language === "en"
        ? new Date(data.paidAt).toUTCString().replace(" GMT", " UTC")
        : `${formatDate(data.paidAt, false, language)}, ${data.paidAt.slice(11, 16)} UTC`,
    ],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(FONT.regular).fontSize(9).fillColor("#666666").text(label, 40, y, { width: 130 });
    doc.font(FONT.bold).fontSize(10).fillColor("#111111").text(value, 175, y, { width: 200 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1.5).font(FONT.regular).fontSize(8).fillColor("#666666").text(words.footer, 40, doc.y, {
    width: 340,
  });
  doc.end();
  return done;
}
