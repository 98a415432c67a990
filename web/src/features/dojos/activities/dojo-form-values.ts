import type { RegisterDojoRequest } from "@gkf/contract";

export interface DojoFormValues {
  name: string;
  region: string;
  district: string;
  town: string;
  address: string;
  /** Comma-separated: "Shotokan, Wado-ryu". */
  styles: string;
  phone: string;
  email: string;
}

export const EMPTY_DOJO_FORM: DojoFormValues = {
  name: "",
  region: "",
  district: "",
  town: "",
  address: "",
  styles: "",
  phone: "",
  email: "",
};

export function splitStyles(styles: string): string[] {
  return styles
    .split(",")
    .map((style) => style.trim())
    .filter((style) => style.length > 0);
}

/** What the form checks before sending; the server checks everything again (its reasons show per field). */
export function checkDojoForm(values: DojoFormValues, required: string): Partial<Record<keyof DojoFormValues, string>> {
  const errors: Partial<Record<keyof DojoFormValues, string>> = {};
  for (const field of ["name", "region", "district", "town", "address"] as const)
    if (values[field].trim() === "") errors[field] = required;
  if (splitStyles(values.styles).length === 0) errors.styles = required;
  return errors;
}

export function toRegisterRequest(values: DojoFormValues): RegisterDojoRequest {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    region: values.region,
    district: values.district,
    town: values.town.trim(),
    address: values.address.trim(),
    styles: splitStyles(values.styles),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}
