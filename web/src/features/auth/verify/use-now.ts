import { useEffect, useState } from "react";

/** The current time, renewed every `intervalMs` while `isTicking`. */
export function useNow(intervalMs: number, isTicking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, isTicking]);
  return now;
}
