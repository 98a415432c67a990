import os from "node:os";
import { dictionary } from "@zxcvbn-ts/language-common";
import { Argon2Threads } from "./argon2-threads.js";

/** argon2id at OWASP/ASVS minimums: m=19 MiB, t=2, p=1. The only cost a server ever uses. */
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot import.
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Inside a Vitest run only (Vitest sets VITEST=true and NODE_ENV=test in its processes), argon2id
 * at a token cost: ~1 ms a hash instead of ~50 ms, thousands of times per run (decision 101). No
 * setting reaches this: a server started any other way hashes at ARGON2_OPTIONS, and a hash
 * records its own cost, so verifying works whatever cost made it.
 */
const ARGON2_TEST_OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function argon2Options(
  env: Record<string, string | undefined> = process.env,
): typeof ARGON2_OPTIONS | typeof ARGON2_TEST_OPTIONS {
  return env.VITEST === "true" && env.NODE_ENV === "test" ? ARGON2_TEST_OPTIONS : ARGON2_OPTIONS;
}

const HASH_OPTIONS = argon2Options();

/**
 * At most this many argon2id computations of this process at once (decision 121), each on a thread
 * of its own (decision 130, argon2-threads.ts); the others wait their turn in order. With more in
 * flight than the cores the processes are given, they take turns on the cores and evict each
 * other's memory from the caches, and a verification cost ~9.7–12 ms of CPU instead of ~8. The
 * server sets it to its share of the cores (main.ts: cores / processes, at least 1).
 */
const threads = new Argon2Threads(Math.max(1, os.availableParallelism()));

export function setArgon2Concurrency(slots: number): void {
  threads.resize(Math.max(1, Math.floor(slots)));
}

/** Stops this process's idle argon2id threads (the cluster's primary, once the demo data is in). */
export function releaseArgon2Threads(): void {
  threads.release();
}

/** The argon2id computations running now and waiting for a turn (tests, metrics). */
export function argon2Load(): { running: number; waiting: number; slots: number } {
  return threads.load();
}

export async function hashPassword(password: string): Promise<string> {
  return (await threads.run({ op: "hash", password, options: HASH_OPTIONS })) as string;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return (await threads.run({ op: "verify", hash: passwordHash, password })) === true;
  } catch {
    return false;
  }
}

// Verifying against this when no account matches makes "no such account" take as long as
// "wrong password", so timing does not reveal who has an account.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("gkf-no-such-account-dummy-password");
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The ~49,000 most common passwords (zxcvbn-ts's list), shipped with the app: ASVS 6.2.4. */
const COMMON_PASSWORDS = new Set((dictionary["passwords-common"] as string[]).map((entry) => entry.toLowerCase()));

/** Why a password is refused, or null when it is acceptable. Length is checked by the schema. */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return "is one of the most common passwords; choose something less guessable";
  if (/^(.)\1+$/.test(password)) return "is a single repeated character; choose something less guessable";
  for (const value of personal) {
    if (value && value.length >= 3 && lowered === value.toLowerCase()) {
      return "must not be your name, e-mail or phone number";
    }
  }
  return null;
}
