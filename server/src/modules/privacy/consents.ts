import { type ConsentRecord, type Consents, PRIVACY_ERROR_CODES, type PrivacyNotice } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import { insertedUnlessTaken } from "../../db/unique-violation.js";
import { currentActingFor } from "../../http/acting-for.js";
import { AppError, validationFailed } from "../../http/errors.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { ConsentRecordsTable, ConsentSource, PrivacyNoticesTable } from "./privacy.table.js";

/** Queries of the privacy notice's versions and the consents given. No rules. */
export class ConsentsRepository {
  constructor(private readonly db: Db) {}

  /** The notice in force at `at`: the latest published by then. */
  currentNotice(at: string): Promise<PrivacyNoticesTable | undefined> {
    return this.db
      .selectFrom("privacy_notices")
      .selectAll()
      .where("published_at", "<=", at)
      .orderBy("published_at", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  allNotices(): Promise<PrivacyNoticesTable[]> {
    return this.db.selectFrom("privacy_notices").selectAll().orderBy("published_at", "desc").execute();
  }

  findNotice(version: string): Promise<PrivacyNoticesTable | undefined> {
    return this.db.selectFrom("privacy_notices").selectAll().where("version", "=", version).executeTakeFirst();
  }

  async insertNotice(row: PrivacyNoticesTable): Promise<void> {
    await this.db.insertInto("privacy_notices").values(row).execute();
  }

  firstNotice(): Promise<PrivacyNoticesTable | undefined> {
    return this.db.selectFrom("privacy_notices").selectAll().orderBy("published_at").limit(1).executeTakeFirst();
  }

  consentsOf(subjectUserId: string): Promise<ConsentRecordsTable[]> {
    return this.db
      .selectFrom("consent_records")
      .selectAll()
      .where("subject_user_id", "=", subjectUserId)
      .orderBy("accepted_at", "desc")
      .orderBy("version", "desc")
      .execute();
  }

  findConsent(subjectUserId: string, version: string): Promise<ConsentRecordsTable | undefined> {
    return this.db
      .selectFrom("consent_records")
      .selectAll()
      .where("subject_user_id", "=", subjectUserId)
      .where("version", "=", version)
      .executeTakeFirst();
  }

  /** Records an acceptance; a second acceptance of the same version keeps the first. */
  async insertConsent(row: ConsentRecordsTable): Promise<void> {
    await this.db
      .insertInto("consent_records")
      .values(row)
      .onConflict((conflict) => conflict.columns(["subject_user_id", "version"]).doNothing())
      .execute();
  }

  /**
   * The registration's acceptance, in the registration's transaction: the version in force when
   * the box was ticked, given by the registering person for the new account.
   */
  async recordRegistration(subjectUserId: string, givenByUserId: string, at: string): Promise<void> {
    // Before versions were kept there was one notice: the first version (as migration 0031 says).
    const notice = (await this.currentNotice(at)) ?? (await this.firstNotice());
    if (!notice) return;
    await this.insertConsent({
      subject_user_id: subjectUserId,
      version: notice.version,
      given_by_user_id: givenByUserId,
      accepted_at: at,
      source: "REGISTRATION",
    });
  }
}

const presentNotice = (row: PrivacyNoticesTable): PrivacyNotice => ({
  version: row.version,
  published_at: row.published_at,
  url: row.url,
});

/**
 * Consent to the privacy notice, per person and per version (Act 843, decision 105): the notice
 * in force, whether the person still has to accept it, and the acceptances with who gave them
 * (the person, or a guardian for a child).
 */
export class ConsentService {
  private readonly repository: ConsentsRepository;

  constructor(
    db: Db,
    private readonly accounts: MemberDirectory,
    private readonly audit: AuditService,
    /** A child's guardian (the families module), who gave the child's registration consent. */
    private readonly guardianOf: (userId: string) => Promise<string | undefined> = async () => undefined,
  ) {
    this.repository = new ConsentsRepository(db);
  }

  /** Every acceptance, newest first (the data export's part). */
  async list(subjectUserId: string): Promise<ConsentRecord[]> {
    await this.recordRegistration(subjectUserId);
    return this.present(subjectUserId, await this.repository.consentsOf(subjectUserId));
  }

  async consents(subjectUserId: string): Promise<Consents> {
    const current = await this.current();
    await this.recordRegistration(subjectUserId);
    const rows = await this.repository.consentsOf(subjectUserId);
    const items = await this.present(subjectUserId, rows);
    const accepted = rows.some((row) => row.version === current.version);
    return { current: presentNotice(current), required: accepted ? null : presentNotice(current), items };
  }

  async accept(
    subjectUserId: string,
    givenByUserId: string,
    version: string,
    meta: { ip?: string; userAgent?: string },
  ): Promise<ConsentRecord> {
    const current = await this.current();
    if (version !== current.version) {
      throw new AppError(
        409,
        PRIVACY_ERROR_CODES.CONSENT_VERSION_NOT_CURRENT,
        `Version ${version} is not the privacy notice in force (${current.version}).`,
        { action: "Read the current privacy notice and accept it." },
      );
    }
    const before = await this.repository.findConsent(subjectUserId, version);
    if (!before) {
      await this.repository.insertConsent({
        subject_user_id: subjectUserId,
        version,
        given_by_user_id: givenByUserId,
        accepted_at: new Date().toISOString(),
        source: "PROMPT",
      });
      await this.audit.record({
        action: "PRIVACY_NOTICE_ACCEPTED",
        actorUserId: givenByUserId,
        subjectUserId,
        ...meta,
        detail: { version },
      });
    }
    const row = await this.repository.findConsent(subjectUserId, version);
    if (!row) throw new Error("The consent just recorded is missing.");
    const [item] = await this.present(subjectUserId, [row]);
    if (!item) throw new Error("The consent just recorded is missing.");
    return item;
  }

  /** Every version, newest first (the officials' page). */
  async notices(): Promise<PrivacyNotice[]> {
    return (await this.repository.allNotices()).map(presentNotice);
  }

  /**
   * An official publishes a new version (decision 111): in force from the start of its effective
   * day (UTC; from now when that is today), when the consent gate asks every member and guardian
   * again. Audited.
   */
  async publish(
    actorUserId: string,
    input: { version: string; effective_on: string; url?: string | null | undefined },
    meta: { ip?: string; userAgent?: string },
  ): Promise<PrivacyNotice> {
    if (input.effective_on < new Date().toISOString().slice(0, 10)) {
      throw validationFailed({ effective_on: "must be today or later" });
    }
    const duplicate = () =>
      new AppError(409, PRIVACY_ERROR_CODES.NOTICE_VERSION_EXISTS, `Version ${input.version} was published already.`, {
        action: "Choose another version name.",
      });
    if (await this.repository.findNotice(input.version)) throw duplicate();
    // Today's version is in force from now: who registered earlier today accepted the previous one.
    const now = new Date().toISOString();
    const publishedAt = input.effective_on === now.slice(0, 10) ? now : `${input.effective_on}T00:00:00.000Z`;
    const row = { version: input.version, published_at: publishedAt, url: input.url ?? null };
    if (!(await insertedUnlessTaken(this.repository.insertNotice(row)))) throw duplicate();
    await this.audit.record({
      action: "PRIVACY_NOTICE_PUBLISHED",
      actorUserId,
      ...meta,
      detail: { version: row.version, effective_on: input.effective_on },
    });
    return presentNotice(row);
  }

  /**
   * A minor's entry to an event or a grading (decision 111): the guardian must have accepted the
   * privacy notice in force for the child, not only an earlier version.
   */
  async requireCurrent(subjectUserId: string): Promise<void> {
    const notice = await this.repository.currentNotice(new Date().toISOString());
    if (!notice) return;
    await this.recordRegistration(subjectUserId);
    if (await this.repository.findConsent(subjectUserId, notice.version)) return;
    const required = presentNotice(notice);
    throw new AppError(
      403,
      PRIVACY_ERROR_CODES.PRIVACY_NOTICE_NOT_ACCEPTED,
      `The guardian has not accepted the current privacy notice (version ${required.version}) for this child.`,
      { action: "The guardian accepts it when asked at sign-in (or on the account page) while acting for the child." },
    );
  }

  /**
   * The registration's acceptance, kept as a record the first time the person's consents are read:
   * the version in force when the box was ticked (users.consent_at). Repeating it changes nothing.
   */
  private async recordRegistration(subjectUserId: string): Promise<void> {
    const rows = await this.repository.consentsOf(subjectUserId);
    if (rows.some((row) => row.source === "REGISTRATION")) return;
    const at = await this.accounts.consentedAt(subjectUserId);
    // A child's consent was given by the guardian who registered or added them (decision 104).
    const giver = currentActingFor()?.actorUserId ?? (await this.guardianOf(subjectUserId)) ?? subjectUserId;
    if (at) await this.repository.recordRegistration(subjectUserId, giver, at);
  }

  private async current(): Promise<PrivacyNoticesTable> {
    const notice = await this.repository.currentNotice(new Date().toISOString());
    if (!notice) throw new Error("No privacy notice is published (migration 0031 adds the first).");
    return notice;
  }

  private async present(subjectUserId: string, rows: ConsentRecordsTable[]): Promise<ConsentRecord[]> {
    const people = await this.accounts.getMembers([...new Set(rows.map((row) => row.given_by_user_id))]);
    return rows.map((row) => {
      const person = people.get(row.given_by_user_id);
      return {
        version: row.version,
        accepted_at: row.accepted_at,
        source: row.source as ConsentSource,
        given_by: {
          id: row.given_by_user_id,
          first_name: person?.firstName ?? "",
          last_name: person?.lastName ?? "",
          self: row.given_by_user_id === subjectUserId,
        },
      };
    });
  }
}
