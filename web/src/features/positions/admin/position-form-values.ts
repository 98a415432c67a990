import { type AdminPosition, BELTS, type Belt, MAIN_ROLES, type MainRole, type PositionWrite } from "@gkf/contract";
import dayjs from "dayjs";

/** What the create/edit form holds: times as `datetime-local` values (the official's local time). */
export interface PositionFormValues {
  name: string;
  description: string;
  seats: number | string;
  opens_at: string;
  closes_at: string;
  /** "" for any belt. */
  min_belt: string;
  membership_types: string[];
  requires_compliance: boolean;
}

export type PositionFormProblem = "required" | "name_length" | "seats_range" | "date_required" | "closes_after_opens";

const LOCAL_INPUT_FORMAT = "YYYY-MM-DDTHH:mm";
/** A new position takes applications for four weeks unless the official says otherwise. */
const DEFAULT_WINDOW_DAYS = 28;

/** An ISO-8601 UTC time as a `datetime-local` value in this browser's time zone. */
export function toLocalInput(iso: string): string {
  return dayjs(iso).format(LOCAL_INPUT_FORMAT);
}

/** A `datetime-local` value (local time) as ISO-8601 UTC; null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** The form's start: the position's values, or a new one opening now for four weeks. */
export function toFormValues(position: AdminPosition | null, now: number): PositionFormValues {
  if (position) {
    return {
      name: position.name,
      description: position.description,
      seats: position.seats,
      opens_at: toLocalInput(position.opens_at),
      closes_at: toLocalInput(position.closes_at),
      min_belt: position.eligibility.min_belt ?? "",
      membership_types: [...position.eligibility.membership_types],
      requires_compliance: position.eligibility.requires_compliance,
    };
  }
  const opens = dayjs(now).startOf("minute");
  return {
    name: "",
    description: "",
    seats: 1,
    opens_at: opens.format(LOCAL_INPUT_FORMAT),
    closes_at: opens.add(DEFAULT_WINDOW_DAYS, "day").format(LOCAL_INPUT_FORMAT),
    min_belt: "",
    membership_types: [],
    requires_compliance: true,
  };
}

/** The same checks as the server's PositionWriteSchema, so most mistakes never make a round trip. */
export function checkPositionForm(
  values: PositionFormValues,
): Partial<Record<keyof PositionFormValues, PositionFormProblem>> {
  const problems: Partial<Record<keyof PositionFormValues, PositionFormProblem>> = {};
  const name = values.name.trim();
  if (name.length < 3 || name.length > 120) problems.name = "name_length";
  if (values.description.trim() === "") problems.description = "required";
  const seats = Number(values.seats);
  if (values.seats === "" || !Number.isInteger(seats) || seats < 1 || seats > 100) problems.seats = "seats_range";
  const opensAt = fromLocalInput(values.opens_at);
  const closesAt = fromLocalInput(values.closes_at);
  if (!opensAt) problems.opens_at = "date_required";
  if (!closesAt) problems.closes_at = "date_required";
  else if (opensAt && Date.parse(closesAt) <= Date.parse(opensAt)) problems.closes_at = "closes_after_opens";
  return problems;
}

const isBelt = (value: string): value is Belt => (BELTS as readonly string[]).includes(value);
const isMainRole = (value: string): value is MainRole => (MAIN_ROLES as readonly string[]).includes(value);

/** The request body; call after checkPositionForm found nothing. */
export function toPositionWrite(values: PositionFormValues): PositionWrite {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    seats: Number(values.seats),
    opens_at: fromLocalInput(values.opens_at) ?? "",
    closes_at: fromLocalInput(values.closes_at) ?? "",
    min_belt: isBelt(values.min_belt) ? values.min_belt : null,
    membership_types: values.membership_types.filter(isMainRole),
    requires_compliance: values.requires_compliance,
  };
}
