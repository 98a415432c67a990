import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatDay } from "../../../shared/dates/days";
import { payPath } from "../components/payment-paths";
import type { RenewalState } from "./renewal-window";

/** "Time to renew" within the window before the expiry, "expired" after it; nothing otherwise. */
export function RenewalCallToAction({ renewal }: { renewal: RenewalState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (renewal.kind !== "due" && renewal.kind !== "expired") return null;

  const dateFormat = t("common.formats.date");
  const isExpired = renewal.kind === "expired";
  const date = renewal.expiryDate ? formatDay(renewal.expiryDate, dateFormat) : null;
  let text: string;
  if (renewal.kind === "expired") {
    text = date ? t("payments.renewal.expired_text", { date }) : t("payments.renewal.expired_no_date");
  } else {
    text =
      renewal.daysLeft === 0
        ? t("payments.renewal.due_today", { date: date ?? "" })
        : t("payments.renewal.due_text", { date: date ?? "", count: renewal.daysLeft });
  }

  return (
    <Alert
      color={isExpired ? "red" : "yellow"}
      variant="light"
      title={isExpired ? t("payments.renewal.expired_title") : t("payments.renewal.due_title")}
      component="section"
    >
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        {/* The amount and the ways to pay (mobile money here, or the card) come first. */}
        <Button onClick={() => void navigate(payPath("RENEWAL"))} fullWidth>
          {t("payments.actions.renew")}
        </Button>
      </Stack>
    </Alert>
  );
}
