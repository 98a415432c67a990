import type { Belt } from "@gkf/contract";
import { Group, Text } from "@mantine/core";
import { formatBelt } from "./labels";

/**
 * Belt colours differ between styles and clubs (PRODUCT.md): this is the federation's display
 * choice, one place to change it. Kyu grades in a common WKF progression, dan grades black.
 */
export const BELT_COLOURS: Record<Belt, string> = {
  KYU_10: "#ffffff",
  KYU_9: "#f5d000",
  KYU_8: "#f08c00",
  KYU_7: "#2f9e44",
  KYU_6: "#1971c2",
  KYU_5: "#7048e8",
  KYU_4: "#7048e8",
  KYU_3: "#8b5a2b",
  KYU_2: "#8b5a2b",
  KYU_1: "#8b5a2b",
  DAN_1: "#111111",
  DAN_2: "#111111",
  DAN_3: "#111111",
  DAN_4: "#111111",
  DAN_5: "#111111",
  DAN_6: "#111111",
  DAN_7: "#111111",
  DAN_8: "#111111",
  DAN_9: "#111111",
  DAN_10: "#111111",
};

/** A belt as a small coloured strip and its grade ("3rd kyu"); `none` when no belt is confirmed. */
export function BeltLabel({ belt, none, size = "sm" }: { belt: Belt | null; none: string; size?: "sm" | "md" }) {
  if (!belt) {
    return (
      <Text size={size} c="dimmed">
        {none}
      </Text>
    );
  }
  return (
    <Group gap={8} wrap="nowrap">
      <span
        aria-hidden="true"
        style={{
          display: "inline-block",
          width: 28,
          height: 8,
          borderRadius: 2,
          background: BELT_COLOURS[belt],
          border: "1px solid var(--mantine-color-gray-5)",
          flex: "none",
        }}
      />
      <Text size={size} fw={600}>
        {formatBelt(belt)}
      </Text>
    </Group>
  );
}
