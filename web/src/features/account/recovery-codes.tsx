import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../shared/notifications/notify";
import classes from "./recovery-codes.module.css";

/**
 * The ten recovery codes, shown once after two-step sign-in is turned on or a new set is made
 * (issue 17): to copy or to print (only the codes are printed), then "I have kept my codes".
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      void notifySuccess({ title: t("account.tfa.copied"), message: t("account.tfa.codes_intro") });
    } catch {
      void notifyError({ title: t("account.tfa.codes_title"), message: t("account.tfa.copy_failed") });
    }
  }

  return (
    <Stack gap="sm" className={classes.printable}>
      <Title order={3} fz="h5">
        {t("account.tfa.codes_title")}
      </Title>
      <Text size="sm" role="status">
        {t("account.tfa.codes_intro")}
      </Text>
      <ul className={classes.codes} aria-label={t("account.tfa.codes_list")}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Group gap="sm" className={classes.noPrint}>
        <Button variant="default" onClick={copy}>
          {t("account.tfa.copy")}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t("account.tfa.print")}
        </Button>
        <Button onClick={onDone}>{t("account.tfa.codes_done")}</Button>
      </Group>
    </Stack>
  );
}
