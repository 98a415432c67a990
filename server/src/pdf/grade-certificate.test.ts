import { describe, expect, it } from "vitest";
import { pdfTextRuns } from "../test/pdf-text.js";
import { renderGradeCertificate } from "./grade-certificate.js";

const data = {
  fullName: "Adwoa Nyamékyɛ Mensah",
  code: "GKF-AA-26-000123",
  belt: "DAN_1",
  gradingDate: "2026-06-10",
  venue: "Accra Sports Stadium hall",
  examiners: ["Kofi Boateng", "Efua Sarpong", "Yaw Ofori"],
  verifyUrl: `https://portal.example/verify/grade/0b6f1c2e-3c1d-4e5f-9a7b-1234567890ab.${"A".repeat(43)}`,
  issuedAt: "2026-06-15T09:00:00.000Z",
};

describe("the grade certificate", () => {
  it("prints the member, the grade, the day, the venue and the panel, with the QR's link", async () => {
    const pdf = await renderGradeCertificate(data);
    const text = pdfTextRuns(pdf).join("\n");
    expect(text).toContain("Adwoa Nyamékyɛ Mensah");
    expect(text).toContain("1st dan (black belt)");
    expect(text).toContain("10 June 2026");
    expect(text).toContain("Kofi Boateng, Efua Sarpong, Yaw Ofori");
    expect(pdf.toString("latin1")).toContain(data.verifyUrl);
    // The same award gives the same bytes.
    expect((await renderGradeCertificate(data)).equals(pdf)).toBe(true);
  });

  it("speaks the member's language", async () => {
    const text = pdfTextRuns(await renderGradeCertificate({ ...data, language: "fr" })).join("\n");
    expect(text).toContain("CERTIFICAT DE GRADE");
    expect(text).toContain("10 juin 2026");
    expect(text).toContain("Examinateurs");
  });
});
