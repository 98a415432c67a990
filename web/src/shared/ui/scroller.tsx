import { Box } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * Keeps a table's width to itself: on a narrow phone it scrolls sideways inside its box (which
 * takes the keyboard's focus, so it can be scrolled without a pointer) instead of widening the
 * page, which would zoom a phone's page out and move everything on it.
 */
export function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ overflowX: "auto", maxWidth: "100%" }} tabIndex={0} role="group" aria-label={label}>
      {children}
    </Box>
  );
}
