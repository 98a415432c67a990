import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { FileRow, NewFile } from "./files.table.js";

/** Every query of the files module; no rules live here. */
export class FilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertFile(file: NewFile): Promise<void> {
    await this.db.insertInto("files").values(file).execute();
  }

  findFileById(id: string): Promise<FileRow | undefined> {
    return this.db.selectFrom("files").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async findFilesByIds(ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom("files").selectAll().where("id", "in", ids).execute();
  }

  /** Those of `keys` that a row names, as its file or its thumbnail. */
  async knownKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom("files")
      .select(["storage_key", "thumbnail_key"])
      .where((eb) => eb.or([eb("storage_key", "in", keys), eb("thumbnail_key", "in", keys)]))
      .execute();
    return new Set(rows.flatMap((row) => [row.storage_key, row.thumbnail_key]).filter((key) => key !== null));
  }

  /** A page of every file's keys and size, in id order, after `afterId` (moving or checking the store). */
  keysPage(
    afterId: string | undefined,
    limit: number,
  ): Promise<Pick<FileRow, "id" | "storage_key" | "thumbnail_key" | "size_bytes">[]> {
    let query = this.db.selectFrom("files").select(["id", "storage_key", "thumbnail_key", "size_bytes"]);
    if (afterId !== undefined) query = query.where("id", ">", afterId);
    return query.orderBy("id").limit(limit).execute();
  }

  /** The ids of every file a member owns (erasure, decision 97). */
  async fileIdsOwnedBy(userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom("files").select("id").where("owner_user_id", "=", userId).execute();
    return rows.map((row) => row.id);
  }

  /** True when a row was deleted. */
  async deleteFile(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("files").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
