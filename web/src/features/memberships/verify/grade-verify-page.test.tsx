import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, stubApi } from "../../../test/render-app";

const TOKEN = `0b6f1c2e-3c1d-4e5f-9a7b-1234567890ab.${"A".repeat(43)}`;

describe("a grade certificate's QR code", () => {
  it("shows GENUINE GRADE with the member, the grade, the day, the venue and the panel", async () => {
    stubApi({
      [`/api/public/grades/verify/${TOKEN}`]: {
        body: {
          valid: true,
          name: "Ama Mensah",
          code: "GKF-AA-26-000001",
          grade: "KYU_4",
          grading_date: "2026-06-10",
          venue: "Accra Sports Stadium hall",
          examiners: ["Kofi Boateng", "Efua Sarpong"],
          awarded_at: "2026-06-15T09:00:00.000Z",
          checked_at: "2026-06-15T10:00:00.000Z",
        },
      },
    });
    await renderApp(`/verify/grade/${TOKEN}`);

    expect(await screen.findByText("GENUINE GRADE")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Grade certificate check", level: 1 })).toBeTruthy();
    expect(screen.getByText("Ama Mensah")).toBeTruthy();
    expect(screen.getByText("4th kyu")).toBeTruthy();
    expect(screen.getByText("Accra Sports Stadium hall")).toBeTruthy();
    expect(screen.getByText("Kofi Boateng, Efua Sarpong")).toBeTruthy();
  });

  it("says NOT GENUINE when the federation did not sign it", async () => {
    stubApi({
      [`/api/public/grades/verify/${TOKEN}`]: {
        status: 400,
        body: { code: "GRADE_CERTIFICATE_NOT_GENUINE", message: "This grade certificate's QR code is not genuine." },
      },
    });
    await renderApp(`/verify/grade/${TOKEN}`);

    expect(await screen.findByText("NOT GENUINE")).toBeTruthy();
    expect(screen.getByText(/Do not accept the certificate/)).toBeTruthy();
  });
});
