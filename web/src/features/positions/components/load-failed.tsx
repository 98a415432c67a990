import { Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The page's own account of a failed load (the toast is gone after 5 s), with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text>{message}</Text>
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            {t("common.actions.retry")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
