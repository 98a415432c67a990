/**
 * A unique index or primary key refused the row: better-sqlite3 and PostgreSQL (23505) say so by
 * code. Callers turn it into the answer the race deserves (a 409, "already done", a retry).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}
