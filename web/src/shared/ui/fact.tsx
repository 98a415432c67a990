import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * One fact in an official's view of a member or a document (a drawer's grid): a small label over
 * its value in bold. A long value (an e-mail address, a file name) wraps anywhere instead of
 * widening the grid.
 */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}
