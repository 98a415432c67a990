import { hash, verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { ARGON2_OPTIONS, argon2Options, hashPassword, verifyPassword } from "./passwords.js";

// Tests hash at a token cost (decision 101); what a server uses is pinned here.
describe("argon2id cost", () => {
  it("is OWASP/ASVS's minimum (m=19 MiB, t=2, p=1) everywhere but inside a Vitest run", () => {
    expect(ARGON2_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (const env of [
      {},
      { NODE_ENV: "production" },
      { NODE_ENV: "development" },
      { NODE_ENV: "test" },
      { NODE_ENV: "production", VITEST: "true" },
      { NODE_ENV: "test", VITEST: "1" },
    ]) {
      expect(argon2Options(env), JSON.stringify(env)).toBe(ARGON2_OPTIONS);
    }
  });

  it("is a token cost in this run, and a hash at production cost still verifies", async () => {
    expect(argon2Options()).not.toBe(ARGON2_OPTIONS);
    const cheap = await hashPassword("kata-heian-shodan-7");
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, "kata-heian-shodan-7")).toBe(true);
    const strong = await hash("kata-heian-shodan-7", ARGON2_OPTIONS);
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(strong, "kata-heian-shodan-7")).toBe(true);
    expect(await verifyPassword(strong, "kata-heian-shodan-8")).toBe(false);
    expect(await verify(strong, "kata-heian-shodan-7")).toBe(true);
  });
});
