/** One root for every positions query, so a mutation can refresh exactly what it changed. */
export const POSITIONS_KEYS = {
  all: ["positions"] as const,
  available: ["positions", "available"] as const,
  myApplications: ["positions", "my-applications"] as const,
  admin: ["positions", "admin"] as const,
  adminList: ["positions", "admin", "list"] as const,
  applicants: (positionId: string) => ["positions", "admin", positionId, "applicants"] as const,
};
