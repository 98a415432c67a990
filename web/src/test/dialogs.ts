import { onTestFinished } from "vitest";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * For this test, the browser asks for reduced motion (as a person can in their phone's settings):
 * the theme respects it (`respectReducedMotion`), so a dialog closes at once instead of staying in
 * the page for its 300 ms closing transition. A dialog found open right after an answer landed has
 * then stayed open, and was not on its way out: no waiting for a fixed time to tell.
 */
export function preferReducedMotion(): void {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => {
    const answer = matchMedia(query);
    return query === REDUCED_MOTION ? { ...answer, matches: true } : answer;
  };
  onTestFinished(() => {
    window.matchMedia = matchMedia;
  });
}
