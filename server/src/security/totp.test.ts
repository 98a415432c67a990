import { afterEach, describe, expect, it, vi } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  nextTotp,
  openTotpSecret,
  otpauthUrl,
  sealTotpSecret,
  totpCode,
  totpStep,
} from "./totp.js";

// RFC 6238 appendix B, SHA-1 rows: the shared secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));
const VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it("gives the RFC's 8-digit test values, and their last 6 digits as our codes", () => {
    for (const [seconds, expected] of VECTORS) {
      const step = Math.floor(seconds / 30);
      expect(hotp(base32Decode(RFC_SECRET), step, 8)).toBe(expected);
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(expected.slice(2));
    }
  });

  it("round-trips base32 and makes 160-bit secrets", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("mzxw 6ytb-oi======").toString()).toBe("foobar");
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
    expect(() => base32Decode("not base32!")).toThrow();
  });

  it("accepts one step either side, only later than the last step accepted", () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const secret = newTotpSecret();
    expect(matchTotp(secret, totpCode(secret, now), 0, now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), 0, now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), 0, now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 60_000), 0, now)).toBeNull();
    // The code of a step already used is refused.
    expect(matchTotp(secret, totpCode(secret, now), step, now)).toBeNull();
    expect(matchTotp(secret, "abcdef", 0, now)).toBeNull();
  });

  it("seals the secret for one account under APP_SECRET", () => {
    const key = "x".repeat(40);
    const sealed = sealTotpSecret(key, "GKFDEMOOFFICIALS", "user-1");
    expect(sealed).not.toContain("GKFDEMOOFFICIALS");
    expect(openTotpSecret(key, sealed, "user-1")).toBe("GKFDEMOOFFICIALS");
    expect(() => openTotpSecret(key, sealed, "user-2")).toThrow();
    expect(() => openTotpSecret("y".repeat(40), sealed, "user-1")).toThrow();
  });

  it("writes the otpauth address apps read", () => {
    expect(otpauthUrl("ABC", "a@b.gh", "GKF Portal")).toBe(
      "otpauth://totp/GKF%20Portal%3Aa%40b.gh?secret=ABC&issuer=GKF+Portal&algorithm=SHA1&digits=6&period=30",
    );
  });

  describe("the tests' next code", () => {
    afterEach(() => vi.useRealTimers());
    const stepStart = 1_800_000_000 * 1000 - ((1_800_000_000 * 1000) % 30_000);

    it("uses the past step while it has time left, and never one about to expire", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(stepStart + 2_000);
      const early = await nextTotp(RFC_SECRET, 0);
      expect(early.step).toBe(totpStep() - 1);
      vi.setSystemTime(stepStart + 25_000);
      const late = await nextTotp(RFC_SECRET, 0);
      expect(late.step).toBe(totpStep());
      expect(late.code).toBe(totpCode(RFC_SECRET));
      // Each step once: the next one after `late` is the one ahead.
      expect((await nextTotp(RFC_SECRET, late.step)).step).toBe(totpStep() + 1);
    });
  });
});
