import type { Belt, EventCategory, EventType, EventWrite, GkfEvent, OrganiserKind } from "@gkf/contract";
import dayjs from "dayjs";

/** The event form as typed: every field a string (a date input, a number input), categories as rows. */
export interface EventFormValues {
  type: EventType;
  title: string;
  description: string;
  organiserKind: OrganiserKind;
  region: string;
  startsOn: string;
  endsOn: string;
  venue: string;
  /** `YYYY-MM-DDTHH:mm` in the organiser's time zone (a datetime-local input). */
  opensAt: string;
  closesAt: string;
  /** Cedis, as typed ("150" or "150.50"). */
  fee: string;
  capacity: string;
  minBelt: Belt | "";
  categories: CategoryRow[];
}

export interface CategoryRow {
  code: string;
  age_group: EventCategory["age_group"];
  gender: EventCategory["gender"];
  discipline: EventCategory["discipline"];
  weight_class: string;
}

const LOCAL = "YYYY-MM-DDTHH:mm";

export function emptyCategory(): CategoryRow {
  return { code: "", age_group: "SENIOR", gender: "FEMALE", discipline: "KATA", weight_class: "" };
}

/** A new event's form, or an existing event's as saved. */
export function formValuesOf(event: GkfEvent | null, now = new Date()): EventFormValues {
  if (!event) {
    const start = dayjs(now).add(30, "day").format("YYYY-MM-DD");
    return {
      type: "TOURNAMENT",
      title: "",
      description: "",
      organiserKind: "FEDERATION",
      region: "",
      startsOn: start,
      endsOn: start,
      venue: "",
      opensAt: dayjs(now).startOf("hour").format(LOCAL),
      closesAt: dayjs(now).add(21, "day").startOf("hour").format(LOCAL),
      fee: "0",
      capacity: "",
      minBelt: "",
      categories: [],
    };
  }
  return {
    type: event.type,
    title: event.title,
    description: event.description,
    organiserKind: event.organiser.kind,
    region: event.organiser.region ?? "",
    startsOn: event.starts_on,
    endsOn: event.ends_on,
    venue: event.venue,
    opensAt: dayjs(event.registration_opens_at).format(LOCAL),
    closesAt: dayjs(event.registration_closes_at).format(LOCAL),
    fee: String(event.fee.amount / 100),
    capacity: event.capacity === null ? "" : String(event.capacity),
    minBelt: event.min_belt ?? "",
    categories: event.categories.map((category) => ({ ...category, weight_class: category.weight_class ?? "" })),
  };
}

/** What the server is sent: pesewas, ISO times with the offset, no categories but for tournaments. */
export function toEventWrite(values: EventFormValues, dojoId: string | null = null): EventWrite {
  const capacity = values.capacity.trim();
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description.trim(),
    organiser: {
      kind: values.organiserKind,
      ...(values.organiserKind === "REGION" ? { region: values.region } : {}),
      ...(values.organiserKind === "DOJO" && dojoId ? { dojo: dojoId } : {}),
    },
    starts_on: values.startsOn,
    ends_on: values.endsOn,
    venue: values.venue.trim(),
    registration_opens_at: dayjs(values.opensAt).format(),
    registration_closes_at: dayjs(values.closesAt).format(),
    fee: Math.round(Number(values.fee || "0") * 100),
    capacity: capacity === "" ? null : Number(capacity),
    min_belt: values.minBelt === "" ? null : values.minBelt,
    categories:
      values.type === "TOURNAMENT"
        ? values.categories.map((row) => ({
            code: row.code.trim().toUpperCase(),
            age_group: row.age_group,
            gender: row.gender,
            discipline: row.discipline,
            weight_class: row.discipline === "KUMITE" && row.weight_class.trim() ? row.weight_class.trim() : null,
          }))
        : [],
  };
}
