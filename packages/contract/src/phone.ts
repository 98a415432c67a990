/**
 * Ghana phone numbers: +233, national prefix 0, nine digits after it (REFERENCES.md). People type
 * them as `024 123 4567`, `0241234567`, `(024) 123 - 4567` or `+233241234567`; we store E.164.
 */
const NATIONAL_NUMBER = /^[235]\d{8}$/;

export function normalizeGhanaPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  let national: string | undefined;
  if (compact.startsWith("+233")) national = compact.slice(4);
  else if (compact.startsWith("00233")) national = compact.slice(5);
  else if (compact.startsWith("233") && compact.length === 12) national = compact.slice(3);
  else if (compact.startsWith("0") && compact.length === 10) national = compact.slice(1);
  if (national === undefined || !NATIONAL_NUMBER.test(national)) return null;
  return `+233${national}`;
}

/** `+233241234567` → `024 123 4567`, the way Ghanaians write it. */
export function formatGhanaPhone(e164: string): string {
  const national = e164.startsWith("+233") ? `0${e164.slice(4)}` : e164;
  return national.length === 10 ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` : e164;
}

/** E-mail addresses are compared and stored trimmed and in lower case. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** Shows enough of an address for a person to recognise it: `m•••@demo.gkf`, `+233•••••4567`. */
export function maskContact(contact: string): string {
  if (contact.includes("@")) {
    const [local = "", domain = ""] = contact.split("@");
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  return `${contact.slice(0, 4)}•••••${contact.slice(-4)}`;
}
