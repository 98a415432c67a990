import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A random numeric code of `length` digits, uniformly drawn (no modulo bias). */
export function randomDigits(length = 6): string {
  let code = "";
  for (let index = 0; index < length; index += 1) code += String(randomInt(0, 10));
  return code;
}

/** A random URL-safe token (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * Codes and tokens are stored only as keyed hashes: a leaked table does not hand out working
 * codes, and the key (APP_SECRET) binds each hash to this deployment.
 */
export function hashSecret(key: string, scope: string, secret: string): string {
  return createHmac("sha256", key).update(scope).update("\u0000").update(secret).digest("hex");
}

export function sha256Hex(value: string | Buffer): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/**
 * Least estimated strength of APP_SECRET in production. Random 32-character hex strings score
 * 98 to 125 (their characters repeat by chance), `openssl rand -base64 32` about 220.
 */
export const MIN_SECRET_BITS = 90;

/**
 * A rough upper bound of a secret's strength in bits: its length times the Shannon entropy of its
 * own characters. `x` × 32 scores 0, `password` × 4 about 88, `openssl rand -base64 32` about 220.
 * It cannot prove a secret random; it refuses the obviously guessable ones.
 */
export function estimateSecretBits(secret: string): number {
  const characters = Array.from(secret);
  if (characters.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return Math.floor(bitsPerCharacter * characters.length);
}
