import { randomUUID } from "node:crypto";
import type { AuditRepository, AuditSearch } from "./audit.repository.js";

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
    await this.repository.insert({
      id: randomUUID(),
      at: new Date().toISOString(),
      action: entry.action,
      outcome: entry.outcome ?? "SUCCESS",
      actor_user_id: entry.actorUserId ?? null,
      subject_user_id: entry.subjectUserId ?? entry.actorUserId ?? null,
      ip: entry.ip ?? null,
      user_agent: entry.userAgent?.slice(0, 512) ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    });
  }

  /** The audit page (national officials): one page of matching events, newest first. */
  search(filter: AuditSearch) {
    return this.repository.search(filter);
  }

  listForSubject(userId: string, limit = 50) {
    return this.repository.listForSubject(userId, limit);
  }
}
