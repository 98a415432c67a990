import { type Kysely, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINE } from "../test/test-app.js";
import { executePrepared, reusableQuery, runTogether } from "./reusable-query.js";

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

// SQLite runs reusable queries and executePrepared's statements on the connection at once
// (decision 122), but never inside another request's open transaction: such a query waits for it,
// as every query through Kysely does.
const districtCount = reusableQuery((db, region: string) =>
  db
    .selectFrom("districts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("region_code", "=", region),
);
const counters = {
  reusableQuery: async (region: string) => Number((await districtCount(database.db, region))[0]?.count),
  executePrepared: async (region: string) =>
    Number(
      (
        await executePrepared(
          database.db,
          database.db
            .selectFrom("districts")
            .select((eb) => eb.fn.countAll<number | string>().as("count"))
            .where("region_code", "=", region),
        )
      )[0]?.count,
    ),
};

describe.each(Object.entries(counters))("%s beside an open transaction", (_, countIn) => {
  it("never sees a write that is rolled back, and sees one once it is committed", async () => {
    const before = await countIn("AA");
    let during: Promise<number> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto("districts").values({ code: "TXRB", region_code: "AA", name: "Rolled back" }).execute();
        during = countIn("AA");
        // A turn of the event loop for the query to run, were it to run inside this transaction.
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await during).toBe(before);

    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto("districts").values({ code: "TXOK", region_code: "AA", name: "Committed" }).execute();
    });
    expect(await countIn("AA")).toBe(before + 1);
    await database.db.deleteFrom("districts").where("code", "=", "TXOK").execute();
  });
});

// PostgreSQL: hot queries run as named prepared statements (decision 117).
describe.runIf(TEST_ENGINE === "postgres")("reusableQuery on PostgreSQL", () => {
  // Read on the prepared statements' own connections (decision 124), itself one of them.
  const preparedNames = async () =>
    (
      await executePrepared(database.db, {
        compile: () =>
          sql<{ name: string }>`select name from pg_prepared_statements where name like 'gkf_%'`.compile(database.db),
      })
    ).map((row) => row.name);

  it("keeps one generic plan per statement instead of planning each call for its values", async () => {
    const namesIn = reusableQuery((db, region: string) =>
      db.selectFrom("districts").select("name").where("region_code", "=", region).where("code", "!=", "GENERIC"),
    );
    for (const region of ["AA", "AH", "NE", "AA", "AH", "NE", "AA"]) await namesIn(database.db, region);
    const text = database.db
      .selectFrom("districts")
      .select("name")
      .where("region_code", "=", "AA")
      .where("code", "!=", "GENERIC")
      .compile().sql;
    const plans = await executePrepared(database.db, {
      compile: () =>
        sql<{ custom_plans: number | string; generic_plans: number | string }>`select custom_plans, generic_plans
          from pg_prepared_statements where statement = ${text}`.compile(database.db),
    });
    expect(plans).toHaveLength(1);
    expect(Number(plans[0]?.custom_plans)).toBe(0);
    expect(Number(plans[0]?.generic_plans)).toBe(7);
  });

  it("prepares the statement on the connection and answers from it with each call's arguments", async () => {
    const districtNamed = reusableQuery((db, region: string, name: string) =>
      db.selectFrom("districts").select("name").where("region_code", "=", region).where("name", "=", name),
    );
    const before = await preparedNames();
    expect(await districtNamed(database.db, "AA", "Accra Metropolitan")).toEqual([{ name: "Accra Metropolitan" }]);
    // Queries one after another get the same pooled connection back: the statement is there now.
    const after = await preparedNames();
    expect(after.length).toBe(before.length + 1);
    expect(await districtNamed(database.db, "AH", "Kumasi Metropolitan")).toEqual([{ name: "Kumasi Metropolitan" }]);
    expect(await districtNamed(database.db, "AH", "Accra Metropolitan")).toEqual([]);
    expect(await preparedNames()).toEqual(after);
  });

  it("still answers when the table changed shape after the statement was prepared", async () => {
    await sql`create table prepared_probe (id text primary key)`.execute(database.db);
    await sql`insert into prepared_probe (id) values ('a')`.execute(database.db);
    const probe = reusableQuery((db, id: string) =>
      (db as unknown as Kysely<{ prepared_probe: { id: string; extra?: string } }>)
        .selectFrom("prepared_probe")
        .selectAll()
        .where("id", "=", id),
    );
    expect(await probe(database.db, "a")).toEqual([{ id: "a" }]);
    // A migration of a newer version, run while this process serves.
    await sql`alter table prepared_probe add column extra text default 'x'`.execute(database.db);
    expect(await probe(database.db, "a")).toEqual([{ id: "a", extra: "x" }]);
  });
});

describe("executePrepared", () => {
  const composed = (region: string, shape: number) =>
    database.db
      .selectFrom("districts")
      .select("name")
      .where("region_code", "=", region)
      .where(sql<boolean>`${sql.raw(String(shape))} = ${sql.raw(String(shape))}`)
      .orderBy("name");

  it("answers a statement composed per call with that call's values, past the bound of prepared shapes too", async () => {
    const expected = async (region: string) =>
      await database.db
        .selectFrom("districts")
        .select("name")
        .where("region_code", "=", region)
        .orderBy("name")
        .execute();
    const accra = await expected("AA");
    const ashanti = await expected("AH");
    expect(accra.length).toBeGreaterThan(0);
    for (let shape = 0; shape < 80; shape += 1) {
      expect(await executePrepared(database.db, composed(shape % 2 ? "AA" : "AH", shape))).toEqual(
        shape % 2 ? accra : ashanti,
      );
    }
    for (const region of ["AH", "AA", "AH"]) {
      expect(await executePrepared(database.db, composed(region, 1))).toEqual(region === "AA" ? accra : ashanti);
    }
  });
});

// Writes that commit together (a session's start on SQLite): at once on SQLite's connection as one
// transaction, or in a transaction when the connection is taken or the engine is PostgreSQL.
describe("runTogether", () => {
  const addDistrict = reusableQuery((db, code: string, name: string | null) =>
    db.insertInto("districts").values({ code, region_code: "AA", name: name as string }),
  );
  const codesLike = async (prefix: string) =>
    (await database.db.selectFrom("districts").select("code").where("code", "like", `${prefix}%`).execute())
      .map((row) => row.code)
      .sort();
  const removeLike = (prefix: string) =>
    database.db.deleteFrom("districts").where("code", "like", `${prefix}%`).execute();

  it("writes every statement, or none when one fails", async () => {
    await runTogether(database.db, [
      addDistrict.statement(database.db, "RT1A", "Together A"),
      addDistrict.statement(database.db, "RT1B", "Together B"),
    ]);
    expect(await codesLike("RT1")).toEqual(["RT1A", "RT1B"]);

    // The second has no name (NOT NULL): the first is not kept either.
    await expect(
      runTogether(database.db, [
        addDistrict.statement(database.db, "RT2A", "Kept?"),
        addDistrict.statement(database.db, "RT2B", null),
      ]),
    ).rejects.toThrow();
    expect(await codesLike("RT2")).toEqual([]);
    await removeLike("RT1");
  });

  it("waits for another open transaction and commits after it, untouched by its rollback", async () => {
    let together: Promise<void> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto("districts").values({ code: "RT3X", region_code: "AA", name: "Rolled back" }).execute();
        together = runTogether(database.db, [addDistrict.statement(database.db, "RT3A", "After it")]);
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await together;
    expect(await codesLike("RT3")).toEqual(["RT3A"]);
    await removeLike("RT3");
  });

  it("joins the transaction it is given: rolled back with it", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await runTogether(trx, [addDistrict.statement(trx, "RT4A", "Inside")]);
        expect(await trx.selectFrom("districts").select("code").where("code", "=", "RT4A").execute()).toHaveLength(1);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await codesLike("RT4")).toEqual([]);
  });
});
