import { Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * What a page shows instead of its data when loading failed (the toast is gone after 5 s): the
 * reason and, when trying again can help, a button for it.
 */
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
