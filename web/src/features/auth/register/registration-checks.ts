import { RegisterRequestSchema } from "@gkf/contract";
import { checkNewPassword } from "../../../shared/forms/password-rules";
import { checkRequired, type ValidationKey } from "../../../shared/forms/validation";
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
  | "consent"
  | "guardian_email";

/** `guardian_own`: the guardian's e-mail is the member's own. */
export type DetailsErrors = Partial<Record<DetailsField, ValidationKey | "guardian_own">>;

/*
 * The rules are the contract's registration schema, the one the server checks with, so the form
 * cannot accept what the server refuses (a birth date outside ages 3 to 110, an e-mail address
 * Zod refuses). It comes with the registration page's own chunk (the regions' descriptor brings Zod
 * there already); the login page's first load never imports this file.
 */
const fields = RegisterRequestSchema.shape;

/** Empty: "required"; refused by the contract's schema of the field: `refused`. */
function check(
  field: "date_of_birth" | "email" | "tel" | "password",
  value: string,
  refused: ValidationKey,
): ValidationKey | null {
  if (value.trim() === "") return "required";
  return fields[field].safeParse(value).success ? null : refused;
}

/** `YYYY-MM-DD` (what a date input gives), a real calendar day, of someone aged 3 to 110 today. */
export function checkBirthDate(value: string): ValidationKey | null {
  return check("date_of_birth", value, "date");
}

/** Age in whole years on today's date of a `YYYY-MM-DD` birth date (NaN when it is not one). */
export function ageToday(birthDate: string, today = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** 13–17: may register on their own and name a parent or guardian who confirms (decision 111). */
export const namesGuardian = (birthDate: string) => {
  const age = ageToday(birthDate);
  return age >= 13 && age < 18;
};

/** The details page's checks before going on to the account type. */
export function checkRegistrationDetails(draft: RegistrationDraft, password: string): DetailsErrors {
  const errors: DetailsErrors = {
    first_name: checkRequired(draft.first_name) ?? undefined,
    last_name: checkRequired(draft.last_name) ?? undefined,
    date_of_birth: checkBirthDate(draft.date_of_birth) ?? undefined,
    gender: draft.gender === "" ? "required" : undefined,
    password: (checkNewPassword(password) || check("password", password, "password_length")) ?? undefined,
    region: checkRequired(draft.region) ?? undefined,
    district: checkRequired(draft.district) ?? undefined,
    consent: draft.consent ? undefined : "required",
  };
  if (draft.login_with === "email") errors.email = check("email", draft.email, "email") ?? undefined;
  else errors.tel = check("tel", draft.tel, "tel") ?? undefined;
  const guardian = draft.guardian_email.trim();
  if (guardian !== "" && namesGuardian(draft.date_of_birth)) {
    const own = guardian.toLowerCase() === draft.email.trim().toLowerCase();
    errors.guardian_email = !fields.email.safeParse(guardian).success ? "email" : own ? "guardian_own" : undefined;
  }
  for (const key of Object.keys(errors) as DetailsField[]) if (!errors[key]) delete errors[key];
  return errors;
}
