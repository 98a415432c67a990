import { UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./fields.module.css";
import { PASSWORD_MIN_LENGTH } from "./password-rules";
import { TextField, type TextFieldProps } from "./text-field";

/**
 * The app's one password field (issue 12, one look), on the auth pages and the account page alike:
 * a Show/Hide button, since typing blind on a phone keyboard causes most typos. The button's name
 * says what it does ("Show password"), beginning with its visible word.
 */
type PasswordFieldProps = Omit<TextFieldProps, "type" | "rightSection">;

export function PasswordField(props: PasswordFieldProps) {
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

/**
 * A password being chosen (registering, changing it, resetting it): "New password" unless the form
 * names it otherwise, the rule under it, and the browser's offer to make one up.
 */
export function NewPasswordField({
  label,
  ...props
}: Omit<PasswordFieldProps, "label" | "description" | "autoComplete"> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...props}
      label={label ?? t("common.fields.new_password")}
      description={t("common.fields.password_hint", { min: PASSWORD_MIN_LENGTH })}
      autoComplete="new-password"
    />
  );
}
