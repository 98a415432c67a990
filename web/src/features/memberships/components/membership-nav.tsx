import { Button, Group } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./membership-nav.module.css";

const PAGES = ["index", "documents", "payments", "analytics", "training", "events"] as const;
type MembershipPage = (typeof PAGES)[number];

/**
 * The membership pages, one tap apart. The dashboard's menu opens the section's index only; on
 * a phone this row scrolls sideways instead of wrapping into a block of buttons.
 */
export function MembershipNav({ current }: { current: MembershipPage }) {
  const { t } = useTranslation();
  const currentRef = useRef<HTMLAnchorElement>(null);
  // On a narrow screen the current page may sit past the edge: bring it into view. The first page
  // is always in view. Measuring forces a layout: done in the next frame, where the browser lays
  // the page out anyway, not in the commit's task (a long task on a slow phone, decision 113).
  useEffect(() => {
    if (current === PAGES[0]) return;
    const frame = requestAnimationFrame(() =>
      currentRef.current?.scrollIntoView?.({ block: "nearest", inline: "center" }),
    );
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return (
    <div className={classes.scroller}>
      <Group
        component="nav"
        aria-label={t("memberships.nav.label")}
        gap={6}
        wrap="nowrap"
        preventGrowOverflow={false}
        pb={2}
      >
        {PAGES.map((page) => (
          <Button
            key={page}
            component={Link}
            to={`/dashboard/my-membership/${page}`}
            size="compact-sm"
            radius="xl"
            variant={page === current ? "filled" : "default"}
            aria-current={page === current ? "page" : undefined}
            ref={page === current ? currentRef : undefined}
            style={{ flex: "none" }}
          >
            {t(`memberships.nav.${page}`)}
          </Button>
        ))}
      </Group>
    </div>
  );
}
