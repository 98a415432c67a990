import type { Belt } from "@gkf/contract";
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BELT_COLOURS, formatBelt } from "./belt-display";

/** A belt as a small coloured strip and its grade ("3rd kyu"); "no belt" when none is confirmed. */
export function BeltLabel({ belt, size = "sm" }: { belt: Belt | null; size?: "sm" | "md" }) {
  const { t } = useTranslation();
  if (!belt) {
    return (
      <Text size={size} c="dimmed">
        {t("memberships.no_belt")}
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
        {formatBelt(belt, t)}
      </Text>
    </Group>
  );
}
