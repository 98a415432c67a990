import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { reusableQuery } from "../../db/reusable-query.js";
import { insertedUnlessTaken, isUniqueViolation } from "../../db/unique-violation.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { MemberIdsQuery } from "../memberships/memberships.service.js";
import type { DocumentRow, DocumentsTable } from "./documents.table.js";

export interface QueueFilter {
  status?: string;
  types?: string[];
  excludeTypes?: string[];
  /** The members whose documents are visible (the memberships module's subquery). */
  members: MemberIdsQuery;
  /** The accounts whose name matches the search (the accounts module's subquery of ids). */
  names?: ReturnType<MemberDirectory["idsMatchingName"]>;
  /** Uploaded after this instant (exclusive) and at or before `uploadedUntil` (ISO times). */
  uploadedAfter?: string;
  uploadedUntil?: string;
  /** Oldest upload first by default; by name through the accounts' people (a correlated subquery). */
  sort: { key: "uploaded" | "type"; descending: boolean } | { key: "name"; descending: boolean; people: People };
  page: number;
  pageSize: number;
}
type People = ReturnType<MemberDirectory["directoryPeople"]>;

const selectForUser = reusableQuery((db, userId: string) =>
  db.selectFrom("documents").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id"),
);

/** Queries of documents, their versions, compliance history and reminders. No rules. */
export class DocumentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  withTransaction<T>(work: (repository: DocumentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new DocumentsRepository(trx)));
  }

  async insert(document: DocumentsTable): Promise<void> {
    await this.db.insertInto("documents").values(document).execute();
  }

  /**
   * Inserts a document waiting for review. False when another of its kind already waits (the
   * partial unique indexes of 2026_11_22_0009): parallel uploads cannot both get in.
   */
  async insertPending(document: DocumentsTable): Promise<boolean> {
    return insertedUnlessTaken(this.insert(document));
  }

  /**
   * Archives `document` as it was read and applies the replacement, in one transaction, only if
   * nobody replaced or decided it since it was read (same version, still editable). "changed"
   * when someone did; "duplicate" when the change would make a second document of its kind wait
   * for review. Nothing is written unless the answer is the document as this replacement wrote it
   * (not as a later one may have left it by the time the caller reads it again).
   */
  async replaceVersion(
    document: DocumentRow,
    changes: Partial<Omit<DocumentsTable, "id" | "user_id" | "version">>,
    editableStatuses: readonly DocumentRow["status"][],
  ): Promise<DocumentRow | "changed" | "duplicate"> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const replaced = await trx
          .updateTable("documents")
          .set({ ...changes, version: document.version + 1, updated_at: new Date().toISOString() })
          .where("id", "=", document.id)
          .where("version", "=", document.version)
          .where("status", "in", editableStatuses)
          .returningAll()
          .executeTakeFirst();
        if (!replaced) return "changed";
        try {
          await new DocumentsRepository(trx).archiveVersion(document);
        } catch (error) {
          // Only a second replacement of the same version can collide here; the update above
          // already makes that impossible, but if it ever happens it is the same story.
          if (isUniqueViolation(error)) throw new VersionTaken();
          throw error;
        }
        return replaced;
      });
    } catch (error) {
      if (error instanceof VersionTaken) return "changed";
      if (isUniqueViolation(error)) return "duplicate";
      throw error;
    }
  }

  findById(id: string): Promise<DocumentRow | undefined> {
    return this.db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
  }

  listForUser(userId: string): Promise<DocumentRow[]> {
    return selectForUser(this.db, userId);
  }

  /** Documents of a type waiting for review; for belt certificates, of that belt. */
  async countPending(userId: string, type: string, belt?: string | null): Promise<number> {
    let query = this.db
      .selectFrom("documents")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .where("document_type", "=", type)
      .where("status", "=", "PENDING_REVIEW");
    if (belt) query = query.where("belt", "=", belt);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Keeps the document as it was, then applies the replacement (one transaction, by the caller). */
  async archiveVersion(document: DocumentRow): Promise<void> {
    await this.db
      .insertInto("document_versions")
      .values({
        id: randomUUID(),
        document_id: document.id,
        version: document.version,
        status: document.status,
        document_number: document.document_number,
        issue_date: document.issue_date,
        expiry_date: document.expiry_date,
        belt: document.belt,
        grading_date: document.grading_date,
        examiner: document.examiner,
        file_id: document.file_id,
        review_reason: document.review_reason,
        replaced_at: new Date().toISOString(),
      })
      .execute();
  }

  async update(id: string, changes: Partial<Omit<DocumentsTable, "id" | "user_id">>): Promise<void> {
    await this.db
      .updateTable("documents")
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  }

  /** Records a decision only if the document still waits for one: two officials cannot both decide. */
  async decide(
    id: string,
    decision: { status: "APPROVED" | "REJECTED"; reason: string | null; reviewerId: string },
  ): Promise<boolean> {
    const now = new Date().toISOString();
    const result = await this.db
      .updateTable("documents")
      .set({
        status: decision.status,
        review_reason: decision.reason,
        reviewed_by: decision.reviewerId,
        reviewed_at: now,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("status", "=", "PENDING_REVIEW")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  listVersions(documentId: string) {
    return this.db
      .selectFrom("document_versions")
      .selectAll()
      .where("document_id", "=", documentId)
      .orderBy("version", "desc")
      .execute();
  }

  /** Approved documents whose expiry date has passed become EXPIRED; returns their owners. */
  async expireDocuments(today: string): Promise<string[]> {
    const due = await this.db
      .selectFrom("documents")
      .select(["id", "user_id"])
      .where("status", "=", "APPROVED")
      .where("expiry_date", "is not", null)
      .where("expiry_date", "<", today)
      .execute();
    if (due.length === 0) return [];
    await this.db
      .updateTable("documents")
      .set({ status: "EXPIRED", updated_at: new Date().toISOString() })
      .where(
        "id",
        "in",
        due.map((row) => row.id),
      )
      .where("status", "=", "APPROVED")
      .execute();
    return [...new Set(due.map((row) => row.user_id))];
  }

  async queue(filter: QueueFilter): Promise<{ rows: DocumentRow[]; total: number }> {
    let query = this.db.selectFrom("documents").where("user_id", "in", filter.members);
    if (filter.status) query = query.where("status", "=", filter.status as DocumentRow["status"]);
    if (filter.types?.length) query = query.where("document_type", "in", filter.types);
    if (filter.excludeTypes?.length) query = query.where("document_type", "not in", filter.excludeTypes);
    if (filter.names) query = query.where("user_id", "in", filter.names);
    if (filter.uploadedAfter) query = query.where("created_at", ">", filter.uploadedAfter);
    if (filter.uploadedUntil) query = query.where("created_at", "<=", filter.uploadedUntil);
    const { sort } = filter;
    const direction = sort.descending ? "desc" : "asc";
    let sorted = query.selectAll();
    if (sort.key === "name") {
      for (const column of ["last_name", "first_name"] as const) {
        sorted = sorted.orderBy(
          (eb) => eb.selectFrom(sort.people.as("p")).select(`p.${column}`).whereRef("p.id", "=", "documents.user_id"),
          direction,
        );
      }
    } else if (sort.key === "type") {
      sorted = sorted.orderBy("document_type", direction);
    }
    // Then the upload's age (oldest first unless "newest"), and the id: one order across pages.
    const byAge = sort.key === "uploaded" ? direction : "asc";
    const [rows, count] = await Promise.all([
      sorted
        .orderBy("created_at", byAge)
        .orderBy("id", byAge)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  // Retention and erasure (decision 97): rows go first, then the files they named.

  /** Documents still REJECTED whose decision is older than `before`, with their owners and files. */
  rejectedBefore(before: string) {
    return this.db
      .selectFrom("documents")
      .select(["id", "user_id", "file_id"])
      .where("status", "=", "REJECTED")
      .where("reviewed_at", "<", before)
      .execute();
  }

  /** Replaced versions older than `before`. */
  versionsReplacedBefore(before: string) {
    return this.db
      .selectFrom("document_versions")
      .select(["id", "file_id"])
      .where("replaced_at", "<", before)
      .execute();
  }

  /** The files of the earlier versions of these documents. */
  async versionFileIds(documentIds: string[]): Promise<string[]> {
    if (documentIds.length === 0) return [];
    const rows = await this.db
      .selectFrom("document_versions")
      .select("file_id")
      .where("document_id", "in", documentIds)
      .execute();
    return rows.map((row) => row.file_id);
  }

  /** Removes documents (their versions go with them). */
  async deleteDocuments(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom("document_versions").where("document_id", "in", ids).execute();
    await this.db.deleteFrom("documents").where("id", "in", ids).execute();
  }

  async deleteVersions(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom("document_versions").where("id", "in", ids).execute();
  }

  /** Which of these files a document or a version still names (a file is never removed under one). */
  async fileIdsInUse(fileIds: string[]): Promise<Set<string>> {
    if (fileIds.length === 0) return new Set();
    const [current, versions] = await Promise.all([
      this.db.selectFrom("documents").select("file_id").where("file_id", "in", fileIds).execute(),
      this.db.selectFrom("document_versions").select("file_id").where("file_id", "in", fileIds).execute(),
    ]);
    return new Set([...current, ...versions].map((row) => row.file_id));
  }

  /** Approved medical clearances expiring on one of the given days, with their owners. */
  medicalClearancesExpiringOn(days: string[]) {
    return this.db
      .selectFrom("documents")
      .select(["id", "user_id", "expiry_date"])
      .where("document_type", "=", "MEDICAL_CLEARANCE")
      .where("status", "=", "APPROVED")
      .where("expiry_date", "in", days)
      .execute();
  }
}

class VersionTaken extends Error {}
