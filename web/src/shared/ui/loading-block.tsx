import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Shown while a page's data arrives, below what the page already shows (its header, its filters):
 * a spinner announced as "Loading…". Not `PageLoader` (a lazily loaded page, half the screen high),
 * which is part of every first load; this is only in the pages that use it.
 */
export function LoadingBlock() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t("common.loading")} />
    </Center>
  );
}
