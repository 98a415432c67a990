import type { EntryReasonCode, EntryStatus, EventStatus, EventType, OrganiserKind } from "@gkf/contract";
import type { Selectable } from "kysely";

export interface EventsTable {
  id: string;
  type: EventType;
  title: string;
  description: string;
  organiser_kind: OrganiserKind;
  region_code: string | null;
  dojo_id: string | null;
  starts_on: string;
  ends_on: string;
  venue: string;
  registration_opens_at: string;
  registration_closes_at: string;
  /** Pesewas. */
  fee: number;
  capacity: number | null;
  /** Entries holding a place (SUBMITTED or CONFIRMED). */
  places_taken: number;
  min_belt: string | null;
  status: EventStatus;
  /** JSON array of EventCategory. */
  categories: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventEntriesTable {
  id: string;
  event_id: string;
  user_id: string;
  /** The category's code; "" for none. */
  category: string;
  status: EntryStatus;
  /** The reason's English sentence; its code and, for a withdrawal, the note (entry-reasons.ts). */
  reason: string | null;
  reason_code: EntryReasonCode | null;
  reason_note: string | null;
  entered_by: string;
  entered_as: "MEMBER" | "INSTRUCTOR";
  consent_at: string | null;
  payment_id: string | null;
  receipt_number: string | null;
  checked_in_at: string | null;
  checked_in_by: string | null;
  placing: number | null;
  /** 0/1; null until recorded. */
  attended: number | null;
  result_recorded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventsTables {
  events: EventsTable;
  event_entries: EventEntriesTable;
}

export type EventRow = Selectable<EventsTable>;
export type EntryRow = Selectable<EventEntriesTable>;
