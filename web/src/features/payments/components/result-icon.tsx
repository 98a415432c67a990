import "@mantine/core/styles/ThemeIcon.css";
import { ThemeIcon } from "@mantine/core";

const PATHS = {
  success: "M5 12.5l4.5 4.5L19 7.5",
  failure: "M7 7l10 10M17 7L7 17",
  pending: "M12 7v5l3 3",
} as const;

const COLORS = { success: "green", failure: "red", pending: "yellow" } as const;

/** The big mark at the top of the payment result: the outcome at a glance, before any reading. */
export function ResultIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <ThemeIcon size={64} radius="xl" variant="light" color={COLORS[kind]} aria-hidden>
      <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden>
        {kind === "pending" && <circle cx="12" cy="12" r="9" />}
        <path d={PATHS[kind]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ThemeIcon>
  );
}
