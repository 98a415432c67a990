import { createHmac } from "node:crypto";

/**
 * The demo staff's authenticator codes (decision 106: staff sign in in two steps). The demo data
 * gives every demo staff account this secret (server/src/security/totp.ts, README "Demo accounts");
 * RFC 6238 with HMAC-SHA-1, 30-second steps, 6 digits, as the server checks them. The bench's own
 * copy: the bench project does not compile the server's sources.
 */
const DEMO_TFA_SECRET = "GKFDEMOOFFICIALS";
const STEP_MS = 30_000;
/** The server accepts one step either side of now, each step once. */
const WINDOW = 1;

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const character of text) {
    value = ((value << 5) | alphabet.indexOf(character)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function hotp(counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", base32Decode(DEMO_TFA_SECRET)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The last step this process used: the server takes each code once. */
let lastStep = 0;

/** A demo staff code the server has not taken yet, waiting for the next step when those are spent. */
export async function demoStaffCode(): Promise<string> {
  const now = () => Math.floor(Date.now() / STEP_MS);
  while (lastStep + 1 > now() + WINDOW) await new Promise((resolve) => setTimeout(resolve, 500));
  lastStep = Math.max(lastStep + 1, now() - WINDOW);
  return hotp(lastStep);
}
