import { Button, Group, ScrollArea } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const PAGES = ["index", "documents", "payments", "analytics", "training", "events"] as const;
type MembershipPage = (typeof PAGES)[number];

/**
 * The membership pages, one tap apart. The dashboard's menu opens the section's index only; on
 * a phone this row scrolls sideways instead of wrapping into a block of buttons.
 */
export function MembershipNav({ current }: { current: MembershipPage }) {
  const { t } = useTranslation();
  const currentRef = useRef<HTMLAnchorElement>(null);
  // On a narrow screen the current page may sit past the edge: bring it into view.
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: "nearest", inline: "center" });
  }, []);
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
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
    </ScrollArea>
  );
}
