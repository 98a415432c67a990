import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A table that keeps at least `minWidth` and scrolls sideways on a narrow phone (Mantine's scroll
 * container), its scrolling box taking the keyboard's focus as a named region, so a keyboard
 * scrolls it even when no row has a link (axe: scrollable-region-focusable). Beside the tables and
 * forms of "pages-extras" (vite.config.ts), not with shared/ui/scroller.tsx: Mantine's Table is there.
 */
export function TableScroller({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
