import type { FilesService } from "../files/files.service.js";
import type { DocumentChangeListener } from "./document-rules.js";
import type { DocumentsRepository } from "./documents.repository.js";
import type { DocumentRow } from "./documents.table.js";

/** What one retention run removed. */
export interface DocumentRetentionResult {
  rejectedDocuments: number;
  replacedVersions: number;
  files: number;
}

/** A member's document for their data export: the row, its earlier versions and the files to add. */
export interface ExportedDocument {
  document: DocumentRow;
  versions: Array<{ version: number; status: string; replaced_at: string; file_id: string }>;
}

/**
 * The documents' part of privacy (Act 843, decision 97): rejected documents and replaced
 * versions past their retention, a member's documents on erasure, and what their data export
 * holds. Rows go first, then the files they named through the files module, so a crash leaves at
 * most bytes without a row (the hourly sweeper's job), never a document whose file is gone.
 */
export class DocumentRetention {
  constructor(
    private readonly repository: DocumentsRepository,
    private readonly files: FilesService,
    private readonly onChange: DocumentChangeListener,
  ) {}

  /** Deletes documents rejected before `rejectedBefore` and versions replaced before `replacedBefore`. */
  async prune(limits: { rejectedBefore: Date; replacedBefore: Date }): Promise<DocumentRetentionResult> {
    const rejected = await this.repository.rejectedBefore(limits.rejectedBefore.toISOString());
    const rejectedIds = rejected.map((row) => row.id);
    const rejectedFiles = [
      ...rejected.map((row) => row.file_id),
      ...(await this.repository.versionFileIds(rejectedIds)),
    ];
    await this.repository.deleteDocuments(rejectedIds);
    const versions = await this.repository.versionsReplacedBefore(limits.replacedBefore.toISOString());
    await this.repository.deleteVersions(versions.map((row) => row.id));
    const files = await this.removeUnused([...rejectedFiles, ...versions.map((row) => row.file_id)]);
    // A rejected document counted as missing; its owner's record is computed again all the same.
    for (const owner of new Set(rejected.map((row) => row.user_id))) await this.onChange(owner);
    return { rejectedDocuments: rejected.length, replacedVersions: versions.length, files };
  }

  /** Every document of a member, and every file they own, deleted at once (erasure). */
  async eraseMember(userId: string): Promise<number> {
    const documents = await this.repository.listForUser(userId);
    await this.repository.deleteDocuments(documents.map((row) => row.id));
    return this.files.removeAllOwnedBy(userId);
  }

  /** The member's documents with their versions (data export). */
  async exportFor(userId: string): Promise<ExportedDocument[]> {
    const documents = await this.repository.listForUser(userId);
    return Promise.all(
      documents.map(async (document) => ({
        document,
        versions: (await this.repository.listVersions(document.id)).map((version) => ({
          version: version.version,
          status: version.status,
          replaced_at: version.replaced_at,
          file_id: version.file_id,
        })),
      })),
    );
  }

  private async removeUnused(fileIds: string[]): Promise<number> {
    const inUse = await this.repository.fileIdsInUse(fileIds);
    return this.files.removeMany(fileIds.filter((id) => !inUse.has(id)));
  }
}
