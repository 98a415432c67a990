import { useTranslation } from "react-i18next";
import { formatPhoneInput } from "../../../shared/forms/input-mask";
import { TextField } from "../../../shared/forms/text-field";
import type { LoginWith } from "./login-with-switch";

interface ContactInputProps {
  loginWith: LoginWith;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** "username" on sign-in forms, so password managers pair it with the password. */
  autoComplete?: string;
  label?: string;
}

/** The e-mail field, or the phone field with the spec's mask `(###) ### - ####`. */
export function ContactInput({ loginWith, value, onChange, error, autoComplete, label }: ContactInputProps) {
  const { t } = useTranslation();
  const isEmail = loginWith === "email";
  return (
    <TextField
      // A new element per kind, so the browser does not carry the other kind's autofill over.
      key={loginWith}
      type={isEmail ? "email" : "tel"}
      inputMode={isEmail ? "email" : "tel"}
      autoComplete={autoComplete ?? (isEmail ? "email" : "tel")}
      autoCapitalize="none"
      label={label ?? (isEmail ? t("common.fields.email") : t("common.fields.tel"))}
      placeholder={isEmail ? t("common.fields.email_placeholder") : t("common.fields.tel_placeholder")}
      value={value}
      onChange={(typed) => onChange(isEmail ? typed : formatPhoneInput(typed))}
      error={error}
      withAsterisk
    />
  );
}
