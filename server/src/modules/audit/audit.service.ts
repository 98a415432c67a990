import { randomUUID } from "node:crypto";
import { currentActingFor } from "../../http/acting-for.js";
import type { AuditEventArgs, AuditRepository, AuditSearch } from "./audit.repository.js";

export interface AuditEntry {
  action: string;
  outcome?: "SUCCESS" | "FAILURE";
  actorUserId?: string | null;
  subjectUserId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** Never passwords, codes, tokens or card data (ASVS V16). */
  detail?: Record<string, unknown>;
}

/** Who did what, when (UTC) and from where: every authentication and every refusal. */
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.repository.insert(this.eventFor(entry));
  }

  /**
   * The row `record` would write, for a caller that writes it in its own statement (a sign-in's
   * session, decision 131, with `auditEventInsert`).
   */
  eventFor(entry: AuditEntry): AuditEventArgs {
    // A guardian acting for a child (X-Acting-For, decision 104): the child is the subject, the guardian the actor.
    const acting = currentActingFor();
    if (acting && entry.actorUserId === acting.childId) {
      entry = { ...entry, actorUserId: acting.actorUserId, subjectUserId: entry.subjectUserId ?? acting.childId };
    }
    return [
      randomUUID(),
      new Date().toISOString(),
      entry.action,
      entry.outcome ?? "SUCCESS",
      entry.actorUserId ?? null,
      entry.subjectUserId ?? entry.actorUserId ?? null,
      entry.ip ?? null,
      entry.userAgent?.slice(0, 512) ?? null,
      entry.detail ? JSON.stringify(entry.detail) : null,
    ];
  }

  /** The audit page (national officials): one page of matching events, newest first. */
  search(filter: AuditSearch) {
    return this.repository.search(filter);
  }

  /**
   * Erasure (decision 97): entries keep ids, not names. The given names (and contacts) are
   * replaced in the details of every entry about or by the person, and the addresses and browsers
   * they acted from are dropped.
   */
  async forgetPerson(userId: string, words: string[]): Promise<void> {
    const needles = words.map((word) => word.trim()).filter((word) => word.length >= 2);
    for (const entry of await this.repository.withDetailAbout(userId)) {
      let detail = entry.detail ?? "";
      for (const needle of needles) detail = detail.split(JSON.stringify(needle).slice(1, -1)).join("[erased]");
      if (detail !== entry.detail) await this.repository.setDetail(entry.id, detail);
    }
    await this.repository.forgetClientOf(userId);
  }

  listForSubject(userId: string, limit = 50) {
    return this.repository.listForSubject(userId, limit);
  }
}
