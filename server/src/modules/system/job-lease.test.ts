import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../test/test-app.js";
import { claimPeriod, hourNumber } from "./job-lease.js";

const claimHourlyJobs = (db: DatabaseHandle["db"], now: Date) => claimPeriod(db, "hourly-jobs", hourNumber(now));

const database = await createTestDatabase();
const other = await createTestDatabase();
afterAll(async () => {
  await database.close();
  await other.close();
});

describe("the hourly jobs' lease (decision 110)", () => {
  it("lets exactly one of many simultaneous claimants run an hour, and one again the next hour", async () => {
    const now = new Date("2026-11-23T10:15:00Z");
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimHourlyJobs(database.db, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Later in the same hour, nobody; the next hour, one.
    expect(await claimHourlyJobs(database.db, new Date("2026-11-23T10:59:59Z"))).toBe(false);
    const next = new Date("2026-11-23T11:00:00Z");
    const nextClaims = await Promise.all(Array.from({ length: 8 }, () => claimHourlyJobs(database.db, next)));
    expect(nextClaims.filter(Boolean)).toHaveLength(1);
    // A process whose clock lags an hour behind does not run the past hour again.
    expect(await claimHourlyJobs(database.db, now)).toBe(false);
    const lease = await database.db
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "lease:hourly-jobs")
      .executeTakeFirstOrThrow();
    expect(Number(lease.value)).toBe(hourNumber(next));
  });

  it("keeps each job's lease apart, and each database's", async () => {
    expect(await claimPeriod(database.db, "nightly-report", 7)).toBe(true);
    expect(await claimPeriod(database.db, "nightly-report", 7)).toBe(false);
    expect(await claimPeriod(other.db, "nightly-report", 7)).toBe(true);
  });
});
