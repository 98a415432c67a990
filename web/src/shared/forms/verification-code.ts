import { CODE_LENGTH } from "@gkf/contract";
import type { ValidationKey } from "./validation";

const CODE_SHAPE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** The 6-digit codes of device verification, SMS activation and password reset. */
export function checkCode(value: string): ValidationKey | null {
  if (value.trim() === "") return "required";
  return CODE_SHAPE.test(value.trim()) ? null : "code";
}

/** Keeps the digits of a code someone typed or pasted with spaces. */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, "").slice(0, CODE_LENGTH);
}
