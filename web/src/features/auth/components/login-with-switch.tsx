import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceSwitch } from "../../../shared/forms/choice-switch";
import { usePhoneSignup } from "./phone-signup";

export type LoginWith = "email" | "tel";

/**
 * E-mail or phone: the identity a member signs in with (spec section 1). With phone sign-up
 * switched off (PHONE_SIGNUP=off) there is no choice: the switch is hidden and e-mail is used.
 */
export function LoginWithSwitch({ value, onChange }: { value: LoginWith; onChange: (value: LoginWith) => void }) {
  const { t } = useTranslation();
  const phoneSignup = usePhoneSignup();
  useEffect(() => {
    if (!phoneSignup && value === "tel") onChange("email");
  }, [phoneSignup, value, onChange]);
  if (!phoneSignup) return null;
  return (
    <ChoiceSwitch
      label={t("auth.login_with.label")}
      value={value}
      onChange={onChange}
      choices={[
        { value: "email", label: t("auth.login_with.email") },
        { value: "tel", label: t("auth.login_with.tel") },
      ]}
    />
  );
}
