import { createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config/config.js";
import { CardTokens, deriveCardSeed } from "./card-tokens.js";

const SECRET = "a-test-secret-of-more-than-32-characters!";
const card = { code: "GKF-AA-26-000123", n: "Ama Mensah", t: "ATHLETE", b: "KYU_3", x: "2027-01-10" };

describe("card tokens", () => {
  it("verify with the public key alone", () => {
    const tokens = new CardTokens({ appSecret: SECRET });
    const token = tokens.sign(card, Date.UTC(2026, 10, 22));
    const [payload = "", signature = ""] = token.split(".");
    const [jwk] = tokens.publicKeys;
    if (!jwk) throw new Error("no key");
    const publicKey = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
    expect(verify(null, Buffer.from(payload, "ascii"), publicKey, Buffer.from(signature, "base64url"))).toBe(true);
    expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toEqual({
      v: 1,
      kid: jwk.kid,
      ...card,
      iat: Date.UTC(2026, 10, 22) / 1000,
    });
    expect(tokens.verify(token)).toMatchObject(card);
  });

  it("are the same in every process with the same APP_SECRET, and differ with another", () => {
    const one = new CardTokens({ appSecret: SECRET });
    const two = new CardTokens({ appSecret: SECRET });
    expect(two.publicKeys).toEqual(one.publicKeys);
    expect(two.verify(one.sign(card))).not.toBeNull();
    expect(new CardTokens({ appSecret: `${SECRET}x` }).verify(one.sign(card))).toBeNull();
  });

  it("refuse altered claims, a foreign signature and junk", () => {
    const tokens = new CardTokens({ appSecret: SECRET });
    const token = tokens.sign(card);
    const [payload = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, n: "Someone Else" })).toString("base64url");
    expect(tokens.verify(`${altered}.${signature}`)).toBeNull();
    const foreign = new CardTokens({ appSecret: "another-secret-of-more-than-32-characters" }).sign(card);
    expect(tokens.verify(foreign)).toBeNull();
    for (const junk of ["", ".", "abc.def", `${payload}.`, `${payload}.${signature}x`, `${payload}!.${signature}`]) {
      expect(tokens.verify(junk)).toBeNull();
    }
  });

  it("rotate: a new key signs, a retired key still vouches for printed cards", () => {
    const old = new CardTokens({ appSecret: SECRET });
    const printed = old.sign(card);
    const retired = old.publicKeys[0]?.x ?? "";
    const next = new CardTokens({
      appSecret: SECRET,
      signingKey: Buffer.alloc(32, 7).toString("base64url"),
      retiredPublicKeys: [retired],
    });
    expect(next.kid).not.toBe(old.kid);
    expect(next.publicKeys.map((key) => key.kid)).toEqual([next.kid, old.kid]);
    expect(next.verify(printed)).toMatchObject({ kid: old.kid, code: card.code });
    expect(old.verify(next.sign(card))).toBeNull();
    expect(deriveCardSeed(SECRET)).toHaveLength(32);
  });
});

describe("card key settings", () => {
  it("take a 32-byte key and retired public keys in base64url, and name the variable when wrong", () => {
    const key = Buffer.alloc(32, 9).toString("base64url");
    const retired = new CardTokens({ appSecret: SECRET }).publicKeys[0]?.x ?? "";
    const config = loadConfig({
      NODE_ENV: "test",
      CARD_SIGNING_KEY: key,
      CARD_RETIRED_PUBLIC_KEYS: `${retired},${key}`,
    });
    expect(config.cards).toEqual({ signingKey: key, retiredPublicKeys: [retired, key] });
    const tokens = new CardTokens({ appSecret: config.appSecret, ...config.cards });
    expect(tokens.publicKeys).toHaveLength(3);
    for (const env of [{ CARD_SIGNING_KEY: "short" }, { CARD_RETIRED_PUBLIC_KEYS: `${retired};${retired}` }]) {
      try {
        loadConfig({ NODE_ENV: "test", ...env });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems.join()).toContain(Object.keys(env)[0]);
      }
    }
  });
});
