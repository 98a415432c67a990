import { useRef } from "react";

/**
 * The value as it was when `frozen` became true, until it is false again: a list behind a dialog
 * stays as the person left it while the dialog's change is read again, and the new list shows
 * with their tap on "Done" (a change that follows a tap is no layout shift).
 */
export function useFrozen<T>(value: T, frozen: boolean): T {
  const kept = useRef(value);
  if (!frozen) kept.current = value;
  return kept.current;
}
