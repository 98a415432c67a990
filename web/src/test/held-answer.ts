/**
 * An answer held back, as a slow network would hold it: pass `held` as a stubbed answer's `held`
 * (stubApi's and stubRoutes'), or await it in a fetch stub of the test's own; the answer lands
 * once the test has seen what happens meanwhile and calls `release()`.
 */
export function heldAnswer(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
