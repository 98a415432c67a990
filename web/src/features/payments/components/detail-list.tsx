import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** Label and value pairs, one per line, that wrap on a 360 px screen (references are long). */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl style={{ margin: 0 }}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xs" wrap="wrap" py={2}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} ms="auto" ta="right" style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
