import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { createTestDatabase, TEST_ENGINE } from "../test/test-app.js";
import { RateLimitRepository } from "./rate-limit.repository.js";
import { RateLimiter } from "./rate-limiter.js";

const database = await createTestDatabase();
const limiter = new RateLimiter(new RateLimitRepository(database.db));
/** On PostgreSQL a second pool on the same database: another server process's connections. */
const other: DatabaseHandle | undefined =
  TEST_ENGINE === "postgres" && database.engine === "postgres"
    ? openDatabase(
        { engine: "postgres", url: await connectionUrl(database), poolSize: 4 },
        database.schema ? { schema: database.schema } : {},
      )
    : undefined;
afterAll(async () => {
  await other?.close();
  await database.close();
});

/** The test database's URL: the run's server, the database this handle is connected to. */
async function connectionUrl(handle: DatabaseHandle): Promise<string> {
  const row = (await sql<{ db: string }>`select current_database() as db`.execute(handle.db)).rows[0];
  const url = new URL(process.env.GKF_TEST_DATABASE_URL ?? "");
  url.pathname = `/${row?.db ?? ""}`;
  return url.toString();
}

const RULE = { limit: 5, windowMs: 15 * 60_000 };
const T0 = Date.parse("2026-11-23T06:00:00.000Z");

describe("RateLimiter.take (decision 121: one step of the database per take)", () => {
  it("gives exactly the limit's places to many takers at once, from two processes' connections", async () => {
    const limiters = [limiter, ...(other ? [new RateLimiter(new RateLimitRepository(other.db))] : [])];
    const verdicts = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        (limiters[index % limiters.length] ?? limiter).take("test:parallel", RULE, T0),
      ),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(await limiter.count("test:parallel", RULE.windowMs, T0)).toBe(5);
  });

  it("refuses a full window until its oldest hit leaves it, without recording the refused tries", async () => {
    const minute = 60_000;
    for (let index = 0; index < 5; index += 1) {
      expect(await limiter.take("test:window", RULE, T0 + index * minute)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    // Full: free again 15 minutes after the first hit, 10 from now.
    expect(await limiter.take("test:window", RULE, T0 + 5 * minute)).toEqual({
      allowed: false,
      retryAfterSeconds: 10 * 60,
    });
    expect(await limiter.take("test:window", RULE, T0 + 14 * minute)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(await limiter.count("test:window", RULE.windowMs, T0 + 14 * minute)).toBe(5);
    // The first hit has left the window: one place again, then full until the second leaves.
    expect((await limiter.take("test:window", RULE, T0 + 15 * minute)).allowed).toBe(true);
    expect(await limiter.take("test:window", RULE, T0 + 15 * minute + 1000)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
    // Another bucket is not affected; a cleared bucket starts afresh.
    expect((await limiter.take("test:other", RULE, T0 + 15 * minute)).allowed).toBe(true);
    await limiter.clear("test:window");
    expect((await limiter.take("test:window", RULE, T0 + 15 * minute + 2000)).allowed).toBe(true);
  });
});

describe("RateLimiter.steps (decision 127: a sign-in's admission in one step of the database)", () => {
  const HOUR = { limit: 7, windowMs: 60 * 60_000 };
  const LOOK = { limit: 2, windowMs: 15 * 60_000 };
  const admission = (prefix: string) => [
    { bucket: `${prefix}:quarter`, rule: RULE, take: true },
    { bucket: `${prefix}:hour`, rule: HOUR, take: true },
    { bucket: `${prefix}:address`, rule: LOOK, take: false },
  ];

  it("takes in order, only looks at a look, and stops at the first take refused", async () => {
    const minute = 60_000;
    await limiter.hit("steps:address", T0);
    let verdicts = await limiter.steps(admission("steps"), T0);
    expect(verdicts).toEqual([
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: true, retryAfterSeconds: 0 },
    ]);
    // A look records nothing; both takes recorded one hit each.
    expect(await limiter.count("steps:address", LOOK.windowMs, T0)).toBe(1);
    expect(await limiter.count("steps:quarter", RULE.windowMs, T0)).toBe(1);
    expect(await limiter.count("steps:hour", HOUR.windowMs, T0)).toBe(1);

    // The address reaches its limit: the look says so, the takes still pass.
    await limiter.hit("steps:address", T0 + minute);
    verdicts = await limiter.steps(admission("steps"), T0 + minute);
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect(verdicts[2]?.retryAfterSeconds).toBe(15 * 60 - 60);

    // Fill the 15-minute window: the next admission is refused at its first step and takes nothing else.
    for (let index = 2; index < 5; index += 1) await limiter.steps(admission("steps"), T0 + index * minute);
    expect(await limiter.count("steps:hour", HOUR.windowMs, T0 + 5 * minute)).toBe(5);
    verdicts = await limiter.steps(admission("steps"), T0 + 5 * minute);
    expect(verdicts).toEqual([{ allowed: false, retryAfterSeconds: 10 * 60 }]);
    expect(await limiter.count("steps:quarter", RULE.windowMs, T0 + 5 * minute)).toBe(5);
    expect(await limiter.count("steps:hour", HOUR.windowMs, T0 + 5 * minute)).toBe(5);

    // A cleared 15-minute window lets the hourly one refuse in its turn.
    await limiter.clear("steps:quarter");
    await limiter.steps(admission("steps"), T0 + 6 * minute);
    await limiter.clear("steps:quarter");
    await limiter.steps(admission("steps"), T0 + 7 * minute);
    await limiter.clear("steps:quarter");
    verdicts = await limiter.steps(admission("steps"), T0 + 8 * minute);
    expect(verdicts).toEqual([
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: false, retryAfterSeconds: 52 * 60 },
    ]);
    expect(await limiter.count("steps:hour", HOUR.windowMs, T0 + 8 * minute)).toBe(7);
  });

  it("gives exactly the limit's places to many admissions at once, from two processes' connections", async () => {
    const limiters = [limiter, ...(other ? [new RateLimiter(new RateLimitRepository(other.db))] : [])];
    const verdicts = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        (limiters[index % limiters.length] ?? limiter).steps(admission("steps-parallel"), T0),
      ),
    );
    expect(verdicts.filter((steps) => steps.every((verdict) => verdict.allowed))).toHaveLength(5);
    expect(await limiter.count("steps-parallel:quarter", RULE.windowMs, T0)).toBe(5);
    expect(await limiter.count("steps-parallel:hour", HOUR.windowMs, T0)).toBe(5);
  });
});
