/** One root for every dojos query, so a change can refresh exactly what it touched. */
export const DOJOS_KEYS = {
  all: ["dojos"] as const,
  publicList: (region: string, q: string) => ["dojos", "public", region, q] as const,
  myTraining: ["dojos", "my-training"] as const,
  mine: ["dojos", "mine"] as const,
  dojo: (dojoId: string) => ["dojos", "dojo", dojoId] as const,
  students: (dojoId: string) => ["dojos", "dojo", dojoId, "students"] as const,
  instructors: (dojoId: string) => ["dojos", "dojo", dojoId, "instructors"] as const,
  trainings: (dojoId: string) => ["dojos", "dojo", dojoId, "trainings"] as const,
  sessions: (dojoId: string, from: string, to: string) => ["dojos", "dojo", dojoId, "sessions", from, to] as const,
  roll: (dojoId: string, sessionId: string) => ["dojos", "dojo", dojoId, "roll", sessionId] as const,
  affiliation: (dojoId: string) => ["dojos", "dojo", dojoId, "affiliation"] as const,
  admin: ["dojos", "admin"] as const,
  /** The applications waiting for a decision (kept in place once decided, for this visit). */
  applications: ["dojos", "admin", "applications"] as const,
  directory: ["dojos", "admin", "directory"] as const,
  adminList: (status: string, region: string) => ["dojos", "admin", "directory", status, region] as const,
};
