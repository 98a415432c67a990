import { today } from "../memberships/membership-rules.js";
import type { DocumentChangeListener } from "./document-rules.js";
import type { DocumentsRepository } from "./documents.repository.js";

/**
 * The documents' part of the hourly jobs: approved documents past their expiry date are stored
 * EXPIRED (reads show them so already), and the members' records are recomputed.
 */
export class DocumentJobs {
  constructor(
    private readonly repository: DocumentsRepository,
    private readonly onChange: DocumentChangeListener,
  ) {}

  /** Stores the expiry of approved documents past their date; returns their owners. */
  async expireAll(day = today()): Promise<string[]> {
    const owners = await this.repository.expireDocuments(day);
    for (const owner of owners) await this.onChange(owner);
    return owners;
  }

  /** Approved medical clearances expiring on one of the given days (for the reminders). */
  medicalClearancesExpiringOn(days: string[]) {
    return this.repository.medicalClearancesExpiringOn(days);
  }
}
