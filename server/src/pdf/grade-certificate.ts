// The grade certificate of a pass at a federation grading (decision 90): A4 landscape, in the
// member's language, with a QR code pointing at the public check of the award.

import { fillTemplate, type Language } from "@gkf/contract";
import PDFDocument from "pdfkit";
import { FONT, useAppFonts } from "./fonts.js";
import { formatDate, parseTime, pdfTexts, printedGrade } from "./labels.js";
import {
  A4_LANDSCAPE,
  COLOR,
  certificateFooter,
  certificateFrame,
  collect,
  factsTable,
  line,
  qrPng,
  qrWithLinks,
  type RenderOptions,
  tricolourRule,
} from "./primitives.js";
import { pdfText } from "./text.js";

export interface GradeCertificateData {
  fullName: string;
  /** Membership number, when the member has one. */
  code: string | null;
  /** "KYU_4" */
  belt: string;
  /** The exam day, YYYY-MM-DD. */
  gradingDate: string;
  venue: string;
  examiners: string[];
  /** The public check: `<PUBLIC_URL>/verify/grade/<token>`. */
  verifyUrl: string;
  /** When the grade was awarded (ISO): the document's dates, so the same award gives the same bytes. */
  issuedAt: string;
  language?: Language | undefined;
}

const TEXTS = {
  en: {
    title: "Grade certificate",
    heading: "GRADE CERTIFICATE",
    certify: "This is to certify that",
    passed: "passed the grading examination of the Ghana Karate Federation and is awarded the grade of",
    membership_number: "Membership number",
    date: "Grading date",
    venue: "Venue",
    examiners: "Examiners",
    scan: "Scan to verify",
    footer: "Awarded {{date}} at a GKF grading and recorded in the member's belt history. Scan the code to check.",
  },
  fr: {
    title: "Certificat de grade",
    heading: "CERTIFICAT DE GRADE",
    certify: "Nous certifions que",
    passed: "a réussi l'examen de grade de la Fédération ghanéenne de karaté et reçoit le grade de",
    membership_number: "Numéro de membre",
    date: "Date de l'examen",
    venue: "Lieu",
    examiners: "Examinateurs",
    scan: "Scanner pour vérifier",
    footer:
      "Décerné le {{date}} lors d'un examen de la GKF et inscrit dans l'historique des grades du membre. Scannez le code pour vérifier.",
  },
} as const;

export async function renderGradeCertificate(data: GradeCertificateData, options: RenderOptions = {}): Promise<Buffer> {
  const language = data.language ?? "en";
  const words = TEXTS[language];
  const issued = parseTime(data.issuedAt);
  const name = pdfText(data.fullName);
  const grade = pdfText(printedGrade(data.belt, language));
  const qr = await qrPng(data.verifyUrl, 1, 10);
  const doc = useAppFonts(
    new PDFDocument({
      size: A4_LANDSCAPE,
      margin: 0,
      compress: options.compress ?? true,
      lang: language === "fr" ? "fr" : "en-GB",
      displayTitle: true,
      info: {
        Title: `${words.title} - ${data.fullName} - ${printedGrade(data.belt, language)}`,
        Author: pdfTexts(language).federation,
        Creator: "GKF Portal",
        Producer: "GKF Portal (PDFKit)",
        CreationDate: issued,
        ModDate: issued,
      },
    }),
  );
  const [W, _H] = A4_LANDSCAPE;
  const done = collect(doc);

  certificateFrame(doc, pdfTexts(language).federation);
  line(doc, words.heading, 60, 128, W - 120, {
    font: FONT.regular,
    size: 13,
    min: 9,
    color: COLOR.muted,
    align: "center",
  });
  tricolourRule(doc, W / 2 - 60, 152, 120, 3);

  line(doc, pdfText(words.certify), 60, 174, W - 120, {
    font: FONT.regular,
    size: 12,
    min: 9,
    color: COLOR.muted,
    align: "center",
  });
  line(doc, name, 80, 194, W - 160, { font: FONT.bold, size: 32, min: 16, color: COLOR.ink, align: "center" });
  line(doc, pdfText(words.passed), 60, 244, W - 120, {
    font: FONT.regular,
    size: 12,
    min: 8,
    color: COLOR.muted,
    align: "center",
  });
  line(doc, grade, 80, 266, W - 160, { font: FONT.bold, size: 28, min: 14, color: COLOR.greenDark, align: "center" });

  const top = 320;
  const rows: [string, string][] = [
    [pdfText(words.membership_number), pdfText(data.code ?? "—")],
    [pdfText(words.date), pdfText(formatDate(data.gradingDate, false, language))],
    [pdfText(words.venue), pdfText(data.venue)],
    [pdfText(words.examiners), pdfText(data.examiners.join(", ") || "—")],
  ];
  factsTable(doc, rows, { x: 120, y: top, width: 440, labelWidth: 140, rowHeight: 24 });

  const qrSize = 118;
  const qrX = 612;
  qrWithLinks(doc, qr, data.verifyUrl, qrX, top - 6, qrSize);
  line(doc, pdfText(words.scan), qrX - 30, top + qrSize + 2, qrSize + 60, {
    font: FONT.bold,
    size: 10,
    min: 7,
    color: COLOR.ink,
    align: "center",
  });

  certificateFooter(doc, pdfText(fillTemplate(words.footer, { date: formatDate(data.issuedAt, false, language) })));

  doc.end();
  return done;
}
