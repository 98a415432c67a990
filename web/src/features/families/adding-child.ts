import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether "Add a child" is open on the dashboard, shared with the header: its row of people is
 * shown from the tap that opens the form, not from the moment the first child comes back, so the
 * page does not jump down when a slow network answers long after the tap (a layout shift the
 * person did not cause; the row then already holds "Me" and the child joins it).
 */
let adding = false;
const listeners = new Set<() => void>();

function setAdding(value: boolean): void {
  if (adding === value) return;
  adding = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAddingChild(): boolean {
  return useSyncExternalStore(subscribe, () => adding);
}

/** The card's open-or-closed state of "Add a child": closed again when the card goes away. */
export function useAddingChildState(): [boolean, (value: boolean) => void] {
  const value = useAddingChild();
  useEffect(() => () => setAdding(false), []);
  return [value, setAdding];
}
