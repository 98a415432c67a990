import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "./password-rules";
import type { ValidationKey } from "./validation";

/** The sentence for a check's result (common.validation), or null when there is nothing to say. */
export function useValidationMessage(): (key: ValidationKey | null | undefined) => string | null {
  const { t } = useTranslation();
  return (key) => (key ? t(`common.validation.${key}`, { min: PASSWORD_MIN_LENGTH }) : null);
}
