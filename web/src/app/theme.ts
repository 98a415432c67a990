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
 * Dimmed text and field errors readable on the login page too (issue 12): gray-6 on the page's
 * gray-0 was 3.2:1, this grey is 5.8:1; red-6 errors were 3.3:1 on white. The other colours'
 * readable shades are in a11y-pages.css, loaded with the pages that use them.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "#5c636a", "--mantine-color-error": "#c12828" },
  dark: {},
});

/** Close buttons of toasts, dialogs and drawers carry a name for screen readers (the catalogue's "Close"). */
export function withCloseLabels(base: MantineThemeOverride, close: string): MantineThemeOverride {
  const closeButtonProps = { "aria-label": close };
  const components = base.components ?? {};
  /** Keeps what the base theme sets for a component (the dialogs' title styles) beside the label. */
  const withDefaults = (name: string, defaultProps: Record<string, unknown>) => ({
    ...components[name],
    defaultProps: { ...components[name]?.defaultProps, ...defaultProps },
  });
  return {
    ...base,
    components: {
      ...components,
      Modal: withDefaults("Modal", { closeButtonProps }),
      Drawer: withDefaults("Drawer", { closeButtonProps }),
      Notification: withDefaults("Notification", { closeButtonProps }),
      Alert: withDefaults("Alert", { closeButtonLabel: close }),
    },
  };
}

/** The title of modals and drawers: the headings' weight at the size of an h4. */
const DIALOG_TITLE = {
  fontWeight: "var(--mantine-heading-font-weight)",
  fontSize: "var(--mantine-h4-font-size)",
  lineHeight: "var(--mantine-h4-line-height)",
} as const;

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
    // One look (issue 12): every dialog's and drawer's title is a heading, in the headings' weight.
    Modal: { styles: { title: DIALOG_TITLE } },
    Drawer: { styles: { title: DIALOG_TITLE } },
    // Labels in one case: badges say "Waiting for review" as the catalogue writes it, not in capitals.
    Badge: { defaultProps: { tt: "none" } },
  },
});
