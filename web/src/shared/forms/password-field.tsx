import { UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./fields.module.css";
import { TextField, type TextFieldProps } from "./text-field";

/**
 * The app's one password field (issue 12, one look), on the auth pages and the account page alike:
 * a Show/Hide button, since typing blind on a phone keyboard causes most typos. The button's name
 * says what it does ("Show password"), beginning with its visible word.
 */
export function PasswordField(props: Omit<TextFieldProps, "type" | "rightSection">) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      className={classes.withToggle}
      rightSection={
        <UnstyledButton
          className={classes.toggle}
          onClick={() => setVisible((visible) => !visible)}
          aria-label={isVisible ? t("common.actions.hide_password_label") : t("common.actions.show_password_label")}
        >
          {isVisible ? t("common.actions.hide_password") : t("common.actions.show_password")}
        </UnstyledButton>
      }
    />
  );
}
