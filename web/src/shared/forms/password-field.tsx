import { UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./fields.module.css";
import { TextField, type TextFieldProps } from "./text-field";

/** A password input with a Show/Hide button: typing blind on a phone keyboard causes most typos. */
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
          aria-pressed={isVisible}
        >
          {isVisible ? t("common.actions.hide_password") : t("common.actions.show_password")}
        </UnstyledButton>
      }
    />
  );
}
