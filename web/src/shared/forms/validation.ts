import { normalizeGhanaPhone } from "@gkf/contract";

/*
 * Light checks before a request, hand-written (no Zod in the login page's first load). The server
 * checks everything again; these only save a round trip on a slow connection.
 * Each answers an i18n key of common.validation, or null when the value is fine.
 * Nothing here may import the contract's accounts.ts: it holds Zod schemas, and Rollup keeps a
 * module whole once one of its exports is used (the login page uses these). The checks that need
 * its constants are in password-rules.ts, for the lazily loaded pages.
 */

export type ValidationKey = "required" | "email" | "tel" | "password_length" | "code" | "date";

/** The e-mail shape of spec section 5: something@something.something, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): "required" | "email" | null {
  if (value.trim() === "") return "required";
  return EMAIL_SHAPE.test(value.trim()) ? null : "email";
}

export function checkPhone(value: string): "required" | "tel" | null {
  if (value.trim() === "") return "required";
  return normalizeGhanaPhone(value) ? null : "tel";
}

export function checkRequired(value: string): "required" | null {
  return value.trim() === "" ? "required" : null;
}
