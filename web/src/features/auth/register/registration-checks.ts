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
  | "consent";

export type DetailsErrors = Partial<Record<DetailsField, ValidationKey>>;

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
  for (const key of Object.keys(errors) as DetailsField[]) if (!errors[key]) delete errors[key];
  return errors;
}
