import type { Selectable } from "kysely";

export interface PositionsTable {
  id: string;
  name: string;
  description: string;
  seats: number;
  appointed_count: number;
  min_belt: string | null;
  /** Comma-separated membership types; empty for all. */
  membership_types: string;
  requires_compliance: number;
  opens_at: string;
  closes_at: string;
  status: "DRAFT" | "OPEN" | "CLOSED";
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface PositionApplicationsTable {
  id: string;
  position_id: string;
  user_id: string;
  status: "SUBMITTED" | "SHORTLISTED" | "APPOINTED" | "REJECTED" | "WITHDRAWN";
  statement: string | null;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PositionsTables {
  positions: PositionsTable;
  position_applications: PositionApplicationsTable;
}

export type PositionRow = Selectable<PositionsTable>;
export type ApplicationRow = Selectable<PositionApplicationsTable>;
