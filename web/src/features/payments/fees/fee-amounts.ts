/** The fee limits of the API (FeeSchema), in pesewas: GH₵ 1.00 to GH₵ 1,000,000.00. */
export const MIN_FEE_PESEWAS = 100;
export const MAX_FEE_PESEWAS = 100_000_000;
export const MIN_PERIOD_MONTHS = 1;
export const MAX_PERIOD_MONTHS = 60;

/** Cedis as typed: digits, optionally a point (or a comma, as many phones offer) and up to 2 decimals. */
const CEDIS_PATTERN = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;

/**
 * "150", "150.5", "1,50" (comma as decimal point) or "GH₵ 1 200.00" → pesewas, exactly: the digits
 * are read as text, never multiplied as floats (0.29 * 100 is 28.999999999999996). Null when it is
 * not an amount of cedis with at most 2 decimals.
 */
export function cedisToPesewas(input: string): number | null {
  const cleaned = input.replace(/GH₵|GHS|\s/gi, "");
  // A thousands separator as in "1,200.00" (comma before a point) is dropped first.
  const normalized = /,\d{3}(?:[.]|$)/.test(cleaned) && cleaned.includes(".") ? cleaned.replace(/,/g, "") : cleaned;
  const match = CEDIS_PATTERN.exec(normalized);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Pesewas → the cedis an official edits: 15000 → "150.00". */
export function pesewasToCedis(pesewas: number): string {
  const whole = Math.trunc(pesewas / 100);
  const fraction = String(pesewas % 100).padStart(2, "0");
  return `${whole}.${fraction}`;
}

/** A fee amount the API accepts, in pesewas, or null. */
export function parseFeeAmount(input: string): number | null {
  const pesewas = cedisToPesewas(input);
  return pesewas !== null && pesewas >= MIN_FEE_PESEWAS && pesewas <= MAX_FEE_PESEWAS ? pesewas : null;
}

/** Whole months from 1 to 60, or null. */
export function parsePeriodMonths(input: string): number | null {
  if (!/^\d{1,2}$/.test(input.trim())) return null;
  const months = Number(input.trim());
  return months >= MIN_PERIOD_MONTHS && months <= MAX_PERIOD_MONTHS ? months : null;
}
