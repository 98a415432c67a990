import { randomUUID } from "node:crypto";
import type { AccessLogEntry, StaffRole } from "@gkf/contract";
import { STAFF_ROLES } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AccessHow } from "./privacy.table.js";

/** The documents whose every official view is logged and shown to the member (Act 843: special data). */
export const LOGGED_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  "GHANA_CARD",
  "MEDICAL_CLEARANCE",
  "BIRTH_CERTIFICATE",
]);

/** An official opened (preview) or downloaded a member's document. */
export interface SensitiveAccess {
  officialUserId: string;
  subjectUserId: string;
  documentId: string;
  documentType: string;
  how: AccessHow;
}

/**
 * The access log (decision 105): each official's view or download of a member's identity,
 * medical or birth document, read by the member on their account page. The documents module
 * tells it of every file an official reads; the member's own reads never come here.
 */
export class AccessLog {
  constructor(
    private readonly db: Db,
    private readonly accounts: MemberDirectory,
  ) {}

  async record(access: SensitiveAccess): Promise<void> {
    if (!LOGGED_DOCUMENT_TYPES.has(access.documentType)) return;
    if (access.officialUserId === access.subjectUserId) return;
    const grants = await this.accounts.getStaffGrants(access.officialUserId);
    // The highest grant names the role (STAFF_ROLES is in rising order).
    const role = grants
      .map((grant) => grant.role)
      .sort((a, b) => STAFF_ROLES.indexOf(b as StaffRole) - STAFF_ROLES.indexOf(a as StaffRole))[0];
    await this.db
      .insertInto("document_access_log")
      .values({
        id: randomUUID(),
        subject_user_id: access.subjectUserId,
        official_user_id: access.officialUserId,
        official_role: role ?? "OFFICIAL",
        document_id: access.documentId,
        document_type: access.documentType,
        how: access.how,
        accessed_at: new Date().toISOString(),
      })
      .execute();
  }

  /** The member's log, newest first (the last 500 entries). */
  async of(subjectUserId: string): Promise<AccessLogEntry[]> {
    const rows = await this.db
      .selectFrom("document_access_log")
      .selectAll()
      .where("subject_user_id", "=", subjectUserId)
      .orderBy("accessed_at", "desc")
      .orderBy("id")
      .limit(500)
      .execute();
    const officials = await this.accounts.getMembers([...new Set(rows.map((row) => row.official_user_id))]);
    return rows.map((row) => {
      const official = officials.get(row.official_user_id);
      return {
        id: row.id,
        accessed_at: row.accessed_at,
        how: row.how,
        document_type: row.document_type,
        official: {
          first_name: official?.firstName ?? "",
          last_name: official?.lastName ?? "",
          role: row.official_role,
        },
      };
    });
  }
}
