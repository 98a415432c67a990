import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-app.js";
import { reusableQuery } from "./reusable-query.js";

const database = await createTestDatabase();
afterAll(() => database.close());

const districtsOf = reusableQuery((db, region: string, prefix: string) =>
  db
    .selectFrom("districts")
    .select(["code", "name"])
    .where("region_code", "=", region)
    .where("name", "like", prefix)
    .where("code", "!=", "NO-SUCH-CODE")
    .orderBy("name"),
);

describe("reusableQuery", () => {
  it("binds new arguments on every call and keeps the constants it was built with", async () => {
    const accra = await districtsOf(database.db, "AA", "Accra%");
    expect(accra.map((row) => row.name)).toEqual(["Accra Metropolitan"]);
    const kumasi = await districtsOf(database.db, "AH", "Kumasi%");
    expect(kumasi.map((row) => row.name)).toEqual(["Kumasi Metropolitan"]);
    expect(await districtsOf(database.db, "AH", "Accra%")).toEqual([]);
  });
});
