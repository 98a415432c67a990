import { describe, expect, it } from "vitest";
import { BirthDateSchema, isPlausibleBirthDate } from "./accounts.js";

describe("a date of birth (registration, the server and the web form alike)", () => {
  const now = Date.UTC(2026, 5, 15, 9);

  it("is a real day of someone aged 3 to 110", () => {
    expect(isPlausibleBirthDate("2001-05-20", now)).toBe(true);
    expect(isPlausibleBirthDate("2023-06-01", now)).toBe(true);
    expect(isPlausibleBirthDate("1916-07-01", now)).toBe(true);
    expect(isPlausibleBirthDate("2024-01-01", now)).toBe(false);
    expect(isPlausibleBirthDate("1905-06-01", now)).toBe(false);
    expect(isPlausibleBirthDate("2001-02-29", now)).toBe(false);
  });

  it("is refused by the schema with the server's message when out of range", () => {
    expect(BirthDateSchema.safeParse("2001-05-20").success).toBe(true);
    const refused = BirthDateSchema.safeParse("1901-01-01");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContain("must be a real date in the past");
  });
});
