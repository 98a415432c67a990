/**
 * A unique index or primary key refused the row: better-sqlite3 and PostgreSQL (23505) say so by
 * code. Callers turn it into the answer the race deserves (a 409, "already done", a retry).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/**
 * An insert a unique index or primary key may refuse: true when the row went in, false when the
 * index said it is there already (another request's, sent at the same moment); other errors throw.
 */
export async function insertedUnlessTaken(insert: Promise<unknown>): Promise<boolean> {
  try {
    await insert;
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
