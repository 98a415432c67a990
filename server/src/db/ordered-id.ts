import { randomBytes } from "node:crypto";

let lastMs = 0;
let counter = 0;

/**
 * A UUID version 7 (RFC 9562): the time in milliseconds first, then a counter that goes up within
 * the same millisecond in this process, then random bits. Ids made later in a process sort after
 * earlier ones as text, so rows with the same `created_at` millisecond keep the order they were
 * written in when listed by (created_at, id).
 */
export function orderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = randomBytes(2).readUInt16BE() & 0x1ff; // room to count up within the millisecond
  } else {
    counter += 1;
    if (counter > 0xfff) {
      // 4,096 ids in one millisecond: borrow the next one, as RFC 9562 allows.
      lastMs += 1;
      counter = 0;
    }
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
