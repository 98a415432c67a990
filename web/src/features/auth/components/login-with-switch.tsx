import { useTranslation } from "react-i18next";
import { ChoiceSwitch } from "../../../shared/forms/choice-switch";

export type LoginWith = "email" | "tel";

/** E-mail or phone: the identity a member signs in with (spec section 1). */
export function LoginWithSwitch({ value, onChange }: { value: LoginWith; onChange: (value: LoginWith) => void }) {
  const { t } = useTranslation();
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
