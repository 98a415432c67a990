import { checkNewPassword } from "../../../shared/forms/password-rules";
import { checkEmail, checkPhone, checkRequired, type ValidationKey } from "../../../shared/forms/validation";
import type { RegistrationDraft } from "./registration-draft";

export type DetailsField =
  | "first_name"
  | "last_name"
  | "date_of_birth"
  | "gender"
  | "email"
  | "tel"
  | "password"
  | "region"
  | "district"
  | "consent";

export type DetailsErrors = Partial<Record<DetailsField, ValidationKey>>;

/** `YYYY-MM-DD` (what a date input gives), a real calendar day, before today. */
export function checkBirthDate(value: string, today: Date): ValidationKey | null {
  if (value === "") return "required";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return "date";
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return isRealDay && year >= 1900 && date.getTime() < todayUtc ? null : "date";
}

/** The details page's checks before going on to the account type. */
export function checkRegistrationDetails(draft: RegistrationDraft, password: string, today: Date): DetailsErrors {
  const errors: DetailsErrors = {
    first_name: checkRequired(draft.first_name) ?? undefined,
    last_name: checkRequired(draft.last_name) ?? undefined,
    date_of_birth: checkBirthDate(draft.date_of_birth, today) ?? undefined,
    gender: draft.gender === "" ? "required" : undefined,
    password: checkNewPassword(password) ?? undefined,
    region: checkRequired(draft.region) ?? undefined,
    district: checkRequired(draft.district) ?? undefined,
    consent: draft.consent ? undefined : "required",
  };
  if (draft.login_with === "email") errors.email = checkEmail(draft.email) ?? undefined;
  else errors.tel = checkPhone(draft.tel) ?? undefined;
  for (const key of Object.keys(errors) as DetailsField[]) if (!errors[key]) delete errors[key];
  return errors;
}
