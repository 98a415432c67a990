export interface AuditEventsTable {
  id: string;
  at: string;
  action: string;
  outcome: "SUCCESS" | "FAILURE";
  actor_user_id: string | null;
  subject_user_id: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: string | null;
}

export interface AuditTables {
  audit_events: AuditEventsTable;
}
