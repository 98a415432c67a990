import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-app.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { streamRows } from "./stream-rows.js";

const districts = (database: DatabaseHandle) =>
  database.db.selectFrom("districts").select(["region_code", "code", "name"]).orderBy("region_code").orderBy("code");

/** Reads the districts (261 rows) in batches of 50 while the app's connection writes meanwhile. */
async function readsInBatchesWhileTheAppWrites(database: DatabaseHandle) {
  const all = await districts(database).execute();
  const batches: number[] = [];
  const streamed: typeof all = [];
  for await (const batch of streamRows(database.db, districts(database), 50)) {
    batches.push(batch.length);
    streamed.push(...batch);
    if (batches.length === 2) {
      // Mid-way: the app's own connection still answers and writes.
      await database.db.updateTable("regions").set({ capital: "Kumasi" }).where("code", "=", "AH").execute();
    }
  }
  expect(all.length).toBeGreaterThan(200);
  expect(batches.slice(0, -1).every((size) => size === 50)).toBe(true);
  expect(streamed).toEqual(all);
}

describe("streamRows", () => {
  it("hands out a SELECT's rows in batches, in order, on the engine under test", async () => {
    const database = await createTestDatabase();
    afterAll(() => database.close());
    await readsInBatchesWhileTheAppWrites(database);
  });

  it("reads a SQLite file through a connection of its own, and stops cleanly when the caller stops", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-stream-"));
    const database = openDatabase({ engine: "sqlite", file: path.join(folder, "gkf.sqlite") });
    afterAll(async () => {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    });
    await migrateToLatest(database);
    await readsInBatchesWhileTheAppWrites(database);
    for await (const batch of streamRows(database.db, districts(database), 10)) {
      expect(batch).toHaveLength(10);
      break;
    }
    expect((await districts(database).execute()).length).toBeGreaterThan(200);
  });
});
