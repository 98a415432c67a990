import { GENDERS, MAIN_ROLES } from "@gkf/contract";
import type { LoginWith } from "../components/login-with-switch";

/**
 * The registration form spans two pages (details, then account type). What was typed is kept in
 * sessionStorage so a reload or the back button loses nothing, except the password: that stays in
 * memory only and is asked for again after a reload.
 */
export interface RegistrationDraft {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: "" | (typeof GENDERS)[number];
  login_with: LoginWith;
  email: string;
  tel: string;
  region: string;
  district: string;
  consent: boolean;
  main_role: "" | (typeof MAIN_ROLES)[number];
  /** A 13–17-year-old registering on their own: their parent or guardian's e-mail, who confirms (decision 111). */
  guardian_email: string;
}

export const EMPTY_DRAFT: RegistrationDraft = {
  first_name: "",
  last_name: "",
  date_of_birth: "",
  gender: "",
  login_with: "email",
  email: "",
  tel: "",
  region: "",
  district: "",
  consent: false,
  main_role: "",
  guardian_email: "",
};

const STORAGE_KEY = "gkf.registration_draft";

let password = "";
/** Reasons the server gave per field, shown when the details page opens again. */
let serverErrors: Record<string, string> = {};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const asString = (value: unknown) => (typeof value === "string" ? value : "");

export function readDraft(): RegistrationDraft {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? "null");
  } catch {
    stored = null;
  }
  if (typeof stored !== "object" || stored === null) return { ...EMPTY_DRAFT };
  const value = stored as Record<string, unknown>;
  const gender = GENDERS.find((item) => item === value.gender) ?? "";
  const mainRole = MAIN_ROLES.find((item) => item === value.main_role) ?? "";
  return {
    first_name: asString(value.first_name),
    last_name: asString(value.last_name),
    date_of_birth: asString(value.date_of_birth),
    gender,
    login_with: value.login_with === "tel" ? "tel" : "email",
    email: asString(value.email),
    tel: asString(value.tel),
    region: asString(value.region),
    district: asString(value.district),
    consent: value.consent === true,
    main_role: mainRole,
    guardian_email: asString(value.guardian_email),
  };
}

export function saveDraft(draft: RegistrationDraft): void {
  try {
    // Built field by field: nothing else (above all no password) can slip into storage.
    const stored: RegistrationDraft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof RegistrationDraft)[]) {
      Object.assign(stored, { [key]: draft[key] });
    }
    storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the draft still lives in the page's state.
  }
}

export function getDraftPassword(): string {
  return password;
}

export function setDraftPassword(value: string): void {
  password = value;
}

export function getDraftServerErrors(): Record<string, string> {
  return serverErrors;
}

export function setDraftServerErrors(errors: Record<string, string>): void {
  serverErrors = errors;
}

export function clearDraft(): void {
  password = "";
  serverErrors = {};
  storage()?.removeItem(STORAGE_KEY);
}
