import type { DashboardSection } from "@gkf/contract";
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./page-header.module.css";

export interface PageHeaderProps {
  /** The page's name: its only `h1` (focused after a page change). */
  title: string;
  /** One line under the title: what the page is for. */
  subtitle?: ReactNode;
  /** The section this page belongs to: a link back to the section's index above the title. */
  back?: DashboardSection;
  /** Buttons beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
  /** What belongs to the header under the subtitle (the section's tabs, a scope line). */
  children?: ReactNode;
}

/** The section's index page, as the router spells it (app/router/route-guards.ts sectionIndexPath). */
export function sectionIndexHref(section: DashboardSection): string {
  return `/dashboard/${section}/index`;
}

/**
 * The header of every dashboard page (issue 12, one look): an optional "← Section" link back to
 * the section's index, the title as the page's `h1`, actions beside it, a subtitle under it.
 */
export function PageHeader({ title, subtitle, back, actions, children }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {back && (
        <Anchor component={Link} to={sectionIndexHref(back)} className={classes.back}>
          <BackIcon />
          {t(`app.dashboard.sections.${back}`)}
        </Anchor>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz="h2" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {actions}
      </Group>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
      {children}
    </Stack>
  );
}

function BackIcon() {
  return (
    <svg
      className={classes.backIcon}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 3.5 5.5 8l4.5 4.5" />
    </svg>
  );
}
