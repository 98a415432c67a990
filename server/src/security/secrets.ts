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
