/**
 * Mantine's CSS, one file per component, instead of styles.css (every component, ~30 KB gzipped):
 * the first load is paid on metered mobile data. This file holds what the entry renders (providers,
 * public layouts, the page loader); a lazily loaded module imports its own extra files.
 * Order matters: the baseline, variables and globals come first.
 */
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Burger.css";
import "./a11y.css";
