import { describe, expect, it } from "vitest";
import { batchedReads } from "./batched-reads.js";

interface Row {
  id: string;
  name: string;
}

/** A store of rows by id whose reads are recorded, as the database would answer them. */
function store(rows: Row[], options: { fail?: (keys: string[]) => boolean; maxKeys?: number } = {}) {
  const statements: string[][] = [];
  const sent: number[] = [];
  const read = batchedReads<Row>({
    read: async (keys) => {
      statements.push(keys);
      if (options.fail?.(keys)) throw new Error(`the database refused ${keys.join(",")}`);
      return rows.filter((row) => keys.includes(row.id)).reverse();
    },
    keyOf: (row) => row.id,
    maxKeys: options.maxKeys,
    sent: (keys) => sent.push(keys),
  });
  return { read, statements, sent };
}

const ROWS = [
  { id: "a", name: "Ama" },
  { id: "b", name: "Kofi" },
  { id: "c", name: "Esi" },
];

describe("batchedReads", () => {
  it("sends the keys asked for in one turn as one statement and gives each caller its own row", async () => {
    const { read, statements, sent } = store(ROWS);
    const answers = await Promise.all([read("c"), read("a"), read("b"), read("a")]);
    expect(answers.map((row) => row?.name)).toEqual(["Esi", "Ama", "Kofi", "Ama"]);
    expect(statements).toEqual([["c", "a", "b"]]);
    expect(sent).toEqual([3]);
  });

  it("answers undefined for a key without a row, beside the others of its batch", async () => {
    const { read } = store(ROWS);
    const [missing, found] = await Promise.all([read("gone"), read("b")]);
    expect(missing).toBeUndefined();
    expect(found).toEqual({ id: "b", name: "Kofi" });
  });

  it("reads again for a key asked after its batch went: nothing is kept between batches", async () => {
    const rows = [{ id: "a", name: "Ama" }];
    const { read, statements } = store(rows);
    expect((await read("a"))?.name).toBe("Ama");
    rows[0] = { id: "a", name: "Ama Serwaa" };
    expect((await read("a"))?.name).toBe("Ama Serwaa");
    expect(statements).toEqual([["a"], ["a"]]);
  });

  it("gives every caller of a failed statement its error, and the next batch reads as usual", async () => {
    let failing = true;
    const { read } = store(ROWS, { fail: () => failing });
    const results = await Promise.allSettled([read("a"), read("b"), read("b")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(String((results[0] as PromiseRejectedResult).reason)).toContain("the database refused a,b");
    failing = false;
    expect((await read("b"))?.name).toBe("Kofi");
  });

  it("sends more keys than a statement takes as several statements, each answered", async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ id: `k${index}`, name: `Member ${index}` }));
    const { read, statements, sent } = store(many, { maxKeys: 3 });
    const answers = await Promise.all(many.map((row) => read(row.id)));
    expect(answers.map((row) => row?.name)).toEqual(many.map((row) => row.name));
    expect(statements).toEqual([["k0", "k1", "k2"], ["k3", "k4", "k5"], ["k6"]]);
    expect(sent).toEqual([3, 3, 1]);
  });

  it("fails only the statement that failed when a batch was split", async () => {
    const { read } = store(ROWS, { maxKeys: 2, fail: (keys) => keys.includes("c") });
    const results = await Promise.allSettled([read("a"), read("b"), read("c")]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
  });
});
