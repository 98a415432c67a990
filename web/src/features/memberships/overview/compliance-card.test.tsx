import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { changeLanguage, createI18n } from "../../../shared/i18n/i18n";
import { aRecord } from "../test/membership-fixtures";
import { ComplianceCard } from "./compliance-card";

beforeAll(async () => {
  await createI18n();
});

afterEach(async () => {
  await changeLanguage("en");
});

function showScore(score: number) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ComplianceCard record={aRecord({ compliance_score: score, compliance_status: "COMPLIANT" })} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByTestId("compliance-score");
}

describe("the compliance ring's score", () => {
  it('reads "100%" in English', () => {
    expect(showScore(100).textContent).toBe("100%");
  });

  it("keeps French's percent sign on the number's line: a no-break space, and no wrapping", async () => {
    await changeLanguage("fr");
    const score = showScore(100);
    // Intl writes U+202F (narrow no-break space) in browsers, U+00A0 in some Node builds: never a plain space.
    expect(score.textContent).toMatch(/^100[\u00a0\u202f]%$/);
    expect(score.style.whiteSpace).toBe("nowrap");
  });
});
