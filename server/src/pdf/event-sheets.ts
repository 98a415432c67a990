// The organisers' printed sheets of an event (A4 portrait): the check-in list (a box to tick per
// confirmed entry, ticked when already checked in) and the results (placings per category, or
// the attendance list). One section per category; a section's column headings repeat on a new page.

import { fillTemplate, type Language } from "@gkf/contract";
import PDFDocument from "pdfkit";
import { eventSheetTexts } from "./event-sheets.texts.js";
import { FONT, useAppFonts } from "./fonts.js";
import { formatDate } from "./labels.js";
import { COLOR, collect, type Doc, line, type RenderOptions, tricolourRule } from "./primitives.js";
import { pdfText } from "./text.js";

export interface SheetColumn {
  label: string;
  /** Share of the printable width (the shares of a section add up to 1 or less). */
  width: number;
  align?: "left" | "right" | "center";
}

export interface SheetRow {
  cells: string[];
  /** A box to tick in the first column: false empty, true ticked; undefined for no box. */
  tick?: boolean;
}

export interface SheetSection {
  heading: string;
  /** A line under the heading (counts). */
  note?: string;
  columns: SheetColumn[];
  rows: SheetRow[];
  /** Shown when there are no rows. */
  empty: string;
}

export interface EventSheet {
  title: string;
  event: { title: string; dates: string; venue: string; type: string };
  sections: SheetSection[];
  language?: Language;
  /** The time printed in the footer (tests pass a fixed one). */
  printedAt?: Date;
}

const MARGIN = 40;
const ROW = 20;
const BOX = 11;

/** Renders a sheet: heading, then each section as a table, breaking pages between rows. */
export function renderEventSheet(sheet: EventSheet, options: RenderOptions = {}): Promise<Buffer> {
  const language = sheet.language ?? "en";
  const words = eventSheetTexts(language);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: pdfText(`${sheet.title}: ${sheet.event.title}`), Author: "Ghana Karate Federation" },
  });
  useAppFonts(doc);
  const done = collect(doc);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 24;
  const printedAt = sheet.printedAt ?? new Date();
  let page = 1;

  const footer = () => {
    const y = doc.page.height - MARGIN - 10;
    const iso = printedAt.toISOString();
    const text = `${fillTemplate(words.generated, { date: formatDate(iso, false, language), time: iso.slice(11, 16) })} · ${fillTemplate(words.page, { page: String(page) })}`;
    line(doc, text, MARGIN, y, width, { font: FONT.regular, size: 8, color: COLOR.muted });
  };

  // Heading of the first page.
  tricolourRule(doc, MARGIN, MARGIN, width, 4);
  let y = MARGIN + 14;
  line(doc, "Ghana Karate Federation", MARGIN, y, width, { font: FONT.bold, size: 10, color: COLOR.green });
  y += 16;
  line(doc, pdfText(`${sheet.title}: ${sheet.event.title}`), MARGIN, y, width, {
    font: FONT.bold,
    size: 16,
    min: 10,
    color: COLOR.ink,
  });
  y += 24;
  line(doc, pdfText(`${sheet.event.type} · ${sheet.event.dates} · ${sheet.event.venue}`), MARGIN, y, width, {
    font: FONT.regular,
    size: 10,
    min: 7,
    color: COLOR.muted,
  });
  y += 24;

  const newPage = () => {
    footer();
    doc.addPage();
    page += 1;
    y = MARGIN;
  };

  const drawHeader = (section: SheetSection) => {
    let x = MARGIN;
    for (const column of section.columns) {
      const w = column.width * width;
      if (column.label !== "")
        line(doc, column.label, x + 3, y, w - 6, {
          font: FONT.bold,
          size: 8,
          min: 6,
          color: COLOR.muted,
          align: column.align,
        });
      x += w;
    }
    y += 13;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + width, y - 2)
      .lineWidth(0.7)
      .strokeColor(COLOR.ink)
      .stroke();
  };

  for (const section of sheet.sections) {
    // A heading is not left alone at the bottom of a page.
    if (y + 40 + ROW * Math.min(2, Math.max(1, section.rows.length)) > bottom) newPage();
    line(doc, pdfText(section.heading), MARGIN, y, width, { font: FONT.bold, size: 12, min: 8, color: COLOR.ink });
    y += 16;
    if (section.note) {
      line(doc, pdfText(section.note), MARGIN, y, width, { font: FONT.regular, size: 8, color: COLOR.muted });
      y += 12;
    }
    if (section.rows.length === 0) {
      line(doc, section.empty, MARGIN, y, width, { font: FONT.regular, size: 9, color: COLOR.muted });
      y += 24;
      continue;
    }
    drawHeader(section);
    for (const row of section.rows) {
      if (y + ROW > bottom) {
        newPage();
        drawHeader(section);
      }
      let x = MARGIN;
      row.cells.forEach((cell, index) => {
        const column = section.columns[index];
        if (!column) return;
        const w = column.width * width;
        if (index === 0 && row.tick !== undefined) drawBox(doc, x + 3, y + 2, row.tick);
        else
          line(doc, pdfText(cell), x + 3, y + 4, w - 6, {
            font: FONT.regular,
            size: 9,
            min: 6,
            color: COLOR.ink,
            align: column.align,
          });
        x += w;
      });
      y += ROW;
      doc
        .moveTo(MARGIN, y - 3)
        .lineTo(MARGIN + width, y - 3)
        .lineWidth(0.4)
        .strokeColor(COLOR.faint)
        .stroke();
    }
    y += 14;
  }
  footer();
  doc.end();
  return done;
}

/** An empty box to tick with a pen, or a ticked one (drawn, not a glyph). */
function drawBox(doc: Doc, x: number, y: number, ticked: boolean) {
  doc.rect(x, y, BOX, BOX).lineWidth(0.8).strokeColor(COLOR.ink).stroke();
  if (ticked) {
    doc
      .moveTo(x + 2, y + BOX / 2)
      .lineTo(x + BOX * 0.42, y + BOX - 2.5)
      .lineTo(x + BOX - 1.5, y + 2)
      .lineWidth(1.6)
      .strokeColor(COLOR.green)
      .stroke();
  }
}
