import { Button, Group, ScrollArea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** `events` is the events feature's page, under these tabs through the router (composed-events-page.tsx). */
export const ACTIVITY_PAGES = ["index", "trainings", "students", "instructors", "documents", "events"] as const;
export type ActivityPage = (typeof ACTIVITY_PAGES)[number];

/** The instructor's pages, one tap apart; scrolls sideways on a phone like the membership tabs. */
export function ActivitiesNav({ current }: { current: ActivityPage }) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group component="nav" aria-label={t("dojos.activities.nav_label")} gap={6} wrap="nowrap" pb={2}>
        {ACTIVITY_PAGES.map((page) => (
          <Button
            key={page}
            component={Link}
            to={`/dashboard/my-activities/${page}`}
            size="compact-sm"
            radius="xl"
            variant={page === current ? "filled" : "default"}
            aria-current={page === current ? "page" : undefined}
            style={{ flex: "none" }}
          >
            {t(`dojos.activities.pages.${page}`)}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}
