import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";

/** Ghana green (#006b3f at shade 7), the colour of the federation's flag. */
const gkfGreen: MantineColorsTuple = [
  "#e7f5ee",
  "#cfe9dc",
  "#a0d3ba",
  "#6dbc96",
  "#43a878",
  "#249a64",
  "#0f8655",
  "#006b3f",
  "#005532",
  "#003f25",
];

/** Ghana gold (#fcd116 at shade 5), for accents. */
const gkfGold: MantineColorsTuple = [
  "#fffbe1",
  "#fff5c8",
  "#ffeb96",
  "#ffe060",
  "#fdd735",
  "#fcd116",
  "#e0b800",
  "#c7a300",
  "#ad8d00",
  "#957800",
];

/**
 * Text and fills that keep 4.5:1 against white, the page's grey and the light variant's tint
 * (issue 12: white on green was 2.7:1, orange on yellow 2.7:1). Mantine's own shades 6–7, its
 * filled default here, are too light; one darker colour serves filled backgrounds (white text),
 * light variants' text (badges, alerts), outlines and coloured text.
 */
const READABLE: Record<string, string> = {
  red: "#c12828",
  pink: "#a61e4d",
  grape: "#862e9c",
  violet: "#5f3dc4",
  indigo: "#364fc7",
  blue: "#1864ab",
  cyan: "#0b7082",
  teal: "#077554",
  green: "#257735",
  lime: "#4a760a",
  yellow: "#a15300",
  orange: "#b63c0d",
};

export const cssVariablesResolver: CSSVariablesResolver = () => {
  // gray-6 on the page's gray-0 was 3.2:1; this grey is 5.8:1 there.
  // Field errors were red-6 on white, 3.3:1.
  const light: Record<string, string> = { "--mantine-color-dimmed": "#5c636a", "--mantine-color-error": READABLE.red };
  for (const [color, value] of Object.entries(READABLE)) {
    for (const part of ["filled", "light-color", "outline", "text"]) light[`--mantine-color-${color}-${part}`] = value;
    light[`--mantine-color-${color}-filled-hover`] = `color-mix(in srgb, ${value}, #000 15%)`;
  }
  return { variables: {}, light, dark: {} };
};

/** Close buttons of toasts, dialogs and drawers carry a name for screen readers (the catalogue's "Close"). */
export function withCloseLabels(base: MantineThemeOverride, close: string): MantineThemeOverride {
  const closeButtonProps = { "aria-label": close };
  return {
    ...base,
    components: {
      ...base.components,
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
      Alert: { defaultProps: { closeButtonLabel: close } },
    },
  };
}

export const theme = createTheme({
  primaryColor: "gkf",
  primaryShade: 7,
  colors: { gkf: gkfGreen, gold: gkfGold },
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "750" },
  // Most members use the portal on a phone: buttons a size up are easier to hit.
  components: {
    Button: { defaultProps: { size: "md" } },
  },
});
