import { PRESENTATION } from "@gkf/contract";
import { Center, Loader, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center role="status" mih="50vh" py="xl">
      <Loader size={PRESENTATION.LOADER_SIZE} />
      <VisuallyHidden>{t("common.loading")}</VisuallyHidden>
    </Center>
  );
}
