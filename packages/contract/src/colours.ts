/**
 * Colour arithmetic for display settings (belt colours): reading the spec's colour forms
 * (`#abc`, `#aabbcc`, `rgb()`, `rgba()`) and WCAG 2 contrast. No Zod here: the web's labels use it.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** Opacity, 0 to 1. */
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The minimum contrast of normal text (WCAG 2, 1.4.3 AA). */
export const TEXT_CONTRAST_MIN = 4.5;

/** Reads `#abc`, `#aabbcc`, `rgb(r, g, b)` or `rgba(r, g, b, a)`; null for anything else. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join("") : hex[1];
    return {
      r: Number.parseInt(digits.slice(0, 2), 16),
      g: Number.parseInt(digits.slice(2, 4), 16),
      b: Number.parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const functional = /^rgba?\(([^)]*)\)$/.exec(text);
  if (!functional?.[1]) return null;
  const parts = functional[1].split(",").map((part) => Number(part.trim()));
  const isRgba = text.startsWith("rgba");
  if (parts.length !== (isRgba ? 4 : 3) || parts.some((part) => !Number.isFinite(part))) return null;
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  if ([r, g, b].some((channel) => channel < 0 || channel > 255) || a < 0 || a > 1) return null;
  return { r, g, b, a };
}

/** A colour with opacity painted over an opaque one. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The WCAG contrast ratio (1 to 21) of `foreground` on `background`. A background with opacity
 * is taken over white (the page), a foreground with opacity over the background. NaN when either
 * is not a colour.
 */
export function contrastRatio(foreground: string, background: string): number {
  const front = parseColour(foreground);
  const back = parseColour(background);
  if (!front || !back) return Number.NaN;
  const base = over(back, WHITE);
  const [one, two] = [luminance(over(front, base)), luminance(base)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

/** Black or white, whichever reads better on `background` (always at least 4.5:1). */
export function readableTextColour(background: string): "#000000" | "#ffffff" {
  return contrastRatio("#000000", background) >= contrastRatio("#ffffff", background) ? "#000000" : "#ffffff";
}
