import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { constantTimeEqual } from "./secrets.js";

/*
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA-1, 30-second steps, 6 digits,
 * written with node:crypto. Exported for the server's tests and the e2e journeys too (`totpCode`).
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted (clock drift, a code typed as it turned). */
export const TOTP_WINDOW = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, upper case, no padding (what authenticator apps take). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 in any case, ignoring spaces, dashes and padding; throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const character of clean) {
    const index = BASE32.indexOf(character);
    if (index < 0) throw new Error("not base32");
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step a moment falls in. */
export function totpStep(time = Date.now()): number {
  return Math.floor(time / 1000 / TOTP_STEP_SECONDS);
}

/** RFC 4226 HOTP of a key and counter, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code an authenticator app shows for a base32 secret at a time (now by default). */
export function totpCode(secret: string, time = Date.now()): string {
  return hotp(base32Decode(secret), totpStep(time));
}

/**
 * The step a typed code matches within the window, later than `afterStep` (each code is accepted
 * once: the caller stores the step it accepted). Every candidate is compared in constant time.
 */
export function matchTotp(secret: string, code: string, afterStep: number, time = Date.now()): number | null {
  const key = base32Decode(secret);
  const now = totpStep(time);
  let matched: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    const equal = constantTimeEqual(hotp(key, step), code);
    if (equal && step > afterStep && matched === null) matched = step;
  }
  return matched;
}

/** The address an authenticator app reads from a QR code (Key Uri Format). */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/**
 * Tests and journeys: the app's code for the earliest step after `lastStep` that the server will
 * still accept when the code arrives (one step either side of now, each once), waiting for the
 * next step when those are spent. A past step's code expires at the end of the current step, so
 * it is only used while at least `marginMs` of the step remain: a code computed a moment before
 * the step turns and typed or sent after it would be refused (a flake on a loaded machine).
 */
export async function nextTotp(
  secret: string,
  lastStep: number,
  marginMs = 10_000,
): Promise<{ code: string; step: number }> {
  while (lastStep + 1 > totpStep() + TOTP_WINDOW) await new Promise((resolve) => setTimeout(resolve, 500));
  const now = Date.now();
  const current = totpStep(now);
  const remainingMs = (current + 1) * TOTP_STEP_SECONDS * 1000 - now;
  const earliest = remainingMs >= marginMs ? current - TOTP_WINDOW : current;
  const step = Math.max(lastStep + 1, earliest);
  return { code: hotp(base32Decode(secret), step), step };
}

/**
 * The secret at rest: AES-256-GCM with a key derived from APP_SECRET (HKDF-SHA-256, its own
 * label), so a copy of the database alone does not give anyone the codes. `v1.iv.tag.data`, base64url.
 */
function sealKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "gkf-totp", "tfa secret v1", 32));
}

export function sealTotpSecret(appSecret: string, secret: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(appSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openTotpSecret(appSecret: string, sealed: string, userId: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("unknown sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(appSecret), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * The demo's staff accounts share this authenticator secret (README, "Demo accounts"), so a person
 * can add it to an app and the journeys can compute its codes. Never used outside the demo data.
 */
export const DEMO_TFA_SECRET = "GKFDEMOOFFICIALS";
