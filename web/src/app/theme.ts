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
  // A person who asks their phone for reduced motion gets dialogs, drawers and toasts without
  // their opening and closing animations (WCAG 2.3.3).
  respectReducedMotion: true,
  // Most members use the portal on a phone: buttons a size up are easier to hit.
  components: {
    Button: { defaultProps: { size: "md" } },
    // A field's label, hint and error in one size whatever the field's (one look): a Mantine input
    // of size md (44 px, for a thumb) labelled as the app's own fields are (shared/forms), not in
    // 16 px beside a 14 px select.
    InputWrapper: {
      vars: () => ({
        label: { "--input-label-size": "var(--mantine-font-size-sm)" },
        description: { "--input-description-size": "var(--mantine-font-size-xs)" },
        error: { "--input-error-size": "var(--mantine-font-size-xs)" },
      }),
    },
    // Modal and drawer titles and the badges' case: a11y-pages.css (issue 12, one look), off the
    // login page's first load.
  },
});
