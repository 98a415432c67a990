import { spawn } from "node:child_process";
import { hash, verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  ARGON2_OPTIONS,
  argon2Load,
  argon2Options,
  hashPassword,
  releaseArgon2Threads,
  setArgon2Concurrency,
  verifyPassword,
} from "./passwords.js";

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

// Decision 121: a process runs at most its share of the cores' argon2id computations at once.
describe("argon2id computations in flight", () => {
  it("never exceed the process's slots; the rest wait their turn and still answer right", async () => {
    const before = argon2Load().slots;
    setArgon2Concurrency(2);
    try {
      const stored = await hashPassword("kata-heian-nidan-2");
      const peaks: number[] = [];
      const watching = setInterval(() => peaks.push(argon2Load().running), 0);
      const answers = Promise.all(
        Array.from({ length: 7 }, (_, index) =>
          verifyPassword(stored, index % 2 === 0 ? "kata-heian-nidan-2" : "kata-heian-nidan-3"),
        ),
      );
      expect(argon2Load()).toEqual({ running: 2, waiting: 5, slots: 2 });
      expect(await answers).toEqual([true, false, true, false, true, false, true]);
      clearInterval(watching);
      expect(Math.max(...peaks)).toBeLessThanOrEqual(2);
      expect(argon2Load()).toEqual({ running: 0, waiting: 0, slots: 2 });

      // Waiting ones start when more slots are given.
      setArgon2Concurrency(1);
      const more = Promise.all([hashPassword("a-1"), hashPassword("a-2"), hashPassword("a-3")]);
      expect(argon2Load()).toMatchObject({ running: 1, waiting: 2 });
      setArgon2Concurrency(3);
      expect(argon2Load()).toMatchObject({ running: 3, waiting: 0 });
      expect(await more).toHaveLength(3);
      expect(argon2Load()).toMatchObject({ running: 0, waiting: 0 });
    } finally {
      setArgon2Concurrency(before);
    }
  });
});

// Decision 130: the computations run on threads of the server's own, not on libuv's pool.
describe("argon2id's threads", () => {
  it("answer a hash they cannot read with false, and go on verifying", async () => {
    const stored = await hashPassword("kata-bassai-dai-1");
    expect(await verifyPassword("not-an-argon2-hash", "kata-bassai-dai-1")).toBe(false);
    expect(await verifyPassword(stored, "kata-bassai-dai-1")).toBe(true);
    expect(argon2Load()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("start again after being released, and run as many at once as the slots allow", async () => {
    const before = argon2Load().slots;
    setArgon2Concurrency(2);
    try {
      const stored = await hashPassword("kata-kanku-dai-2");
      releaseArgon2Threads();
      const answers = Promise.all([verifyPassword(stored, "kata-kanku-dai-2"), verifyPassword(stored, "kanku")]);
      expect(argon2Load()).toEqual({ running: 2, waiting: 0, slots: 2 });
      expect(await answers).toEqual([true, false]);
    } finally {
      setArgon2Concurrency(before);
    }
  });

  it("keep a script alive while they compute and let it end when they are done", async () => {
    // A command-line script (a seed, an account made by hand) awaits a hash at its top level.
    const script = [
      `import { hashPassword } from ${JSON.stringify(new URL("./passwords.ts", import.meta.url).href)};`,
      `console.log((await hashPassword("kata-jion-3")).slice(0, 22));`,
    ].join("\n");
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        // At the server's cost (outside Vitest): a computation long enough to outlast the script.
        env: { ...process.env, NODE_OPTIONS: "", VITEST: "" },
      });
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += String(chunk);
      });
      // A thread that held the script would keep it past this: killed, it fails below.
      setTimeout(() => child.kill(), 15_000).unref();
      child.on("error", reject);
      child.on("close", (exit) => resolve({ stdout: out, code: exit }));
    });
    expect(stdout.trim()).toBe("$argon2id$v=19$m=19456");
    expect(code).toBe(0);
  });
});
