import { LIMITS } from "@gkf/contract";

export interface ChallengeState {
  /** Until the code stops being usable: 5 s before the server's expiry. */
  usableMs: number;
  isUsable: boolean;
}

/**
 * Spec sections 4 and 9: a verification challenge counts as available only while more than 5 s
 * remain, so a code typed in the last seconds is not sent to be refused on arrival.
 */
export function getChallengeState(expiresAt: string, now: number): ChallengeState {
  const remainingMs = Date.parse(expiresAt) - now;
  if (!Number.isFinite(remainingMs)) return { usableMs: 0, isUsable: false };
  const usableMs = Math.max(0, remainingMs - LIMITS.CHALLENGE_MIN_REMAINING_MS);
  return { usableMs, isUsable: remainingMs > LIMITS.CHALLENGE_MIN_REMAINING_MS };
}

/** `9:05`: minutes and seconds, rounded up so the display never shows 0:00 while still usable. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
