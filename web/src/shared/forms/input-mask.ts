import { INPUT_MASKS } from "@gkf/contract";

/**
 * Fills a mask's `#` slots with the digits of what was typed (spec section 5: phone
 * `(###) ### - ####`, card `#### #### #### ####`). Literals after the last digit are left out, so
 * deleting back over a `) ` works; digits beyond the mask are dropped.
 */
export function applyInputMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, "");
  let result = "";
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    result += slot === "#" ? digits[next++] : slot;
  }
  return result;
}

/**
 * A Ghana number in the phone mask. Numbers written the international way (`+233 24 …`, as a
 * browser's autofill gives them) become the national `0…` first, so they fit the ten slots.
 */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, "");
  const international = value.trim().startsWith("+233") || (digits.startsWith("233") && digits.length >= 12);
  const national = international ? `0${digits.slice(3)}` : digits;
  return applyInputMask(national, INPUT_MASKS.PHONE);
}
