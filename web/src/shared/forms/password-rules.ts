import { PASSWORD_MIN_LENGTH } from "@gkf/contract";
import type { ValidationKey } from "./validation";

export { PASSWORD_MIN_LENGTH };

/** At least 8 characters and nothing more (ASVS 6.2.1: no composition rules). */
export function checkNewPassword(value: string): ValidationKey | null {
  if (value === "") return "required";
  return value.length >= PASSWORD_MIN_LENGTH ? null : "password_length";
}
