import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from "node:crypto";
import type { Belt, BeltHistoryEntry, GradeVerification } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import { AppError, notFound } from "../../http/errors.js";
import { renderGradeCertificate } from "../../pdf/grade-certificate.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AwardedGradeRow } from "./grade-awards.table.js";
import { highestBelt, isMinor, today } from "./membership-rules.js";

/** What another module (gradings) gives to award a grade. */
export interface GradeAward {
  userId: string;
  belt: Belt;
  /** The exam day, YYYY-MM-DD. */
  gradingDate: string;
  venue: string;
  /** The panel's names. */
  examiners: string[];
  /** One award per source, e.g. `grading:<application id>`. */
  sourceRef: string;
  awardedBy: string;
}

/** The awarding interface other modules are given (gradings: deps.records.grades). */
export interface GradeAwarding {
  /** Adds the grade to the member's belt history and moves the stored current belt, in `trx`. */
  awardGrade(award: GradeAward, trx: Db): Promise<{ id: string; certificateUrl: string; verifyUrl: string }>;
}

const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/**
 * Grades awarded at the federation's own gradings (decision 90): the memberships module's store,
 * their belt history entries, the grade certificate PDF and its QR code's public check. The QR
 * carries `<award id>.<HMAC-SHA256 of it>` under a key derived from APP_SECRET: it cannot be made
 * up, and the check reads the award fresh from the database.
 */
export class GradeAwards implements GradeAwarding {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    private readonly accounts: Pick<MemberDirectory, "getMember" | "getMembers">,
    private readonly config: { appSecret: string; publicUrl: string },
  ) {
    this.key = Buffer.from(hkdfSync("sha256", config.appSecret, "gkf-grade-certificates", "hmac key v1", 32));
  }

  async awardGrade(award: GradeAward, trx: Db) {
    const id = randomUUID();
    await trx
      .insertInto("awarded_grades")
      .values({
        id,
        user_id: award.userId,
        belt: award.belt,
        grading_date: award.gradingDate,
        venue: award.venue,
        examiners: JSON.stringify(award.examiners),
        source_ref: award.sourceRef,
        awarded_by: award.awardedBy,
        awarded_at: new Date().toISOString(),
      })
      .execute();
    // The stored current belt follows at once (no certificate review): the higher of the two.
    const membership = await trx
      .selectFrom("memberships")
      .select("current_belt")
      .where("user_id", "=", award.userId)
      .executeTakeFirst();
    const belt = highestBelt([membership?.current_belt ?? null, award.belt]);
    await trx.updateTable("memberships").set({ current_belt: belt }).where("user_id", "=", award.userId).execute();
    return { id, certificateUrl: certificatePath(id), verifyUrl: this.verifyUrl(id) };
  }

  awardsOf(userId: string): Promise<AwardedGradeRow[]> {
    return this.db.selectFrom("awarded_grades").selectAll().where("user_id", "=", userId).execute();
  }

  /** The awarded grades as belt history entries (merged with certificates by the record). */
  history(rows: AwardedGradeRow[]): BeltHistoryEntry[] {
    return rows.map((row) => ({
      certificate_id: row.id,
      belt: row.belt,
      grading_date: row.grading_date,
      examiner: (JSON.parse(row.examiners) as string[]).join(", ") || null,
      confirmed_at: row.awarded_at,
      confirmed_by: "GKF grading",
      source: "GKF_GRADING",
      certificate_url: certificatePath(row.id),
    }));
  }

  /** The certificate of one award; `userId` given: only that member's own (404 otherwise). */
  async certificatePdf(id: string, userId?: string): Promise<Buffer> {
    const row = await this.find(id);
    if (!row || (userId !== undefined && row.user_id !== userId)) throw notFound("There is no such grade certificate.");
    const [member, membership] = await Promise.all([
      this.accounts.getMember(row.user_id),
      this.membership(row.user_id),
    ]);
    return renderGradeCertificate({
      fullName: member ? `${member.firstName} ${member.lastName}` : "",
      code: membership?.code ?? null,
      belt: row.belt,
      gradingDate: row.grading_date,
      venue: row.venue,
      examiners: JSON.parse(row.examiners) as string[],
      verifyUrl: this.verifyUrl(row.id),
      issuedAt: row.awarded_at,
      language: member?.contact.language,
    });
  }

  /** The public check behind a certificate's QR code. */
  async verify(token: string): Promise<GradeVerification> {
    const match = TOKEN.exec(token);
    const id = match?.[1] ?? "";
    if (!match || !this.genuine(id, match[2] ?? "")) {
      throw new AppError(
        400,
        "GRADE_CERTIFICATE_NOT_GENUINE",
        "This grade certificate's QR code is not genuine: the federation did not sign it.",
        { action: "Do not accept the certificate. The member can download it again from the portal." },
      );
    }
    const row = await this.find(id);
    const member = row ? await this.accounts.getMember(row.user_id) : undefined;
    if (!row || !member) throw notFound("This grade is no longer on record.");
    const membership = await this.membership(row.user_id);
    return {
      valid: true,
      name: isMinor(member.dateOfBirth, today())
        ? `${member.firstName} ${Array.from(member.lastName.trim())[0]?.toUpperCase() ?? ""}.`
        : `${member.firstName} ${member.lastName}`,
      code: membership?.code ?? null,
      grade: row.belt,
      grading_date: row.grading_date,
      venue: row.venue,
      examiners: JSON.parse(row.examiners) as string[],
      awarded_at: row.awarded_at,
      checked_at: new Date().toISOString(),
    };
  }

  tokenFor(id: string): string {
    return `${id}.${this.sign(id)}`;
  }

  verifyUrl(id: string): string {
    return `${this.config.publicUrl}/verify/grade/${this.tokenFor(id)}`;
  }

  private find(id: string) {
    return this.db.selectFrom("awarded_grades").selectAll().where("id", "=", id).executeTakeFirst();
  }

  private membership(userId: string) {
    return this.db.selectFrom("memberships").select(["code"]).where("user_id", "=", userId).executeTakeFirst();
  }

  private sign(id: string): string {
    return createHmac("sha256", this.key).update(`grade:${id}`).digest("base64url");
  }

  private genuine(id: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** The member's download of an award's certificate. */
export const certificatePath = (id: string) => `/api/my-account/membership/grades/${id}/certificate.pdf`;
