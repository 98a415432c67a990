import { useEffect, useRef, useState } from "react";

/** What a dialog or form knows of the opening a person has in front of them (see useOpening). */
export interface Opening {
  /**
   * The person closed it. A dialog that stays mounted when closed (its content is kept for the
   * next opening) calls this in its close; a form that unmounts when closed need not: going counts.
   */
  closed(): void;
  /**
   * Taken when a change is sent: the function returned is true while that same opening is still
   * open, and false for good once it was closed or the component has gone.
   */
  current(): () => boolean;
}

/**
 * Whether a change's late answer still belongs to what the person has open. The answer always
 * shows its success toast (after `mutateAsync`), but closes or clears something only while the
 * opening it was sent from is still open: never a dialog or form opened since (web/README.md,
 * "After a change").
 *
 * ```ts
 * const opening = useOpening();
 * const close = () => { opening.closed(); onClose(); };
 * const submit = () => {
 *   const stillOpen = opening.current();
 *   save.mutateAsync(values).then(() => { notifySuccess(…); if (stillOpen()) close(); }, () => undefined);
 * };
 * ```
 */
export function useOpening(): Opening {
  // Bumped by every closing and by unmounting, so an opening taken before either never comes back.
  const state = useRef({ isMounted: false, closings: 0 });
  useEffect(() => {
    const current = state.current;
    current.isMounted = true;
    return () => {
      current.isMounted = false;
      current.closings += 1;
    };
  }, []);
  const [opening] = useState<Opening>(() => ({
    closed: () => {
      state.current.closings += 1;
    },
    current: () => {
      const taken = state.current.closings;
      return () => state.current.isMounted && state.current.closings === taken;
    },
  }));
  return opening;
}
