import { useState } from "react";

/**
 * The last value that was not null: a dialog keeps showing its subject while it closes (its
 * transition runs after the page has already let go of the subject).
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
