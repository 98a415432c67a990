/**
 * How long to wait before asking the provider again about a pending payment: 2, 4, 8 and 16 s,
 * then no more (about half a minute in all). Mobile money often confirms within seconds; after
 * that the member is told what to do rather than left with a spinner on a metered connection.
 */
export const POLL_DELAYS_MS = [2_000, 4_000, 8_000, 16_000] as const;

/** `checksDone` counts the answers so far (1 after the first); false means stop asking. */
export function nextPollDelay(checksDone: number): number | false {
  return POLL_DELAYS_MS[checksDone - 1] ?? false;
}

/** Whether the result page is still asking by itself after this many answers. */
export function isStillPolling(checksDone: number): boolean {
  return nextPollDelay(checksDone) !== false;
}

/**
 * Following a mobile money prompt: the member needs a moment to find the phone and type the PIN,
 * and prompts time out after a minute or two. 3 s at first, then longer, about two minutes in all.
 */
export const PROMPT_POLL_DELAYS_MS = [
  3_000, 3_000, 4_000, 5_000, 6_000, 8_000, 10_000, 12_000, 15_000, 15_000, 15_000,
] as const;

/** `checksDone` counts the answers so far (1 after the first); false means stop asking. */
export function nextPromptPollDelay(checksDone: number): number | false {
  return PROMPT_POLL_DELAYS_MS[checksDone - 1] ?? false;
}
