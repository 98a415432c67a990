/**
 * Fills a mask's `#` slots with the digits of what was typed (spec section 5: phone
 * `(###) ### - ####`, card `#### #### #### ####`). Literals after the last digit are left out, so
 * deleting back over a `) ` works; anything but digits is dropped, and so are digits beyond the mask.
 *
 * Self-contained on purpose (no imports, no helpers): the sandbox checkout page, which is server
 * HTML, runs this very function in the browser (its source is served as a script). The web app's
 * sign-in fields keep their own copy in their first-load chunk (web/src/shared/forms/input-mask.ts:
 * importing this one from there cost the login page 0.12 KB); a web test holds the two to the same answers.
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
