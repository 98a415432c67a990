import "@mantine/core/styles/EmptyState.css";
import { Button, EmptyState, Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CalendarIcon } from "./icons";

/** Trainings and events belong to dojo activities, which do not exist yet: say so, plainly. */
export function DojoEmptyState({ withBackLink = true }: { withBackLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <EmptyState
        variant="light"
        icon={<CalendarIcon size={28} />}
        title={t("memberships.activities.empty_title")}
        description={t("memberships.activities.empty_text")}
      >
        {withBackLink && (
          <EmptyState.Actions>
            <Button component={Link} to="/dashboard/my-membership/index" variant="light">
              {t("memberships.activities.back")}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Paper>
  );
}
