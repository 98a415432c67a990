import { describe, expect, it } from "vitest";
import { readLedgerFilters, toLedgerQuery, toLedgerSearchParams } from "./ledger-filters";

describe("the ledger filters in the address", () => {
  it("reads what is valid and drops the rest", () => {
    const params = new URLSearchParams("status=SUCCESS&purpose=BOGUS&from=2026-01-01&to=01/02/2026&region=ah&page=3");
    expect(readLedgerFilters(params)).toEqual({
      status: "SUCCESS",
      purpose: undefined,
      from: "2026-01-01",
      to: undefined,
      region: "AH",
      page: 3,
    });
    expect(readLedgerFilters(new URLSearchParams("page=-2")).page).toBe(1);
  });

  it("writes only what is set, and leaves page 1 out", () => {
    expect(toLedgerSearchParams({ status: "PENDING", page: 1 }).toString()).toBe("status=PENDING");
    expect(toLedgerSearchParams({ region: "AA", from: "2026-02-01", page: 2 }).toString()).toBe(
      "from=2026-02-01&region=AA&page=2",
    );
  });

  it("asks the API for a page of 20", () => {
    expect(toLedgerQuery({ purpose: "RENEWAL", page: 2 })).toEqual({ purpose: "RENEWAL", page: 2, page_size: 20 });
  });
});
