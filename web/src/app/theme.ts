import { createTheme, type MantineColorsTuple } from "@mantine/core";

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
