import type { ValidationKey } from "../../../shared/forms/validation";

/** A recovery code is `xxxx-xxxx` (contract RECOVERY_CODE_PATTERN); a little room for a typing slip. */
const RECOVERY_CODE_MAX = 12;

/**
 * A recovery code of two-step sign-in (issue 17), typed or pasted: spaces dropped, in small
 * letters as the codes are shown (the server takes any case, with or without the dash).
 */
export function cleanRecoveryCode(value: string): string {
  return value.replace(/\s/g, "").toLowerCase().slice(0, RECOVERY_CODE_MAX);
}

export function checkRecoveryCode(value: string): ValidationKey | null {
  return value.trim() === "" ? "required" : null;
}
