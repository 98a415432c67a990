import { describe, expect, it } from "vitest";
import { registerActiveThroughApi } from "../support/accounts.js";
import { journeyPerTest } from "../support/index.js";

// Which server a journey's retry runs on (journey.ts): a fresh one when the failed attempt was the
// first test on its server, so nothing that attempt wrote meets the retry; the same one for a later
// test, which may build on what the tests before it left. Both tests fail once on purpose.

const journey = journeyPerTest();

const account = {
  first_name: "Kojo",
  last_name: "Asante",
  date_of_birth: "1999-06-01",
  gender: "MALE" as const,
  email: "kojo.asante@example.com",
  password: "cape coast kata on sunday",
};
/** The server of each attempt, in order. */
const servers: string[] = [];

describe("a journey's retry", { retry: 1 }, () => {
  it("starts on a fresh server when the failed attempt was the server's first test", async ({ task }) => {
    servers.push(journey.server.baseUrl);
    // Each attempt registers the same e-mail: a second time on the same server it would be taken.
    await registerActiveThroughApi(journey.server, account);
    expect(task.result?.retryCount ?? 0, "the first attempt fails on purpose").toBeGreaterThan(0);
    expect(servers).toHaveLength(2);
    expect(servers[1]).not.toBe(servers[0]);
  });

  it("keeps the server for a later test, which may build on the tests before it", async ({ task }) => {
    servers.push(journey.server.baseUrl);
    expect(task.result?.retryCount ?? 0, "the first attempt fails on purpose").toBeGreaterThan(0);
    expect(servers).toHaveLength(4);
    expect(servers[3]).toBe(servers[2]);
    expect(servers[2]).toBe(servers[1]);
  });
});
