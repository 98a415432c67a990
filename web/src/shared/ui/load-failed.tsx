import { Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useInCard } from "./titled-section";

/**
 * What a page shows instead of its data when loading failed (the toast is gone after 5 s): the
 * reason and, when trying again can help, a button for it. On a page it is a box of its own; in a
 * card (`CardSection`) it is the card's lines, without a border inside the card's.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const inCard = useInCard();
  const lines = (
    <Stack gap="sm" align={inCard ? "flex-start" : undefined}>
      <Text size={inCard ? "sm" : undefined}>{message}</Text>
      {onRetry && (
        <Button variant="light" onClick={onRetry}>
          {t("common.actions.retry")}
        </Button>
      )}
    </Stack>
  );
  if (inCard) return lines;
  return (
    <Paper withBorder p="md" radius="md">
      {lines}
    </Paper>
  );
}
