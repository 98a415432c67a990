// The bench's console lines.

export function log(message: string): void {
  console.log(`[bench] ${message}`);
}

export function warn(message: string): void {
  console.warn(`[bench] WARNING: ${message}`);
}

/** Seconds since `since` (ms since the epoch), to a tenth. */
export function seconds(since: number): number {
  return Math.round((Date.now() - since) / 100) / 10;
}
