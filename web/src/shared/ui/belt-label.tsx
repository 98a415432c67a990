import { type Belt, type BeltColour, beltPaint, DEFAULT_BELT_COLOURS } from "@gkf/contract";
import { Group, Text } from "@mantine/core";
import type { CSSProperties } from "react";
import { useBeltColours } from "../api/belt-colours";
import { formatBelt } from "./labels";

/**
 * The colours a belt shows before the federation's settings arrive (or when they cannot be read):
 * belt colours differ between styles (PRODUCT.md), so officials set them (control panel, belt
 * colours); these are the app's defaults.
 */
export const BELT_COLOURS: Record<Belt, string> = DEFAULT_BELT_COLOURS;

/** The belt's colour with its stripe across it, if it has one (an rgba stripe lies over the belt). */
function beltBackground(colours: Pick<BeltColour, "colour" | "stripe_colour">): string {
  const { background, stripe } = beltPaint({ ...colours, text_colour: null });
  return stripe
    ? `linear-gradient(to right, transparent 62%, ${stripe} 62% 82%, transparent 82%), ${background}`
    : background;
}

/** A belt drawn as a small strip (decoration: the grade is always written beside or on it). */
export function BeltStrip({ colours, style }: { colours: BeltColour; style?: CSSProperties }) {
  return (
    <span
      aria-hidden="true"
      data-belt-colour={colours.colour}
      data-belt-stripe={colours.stripe_colour ?? undefined}
      style={{
        display: "inline-block",
        width: 28,
        height: 8,
        borderRadius: 2,
        background: beltBackground(colours),
        border: "1px solid var(--mantine-color-gray-5)",
        flex: "none",
        ...style,
      }}
    />
  );
}

/**
 * The grade written on the belt's colour (the settings page's preview): the text colour is the
 * one officials chose when it reads at 4.5:1 on the belt, else black or white, whichever reads.
 */
export function BeltBadge({ colours, label }: { colours: BeltColour; label: string }) {
  const paint = beltPaint(colours);
  return (
    <span
      data-testid={`belt-badge-${colours.belt}`}
      style={{
        display: "inline-block",
        padding: "2px 10px",
        borderRadius: 4,
        // The stripe is a band at the end, clear of the text (an rgba stripe lies over the belt).
        background: paint.background,
        color: paint.text,
        border: "1px solid var(--mantine-color-gray-5)",
        borderRight: paint.stripe ? `12px solid ${paint.stripe}` : undefined,
        fontWeight: 700,
        fontSize: "var(--mantine-font-size-sm)",
        lineHeight: 1.5,
        whiteSpace: "nowrap",
      }}
    >
      {label}
    </span>
  );
}

/** A belt as a small coloured strip and its grade ("3rd kyu"); `none` when no belt is confirmed. */
export function BeltLabel({ belt, none, size = "sm" }: { belt: Belt | null; none: string; size?: "sm" | "md" }) {
  const coloursOf = useBeltColours();
  if (!belt) {
    return (
      <Text size={size} c="dimmed">
        {none}
      </Text>
    );
  }
  return (
    <Group gap={8} wrap="nowrap">
      <BeltStrip colours={coloursOf(belt)} />
      <Text size={size} fw={600}>
        {formatBelt(belt)}
      </Text>
    </Group>
  );
}
