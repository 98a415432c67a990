import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** What production keeps encrypted until delivery: the real bodies, with the code or link. */
export interface SealedContent {
  text: string;
  html: string | null;
}

/** The outbox's own key, derived from APP_SECRET (so a database copy alone opens nothing). */
function sealKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "gkf-outbox", "outbox message bodies", 32));
}

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function sealContent(appSecret: string, content: SealedContent): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(content), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url")).join(".");
}

export function openContent(appSecret: string, sealed: string): SealedContent {
  const [iv, tag, ciphertext] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !ciphertext) throw new Error("sealed message body is malformed");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(appSecret), iv);
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  return JSON.parse(plain) as SealedContent;
}

/** What a reader of the table sees in place of a code or link. */
export const MASK = "[hidden]";

/** Replaces every occurrence of the secret (a code, or a token inside a link). */
export function maskSecret(value: string, secret: string | undefined): string {
  if (!secret) return value;
  return value.split(secret).join(MASK);
}
