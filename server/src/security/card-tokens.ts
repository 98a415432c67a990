import { createHash, createPrivateKey, createPublicKey, hkdfSync, type KeyObject, sign, verify } from "node:crypto";

/**
 * Card verification tokens: what a membership card's QR code carries (docs/decisions.md, "card
 * token design"). `base64url(JSON claims) "." base64url(Ed25519 signature)`, the signature made
 * over the ASCII bytes of the first part, like a JWS in compact form but without a header: the
 * only algorithm is Ed25519 and the key is named inside the claims (`kid`).
 *
 * Anyone holding the public key (GET /api/public/verify/keys) can check a token with no
 * connection to this server; only the server, holding the private key, can make one.
 */
export interface CardClaims {
  /** Format version: 1. */
  v: 1;
  /** Key id: the first 6 bytes of SHA-256 of the raw public key, base64url (8 characters). */
  kid: string;
  /** Membership number, e.g. GKF-AA-26-000123. */
  code: string;
  /** Display name: full name for adults, first name and initial for minors. */
  n: string;
  /** Membership type, e.g. ATHLETE. */
  t: string;
  /** Belt code (KYU_10 … DAN_10) or null. */
  b: string | null;
  /** Expiry date of the membership when the card was issued (YYYY-MM-DD), or null. */
  x: string | null;
  /** Issued at, seconds since 1970. */
  iat: number;
}

/** A public key in JWK form (RFC 8037), as published at GET /api/public/verify/keys. */
export interface CardPublicJwk {
  kty: "OKP";
  crv: "Ed25519";
  alg: "EdDSA";
  use: "sig";
  kid: string;
  /** The raw 32-byte public key, base64url. */
  x: string;
}

export interface CardKeyOptions {
  /** Used to derive the signing key when `signingKey` is not given. */
  appSecret: string;
  /** A 32-byte Ed25519 private key (seed), base64url: CARD_SIGNING_KEY. */
  signingKey?: string | undefined;
  /** Raw public keys (base64url) of earlier signing keys that still vouch for printed cards. */
  retiredPublicKeys?: readonly string[];
}

export type CardTokenInput = Omit<CardClaims, "v" | "kid" | "iat">;

const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_ED25519_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{16,1024})\.([A-Za-z0-9_-]{86})$/;
const BASE64URL_32_BYTES = /^[A-Za-z0-9_-]{43}$/;
const MAX_NAME_LENGTH = 60;

/** The Ed25519 seed every process derives from APP_SECRET alone: same secret, same key. */
export function deriveCardSeed(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "gkf-card-tokens", "ed25519 signing key v1", 32));
}

export function cardKeyId(rawPublicKey: Buffer): string {
  return createHash("sha256").update(rawPublicKey).digest().subarray(0, 6).toString("base64url");
}

export function isBase64Url32(value: string): boolean {
  return BASE64URL_32_BYTES.test(value) && Buffer.from(value, "base64url").length === 32;
}

function publicKeyFromRaw(raw: Buffer): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: "der", type: "spki" });
}

function rawPublicKey(key: KeyObject): Buffer {
  const jwk = key.export({ format: "jwk" });
  return Buffer.from(String(jwk.x), "base64url");
}

export class CardTokens {
  private readonly privateKey: KeyObject;
  /** The key id of the key that signs new cards. */
  readonly kid: string;
  /** Current key first, then retired ones: what verifiers accept. */
  private readonly verifiers: Array<{ kid: string; key: KeyObject }>;
  readonly publicKeys: CardPublicJwk[];

  constructor(options: CardKeyOptions) {
    const seed = options.signingKey ? Buffer.from(options.signingKey, "base64url") : deriveCardSeed(options.appSecret);
    if (seed.length !== 32) throw new TypeError("The card signing key must be 32 bytes (base64url)");
    this.privateKey = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
      format: "der",
      type: "pkcs8",
    });
    const raws = [rawPublicKey(createPublicKey(this.privateKey))];
    for (const retired of options.retiredPublicKeys ?? []) {
      const raw = Buffer.from(retired, "base64url");
      if (raw.length !== 32) throw new TypeError("A retired card key must be 32 bytes (base64url)");
      if (!raws.some((known) => known.equals(raw))) raws.push(raw);
    }
    this.verifiers = raws.map((raw) => ({ kid: cardKeyId(raw), key: publicKeyFromRaw(raw) }));
    this.kid = this.verifiers[0]?.kid ?? "";
    this.publicKeys = raws.map((raw) => ({
      kty: "OKP",
      crv: "Ed25519",
      alg: "EdDSA",
      use: "sig",
      kid: cardKeyId(raw),
      x: raw.toString("base64url"),
    }));
  }

  sign(input: CardTokenInput, now = Date.now()): string {
    const claims: CardClaims = {
      v: 1,
      kid: this.kid,
      code: input.code,
      n: input.n.slice(0, MAX_NAME_LENGTH),
      t: input.t,
      b: input.b,
      x: input.x,
      iat: Math.floor(now / 1000),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    const signature = sign(null, Buffer.from(payload, "ascii"), this.privateKey).toString("base64url");
    return `${payload}.${signature}`;
  }

  /**
   * The claims of a token one of our keys signed, or null for anything else (malformed, forged,
   * altered, signed by an unknown key). The signature is checked before the claims are read.
   */
  verify(token: string): CardClaims | null {
    const match = TOKEN_PATTERN.exec(token);
    if (!match) return null;
    const [, payload = "", signature = ""] = match;
    const data = Buffer.from(payload, "ascii");
    const signatureBytes = Buffer.from(signature, "base64url");
    if (signatureBytes.length !== 64) return null;
    const signer = this.verifiers.find(({ key }) => verify(null, data, key, signatureBytes));
    if (!signer) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return null;
    }
    return isCardClaims(claims) && claims.kid === signer.kid ? claims : null;
  }
}

function isCardClaims(value: unknown): value is CardClaims {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Record<string, unknown>;
  const nullableString = (field: unknown) => field === null || typeof field === "string";
  return (
    c.v === 1 &&
    typeof c.kid === "string" &&
    typeof c.code === "string" &&
    c.code.length > 0 &&
    typeof c.n === "string" &&
    typeof c.t === "string" &&
    nullableString(c.b) &&
    nullableString(c.x) &&
    typeof c.iat === "number" &&
    Number.isInteger(c.iat)
  );
}
