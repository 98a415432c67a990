import { formatMoney } from "@gkf/contract";
import PDFDocument from "pdfkit";
import { collect } from "./primitives.js";
import { pdfText } from "./text.js";

export interface ReceiptData {
  receiptNumber: string;
  reference: string;
  memberName: string;
  membershipCode: string | null;
  purpose: "REGISTRATION" | "RENEWAL";
  amount: number;
  currency: string;
  channel: string | null;
  paidAt: string;
}

const CHANNELS: Record<string, string> = { mobile_money: "Mobile money", card: "Card" };

/** An A5 receipt: what was paid, by whom, for what, when and how. */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A5",
    margin: 40,
    info: {
      Title: `Receipt ${data.receiptNumber}`,
      Author: "Ghana Karate Federation",
      Subject: `Payment ${data.reference}`,
    },
  });
  const done = collect(doc);

  doc.font("Helvetica-Bold").fontSize(16).fillColor("#14532d").text("Ghana Karate Federation");
  doc.font("Helvetica").fontSize(11).fillColor("#333333").text("Official receipt").moveDown(1.2);
  const rows: Array<[string, string]> = [
    ["Receipt number", data.receiptNumber],
    ["Payment reference", data.reference],
    ["Member", pdfText(data.memberName)],
    ["Membership number", data.membershipCode ?? "Assigned on payment"],
    ["For", data.purpose === "REGISTRATION" ? "Registration fee" : "Annual membership renewal"],
    ["Amount", formatMoney(data.amount, data.currency).replace("₵", "C")],
    ["Paid with", data.channel ? (CHANNELS[data.channel] ?? data.channel) : "-"],
    ["Paid on", new Date(data.paidAt).toUTCString().replace(" GMT", " UTC")],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica").fontSize(9).fillColor("#666666").text(label, 40, y, { width: 130 });
    doc.font("Helvetica-Bold").fontSize(10).fillColor("#111111").text(value, 175, y, { width: 200 });
    doc.moveDown(0.6);
  }
  doc
    .moveDown(1.5)
    .font("Helvetica")
    .fontSize(8)
    .fillColor("#666666")
    .text("Thank you. This receipt was issued by GKF Portal and is valid without a signature.", 40, doc.y, {
      width: 340,
    });
  doc.end();
  return done;
}
