import { type Kysely, sql } from "kysely";

/** Shown to the member on the copies this migration sets aside (see `up`). */
const DUPLICATE_REASON =
  "This copy was sent at the same time as another upload of the same document; the newer upload is the one under review.";

// At most one document waits for review per member and type, and at most one belt certificate
// per member and belt, enforced by the database (partial unique indexes): parallel uploads cannot
// both slip past the service's check. Copies that did slip in before are set aside first.
export async function up(db: Kysely<any>): Promise<void> {
  const pending: Array<{ id: string; user_id: string; document_type: string; belt: string | null }> = await db
    .selectFrom("documents")
    .select(["id", "user_id", "document_type", "belt"])
    .where("status", "=", "PENDING_REVIEW")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const row of pending) {
    const key =
      row.document_type === "BELT_CERTIFICATE"
        ? `${row.user_id}/${row.document_type}/${row.belt ?? ""}`
        : `${row.user_id}/${row.document_type}`;
    if (seen.has(key)) duplicates.push(row.id);
    else seen.add(key);
  }
  const now = new Date().toISOString();
  for (let start = 0; start < duplicates.length; start += 500) {
    await db
      .updateTable("documents")
      .set({ status: "REJECTED", review_reason: DUPLICATE_REASON, reviewed_at: now, updated_at: now })
      .where("id", "in", duplicates.slice(start, start + 500))
      .execute();
  }

  await db.schema
    .createIndex("documents_one_pending_idx")
    .on("documents")
    .columns(["user_id", "document_type"])
    .unique()
    .where(sql<boolean>`status = 'PENDING_REVIEW' and document_type <> 'BELT_CERTIFICATE'`)
    .execute();
  await db.schema
    .createIndex("documents_one_pending_belt_idx")
    .on("documents")
    .columns(["user_id", "belt"])
    .unique()
    .where(sql<boolean>`status = 'PENDING_REVIEW' and document_type = 'BELT_CERTIFICATE'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("documents_one_pending_belt_idx").execute();
  await db.schema.dropIndex("documents_one_pending_idx").execute();
}
