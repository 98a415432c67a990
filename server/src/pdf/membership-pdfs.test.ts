import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pdfTextRuns } from "../test/pdf-text.js";
import { renderMembershipCard } from "./card.js";
import { renderMembershipCertificate } from "./certificate.js";
import { formatBelt, formatMembershipType } from "./labels.js";
import type { CertificateData } from "./membership-document.js";
import { renderQrPng } from "./primitives.js";
import { renderReceipt } from "./receipt.js";
import { pdfText } from "./text.js";

const URL = "https://portal.example/verify/GKF-AA-26-000123";

const base: CertificateData = {
  fullName: "Ama Mensah",
  code: "GKF-AA-26-000123",
  membershipType: "ATHLETE",
  belt: "KYU_3",
  regionName: "Greater Accra",
  validFrom: "2026-11-21",
  validUntil: "2027-11-21",
  status: "ACTIVE",
  verifyUrl: URL,
  issuedAt: "2026-11-21T10:15:00.000Z",
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function passportPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 70, height: 90, channels: 3, background: "#7a9cc6" } })
    .png()
    .toBuffer();
}

// --- reading the PDFs back ------------------------------------------------------------------

const raw = (pdf: Buffer) => pdf.toString("latin1");

/** The text drawn on the pages, one entry per `TJ` operator (one line of text each). */
const textRuns = pdfTextRuns;

function pdfObject(pdf: Buffer, id: string): string {
  const match = new RegExp(`(?:^|\\n)${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(raw(pdf));
  if (!match?.[1]) throw new Error(`object ${id} not found`);
  return match[1];
}

/** A document information entry (Title, Author, ...), decoding literal and UTF-16 strings. */
function info(pdf: Buffer, key: string): string {
  const infoId = /\/Info (\d+) 0 R/.exec(raw(pdf))?.[1];
  if (!infoId) throw new Error("no /Info in the trailer");
  const entryId = new RegExp(`/${key} (\\d+) 0 R`).exec(pdfObject(pdf, infoId))?.[1];
  if (!entryId) throw new Error(`no /${key} in /Info`);
  const literal = /^\(([\s\S]*)\)$/.exec(pdfObject(pdf, entryId).trim())?.[1];
  if (literal === undefined) throw new Error(`/${key} is not a literal string`);
  const bytes = Buffer.from(
    literal.replace(/\\([nrtbf()\\])/g, (_, c: string) => ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" })[c] ?? c),
    "latin1",
  );
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  return bytes.toString("latin1");
}

function mediaBoxes(pdf: Buffer): number[][] {
  return [...raw(pdf).matchAll(/\/MediaBox \[([^\]]*)\]/g)].map((m) => (m[1] ?? "").trim().split(/\s+/).map(Number));
}

function pageCount(pdf: Buffer): number {
  return [...raw(pdf).matchAll(/\/Type \/Page(?![s\w])/g)].length;
}

/** Image names in the pages' /XObject resources. */
function xObjectImages(pdf: Buffer): string[] {
  return [...raw(pdf).matchAll(/\/XObject <<([^>]*)>>/g)].flatMap((m) =>
    [...(m[1] ?? "").matchAll(/\/(\w+) \d+ 0 R/g)].map((name) => name[1] ?? ""),
  );
}

function imageObjectCount(pdf: Buffer): number {
  return [...raw(pdf).matchAll(/\/Subtype \/Image\b/g)].length;
}

function linkUris(pdf: Buffer): string[] {
  return [...raw(pdf).matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1] ?? "");
}

function expectWellFormed(pdf: Buffer): void {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
}

// --- formatting ------------------------------------------------------------------------------

describe("formatBelt", () => {
  it("prints kyu grades with English ordinals", () => {
    expect(formatBelt("KYU_10")).toBe("10th kyu");
    expect(formatBelt("KYU_4")).toBe("4th kyu");
    expect(formatBelt("KYU_3")).toBe("3rd kyu");
    expect(formatBelt("KYU_2")).toBe("2nd kyu");
    expect(formatBelt("KYU_1")).toBe("1st kyu");
  });

  it("prints dan grades plainly", () => {
    expect(formatBelt("DAN_1")).toBe("1st dan");
    expect(formatBelt("DAN_2")).toBe("2nd dan");
    expect(formatBelt("DAN_3")).toBe("3rd dan");
    expect(formatBelt("DAN_5")).toBe("5th dan");
    expect(formatBelt("DAN_10")).toBe("10th dan");
  });

  it("prints a dash for no belt and leaves an unknown code as it is", () => {
    expect(formatBelt(null)).toBe("—");
    expect(formatBelt("")).toBe("—");
    expect(formatBelt("KYU_11")).toBe("KYU_11");
    expect(formatBelt("BLACK")).toBe("BLACK");
  });
});

describe("formatMembershipType", () => {
  it("turns the code into words", () => {
    expect(formatMembershipType("ATHLETE")).toBe("Athlete");
    expect(formatMembershipType("COACH")).toBe("Coach");
    expect(formatMembershipType("REFEREE")).toBe("Referee");
    expect(formatMembershipType("TECHNICAL_OFFICIAL")).toBe("Technical official");
  });
});

describe("pdfText", () => {
  it("keeps what the embedded fonts can print (Ghanaian letters, the cedi sign) and folds the rest", () => {
    expect(pdfText("  Ama \n Mensah ")).toBe("Ama Mensah");
    expect(pdfText("Adwoa Nyamékyɛ Ɔforiwaa")).toBe("Adwoa Nyamékyɛ Ɔforiwaa");
    expect(pdfText("Kofi Ŋkansah – €5, GH₵ 20")).toBe("Kofi Ŋkansah – €5, GH₵ 20");
    expect(pdfText("Zoë Āba Ɖevi Ʋɔ")).toBe("Zoë Āba Ɖevi Ʋɔ");
    // Full-width letters fold to their plain twins; a script the fonts lack is "?".
    expect(pdfText("ＧＫＦ")).toBe("GKF");
    expect(pdfText("名前")).toBe("??");
  });
});

// --- the certificate -------------------------------------------------------------------------

describe("renderMembershipCertificate", () => {
  it("renders one A4 landscape page with the member's details", async () => {
    const pdf = await renderMembershipCertificate(base, { compress: false });
    expectWellFormed(pdf);
    expect(pageCount(pdf)).toBe(1);
    const [box] = mediaBoxes(pdf);
    expect(box?.[2]).toBeCloseTo(841.89, 1);
    expect(box?.[3]).toBeCloseTo(595.28, 1);

    const runs = textRuns(pdf);
    for (const expected of [
      "Ghana Karate Federation",
      "Certificate of Membership",
      "Ama Mensah",
      "GKF-AA-26-000123",
      "Athlete",
      "3rd kyu",
      "Greater Accra",
      "21 November 2026",
      "21 November 2027",
      "Active",
      "Scan to verify",
      URL,
      "Issued 21 November 2026 by GKF Portal. This certificate is valid only while the membership is active; scan the code to check.",
    ]) {
      expect(runs).toContain(expected);
    }
    for (const label of ["Membership number", "Membership type", "Belt", "Region", "Valid from", "Valid until"]) {
      expect(runs).toContain(label);
    }
  });

  it("sets the document metadata and links the QR code and the address to the verify page", async () => {
    const pdf = await renderMembershipCertificate(base);
    expect(info(pdf, "Title")).toBe("Certificate of Membership GKF-AA-26-000123 - Ama Mensah");
    expect(info(pdf, "Author")).toBe("Ghana Karate Federation");
    expect(info(pdf, "Subject")).toContain("GKF-AA-26-000123");
    expect(info(pdf, "Subject")).toContain("21 November 2027");
    expect(info(pdf, "CreationDate")).toBe("D:20261121101500Z");
    expect(linkUris(pdf)).toEqual([URL, URL]);
  });

  it("compresses the page content by default", async () => {
    const pdf = await renderMembershipCertificate(base);
    expectWellFormed(pdf);
    expect(raw(pdf)).toContain("/Filter /FlateDecode");
    expect(textRuns(pdf)).toContain("Ama Mensah");
    expect(pdf.length).toBeLessThan((await renderMembershipCertificate(base, { compress: false })).length);
  });

  it("is deterministic: the same data gives the same bytes", async () => {
    const photo = await passportPhoto();
    const first = await renderMembershipCertificate({ ...base, photo });
    const second = await renderMembershipCertificate({ ...base, photo });
    expect(first.equals(second)).toBe(true);
    const later = await renderMembershipCertificate({ ...base, photo, issuedAt: "2026-12-01T08:00:00.000Z" });
    expect(later.equals(first)).toBe(false);
  });

  it("embeds the photo and the QR code as two images", async () => {
    const pdf = await renderMembershipCertificate({ ...base, photo: await passportPhoto() }, { compress: false });
    expectWellFormed(pdf);
    expect(xObjectImages(pdf)).toHaveLength(2);
    expect(imageObjectCount(pdf)).toBe(2);
    expect(raw(pdf)).toContain("/Filter /DCTDecode"); // the photo, re-encoded as JPEG
    expect(textRuns(pdf)).not.toContain("AM");
  });

  it("draws a placeholder with initials when there is no photo, or it cannot be read", async () => {
    for (const photo of [undefined, null, Buffer.from("not an image")]) {
      const pdf = await renderMembershipCertificate({ ...base, photo }, { compress: false });
      expect(xObjectImages(pdf)).toHaveLength(1);
      expect(textRuns(pdf)).toContain("AM");
    }
  });

  it("calls a dan grade a black belt, prints a dash for no grade, and shows a status that is not active", async () => {
    const dan = textRuns(
      await renderMembershipCertificate({ ...base, belt: "DAN_1", status: "SUSPENDED" }, { compress: false }),
    );
    expect(dan).toContain("1st dan (black belt)");
    expect(dan).toContain("Suspended");
    const none = textRuns(await renderMembershipCertificate({ ...base, belt: null }, { compress: false }));
    expect(none).toContain("—");
    expect(none).not.toContain("3rd kyu");
  });

  it("spells Ghanaian names as they are written, keeping the metadata exact", async () => {
    const fullName = "Ɛfua Ɔforiwaa Nyamékyɛ";
    const pdf = await renderMembershipCertificate({ ...base, fullName }, { compress: false });
    expectWellFormed(pdf);
    expect(textRuns(pdf)).toContain(fullName);
    expect(textRuns(pdf)).toContain("ƐN");
    expect(info(pdf, "Title")).toBe(`Certificate of Membership GKF-AA-26-000123 - ${fullName}`);
    // Every glyph is one the font has: none reads back as the missing glyph.
    expect(textRuns(pdf).join("")).not.toContain("\u0000");
  });

  it("embeds its fonts (DejaVu Sans, only the glyphs used) and no standard font", async () => {
    const pdf = await renderMembershipCertificate(base, { compress: false });
    expect(raw(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw(pdf)).toContain("/FontFile2");
    expect(raw(pdf)).not.toContain("/Helvetica");
    // The subsets, not the fonts: a certificate stays small.
    expect((await renderMembershipCertificate(base)).length).toBeLessThan(60_000);
  });

  it("keeps a very long name on one page", async () => {
    const fullName = "Nana Akosua Oforiwaa Efua Asantewaa-Boateng Kwarteng Owusu-Ansah Agyemang-Duah Prempeh";
    const pdf = await renderMembershipCertificate({ ...base, fullName }, { compress: false });
    expect(pageCount(pdf)).toBe(1);
    expect(textRuns(pdf).some((run) => run.startsWith("Nana Akosua"))).toBe(true);
  });

  it("refuses malformed dates", async () => {
    await expect(renderMembershipCertificate({ ...base, validUntil: "2027-02-30" })).rejects.toThrow(/Invalid date/);
    await expect(renderMembershipCertificate({ ...base, validFrom: "next year" })).rejects.toThrow(/Invalid date/);
    await expect(renderMembershipCertificate({ ...base, issuedAt: "" })).rejects.toThrow(/Invalid date/);
  });
});

// --- the card --------------------------------------------------------------------------------

describe("renderMembershipCard", () => {
  it("renders a single credit-card-sized page (85.6 × 54 mm)", async () => {
    const pdf = await renderMembershipCard(base, { compress: false });
    expectWellFormed(pdf);
    expect(pageCount(pdf)).toBe(1);
    const boxes = mediaBoxes(pdf);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]?.[2]).toBeCloseTo(242.65, 2);
    expect(boxes[0]?.[3]).toBeCloseTo(153.07, 2);
  });

  it("prints the number's short address while the QR code and the link carry the card's token", async () => {
    const tokenUrl = `https://portal.example/verify/t/eyJ2IjoxfQ.${"s".repeat(86)}`;
    const pdf = await renderMembershipCard({ ...base, verifyUrl: tokenUrl }, { compress: false });
    expect(textRuns(pdf)).toContain(URL);
    expect(textRuns(pdf).join(" ")).not.toContain("/verify/t/");
    expect(linkUris(pdf)).toContain(tokenUrl);
  });

  it("carries the member's details, the QR code and the verify address", async () => {
    const pdf = await renderMembershipCard(
      { ...base, belt: "DAN_2", photo: await passportPhoto() },
      { compress: false },
    );
    const runs = textRuns(pdf);
    for (const expected of [
      "Ghana Karate Federation",
      "Ama Mensah",
      "GKF-AA-26-000123",
      "Athlete",
      "2nd dan (black belt)",
      "Greater Accra",
      "21 Nov 2026",
      "21 Nov 2027",
      "ACTIVE",
      "Scan to verify",
      URL,
    ]) {
      expect(runs).toContain(expected);
    }
    // The app's word for it: "Belt", not "Grade".
    expect(runs).toContain("Belt");
    expect(runs).not.toContain("Grade");
    expect(xObjectImages(pdf)).toHaveLength(2);
    expect(linkUris(pdf)).toContain(URL);
    expect(info(pdf, "Title")).toContain("GKF-AA-26-000123");
    expect(info(pdf, "Author")).toBe("Ghana Karate Federation");
  });

  it("wraps a long name instead of cutting it", async () => {
    const fullName = "Nana Akosua Oforiwaa Efua Asantewaa-Boateng Kwarteng Owusu-Ansah";
    const runs = textRuns(await renderMembershipCard({ ...base, fullName }, { compress: false }));
    const nameRuns = runs.slice(
      runs.findIndex((run) => run.startsWith("Nana")),
      runs.indexOf("No."),
    );
    expect(nameRuns.length).toBeGreaterThan(1);
    expect(nameRuns.join(" ")).toBe(fullName);
  });
});

// --- both documents, both languages ---------------------------------------------------------

describe("the card and the certificate in either language", () => {
  it.each(["en", "fr"] as const)(
    "%s: every word fits whole (shrunk if need be, never cut with …)",
    async (language) => {
      for (const render of [renderMembershipCard, renderMembershipCertificate]) {
        const runs = textRuns(await render({ ...base, belt: "DAN_2", language }, { compress: false }));
        expect(
          runs.filter((run) => run.includes("…")),
          `${render.name} ${language}`,
        ).toEqual([]);
      }
    },
  );
});

// --- the receipt -----------------------------------------------------------------------------

describe("renderReceipt", () => {
  const receipt = {
    receiptNumber: "GKF-R-2026-000042",
    reference: "GKF-PAY-0042",
    memberName: "Adwoa Nyamékyɛ",
    membershipCode: "GKF-AA-26-000123",
    purpose: "REGISTRATION",
    amount: 123450,
    currency: "GHS",
    channel: null,
    paidAt: "2026-11-21T10:15:00.000Z",
  } as const;

  it("writes the amount with the cedi sign, as the app does, and the member's name as it is spelt", async () => {
    const runs = pdfTextRuns(await renderReceipt(receipt));
    expect(runs).toContain("GH₵ 1,234.50");
    expect(runs).toContain("Adwoa Nyamékyɛ");
    expect(runs.join("\n")).not.toContain("GHC");
  });

  it("in French, after the amount", async () => {
    const runs = pdfTextRuns(await renderReceipt({ ...receipt, language: "fr" }));
    expect(runs).toContain("1 234,50 GH₵");
    expect(runs).toContain("Reçu officiel");
  });
});

// --- the QR code for the web card ------------------------------------------------------------

describe("renderQrPng", () => {
  it("returns a square PNG", async () => {
    const png = await renderQrPng(URL);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeGreaterThanOrEqual(250);
  });

  it("changes with the address and refuses an empty one", async () => {
    expect((await renderQrPng(URL)).equals(await renderQrPng(`${URL}X`))).toBe(false);
    await expect(renderQrPng("")).rejects.toThrow();
  });
});
