import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PROFILE_PATH } from "../components/payment-paths";

export function BackToProfileButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={PROFILE_PATH} variant="default">
      {t("payments.actions.back_to_profile")}
    </Button>
  );
}
