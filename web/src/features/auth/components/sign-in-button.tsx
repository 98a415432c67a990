import { Button, type ButtonProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { loginPathWithRedirect, recallRedirect } from "../redirect-after-login";

/** To the login page, carrying the redirect this tab was given (registration and activation detours). */
export function SignInButton({ label, ...props }: ButtonProps & { label?: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={loginPathWithRedirect(recallRedirect())} {...props}>
      {label ?? t("common.actions.sign_in")}
    </Button>
  );
}
