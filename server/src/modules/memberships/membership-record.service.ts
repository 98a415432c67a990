import type {
  DocumentType,
  MemberDocument,
  MembershipRecord,
  MembershipSummary,
  PublicNumberCheck,
  PublicVerification,
  UpdateMyRecordSchema,
} from "@gkf/contract";
import type { z } from "zod";
import type { AppConfig } from "../../config/config.js";
import { type Db, inTransaction } from "../../db/transaction.js";
import { AppError, notFound, validationFailed } from "../../http/errors.js";
import { renderMembershipCard } from "../../pdf/card.js";
import { renderMembershipCertificate } from "../../pdf/certificate.js";
import type { CertificateData } from "../../pdf/membership-document.js";
import { renderQrPng } from "../../pdf/primitives.js";
import type { CardTokens } from "../../security/card-tokens.js";
import { APP_VERSION } from "../../version.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { DocumentJobs } from "../documents/document-jobs.js";
import type { DocumentsService, Upload } from "../documents/documents.service.js";
import type { DocumentRow } from "../documents/documents.table.js";
import type { FilesService } from "../files/files.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { beltHistory } from "./belt-history.js";
import { CardVerification } from "./card-verification.js";
import { GradeAwards } from "./grade-awards.js";
import { type ComputedRecord, daysSince, MemberRecordViews } from "./member-record-views.js";
import {
  approvedPhoto,
  confirmedBelt,
  currentOfType,
  effectiveStatus,
  isValid,
  summarise,
} from "./membership-record-facts.js";
import { addMonths, athleteCategory, computeCompliance, isMinor, today } from "./membership-rules.js";
import { MembershipsRepository } from "./memberships.repository.js";
import type { MembershipRow } from "./memberships.table.js";

const DAY_MS = 86_400_000;
const REMINDER_DAYS = [30, 7];

/**
 * The membership record: stored facts (status, code, dates, region) joined with what the
 * documents prove (belt, verified category, compliance), computed the same way on every read.
 */
export class MembershipRecordService {
  /** The card's public side: its signed QR token, the public's checks (card-verification.ts). */
  readonly cards: CardVerification;
  /** Signs the QR tokens of membership cards and checks them (security/card-tokens.ts). */
  readonly cardTokens: CardTokens;
  /** Grades awarded at federation gradings, their certificates and QR check (decision 90). */
  readonly grades: GradeAwards;
  /** GET my-record's read model, kept current by triggers (decision 109). */
  readonly views: MemberRecordViews;

  constructor(
    config: AppConfig,
    private readonly db: Db,
    private readonly repository: MembershipsRepository,
    private readonly documents: DocumentsService,
    private readonly documentJobs: DocumentJobs,
    private readonly accounts: MemberDirectory,
    private readonly regions: RegionsService,
    private readonly files: FilesService,
    private readonly notifications: NotificationsService,
    private readonly payments: { summaryFor(userId: string): Promise<MembershipSummary["payment_summary"]> },
  ) {
    this.grades = new GradeAwards(db, accounts, { appSecret: config.appSecret, publicUrl: config.publicUrl });
    this.cards = new CardVerification(config, repository, documents, accounts, files, this.grades);
    this.cardTokens = this.cards.tokens;
    this.views = new MemberRecordViews(
      db,
      async () => [config.publicUrl, this.cardTokens.kid, APP_VERSION, await this.regions.listRegions()],
      (userId) => this.computeRecord(userId),
      accounts,
    );
  }

  async getRecord(userId: string): Promise<MembershipRecord> {
    return (await this.computeRecord(userId)).record;
  }

  /** The record computed from the facts (several reads); the read model stores what this answers. */
  private async computeRecord(userId: string): Promise<ComputedRecord> {
    const { membership, member } = await this.requireMembership(userId);
    const [rows, awarded, regions] = await Promise.all([
      this.documents.documentsFor(userId),
      this.grades.awardsOf(userId),
      this.regions.listRegions(),
    ]);
    const documents = await this.documents.present(rows);
    const byId = new Map(documents.map((document) => [document.id, document]));
    const day = today();
    const compliance = this.compliance(membership, member.dateOfBirth, rows);
    const region = regions.find((candidate) => candidate.code === membership.region_code);
    const district = region?.districts.find((candidate) => candidate.code === membership.district_code);
    const status = effectiveStatus(membership, day);
    const current = (type: DocumentType) => {
      const row = currentOfType(rows, type);
      return row ? (byId.get(row.id) ?? null) : null;
    };
    const lastRenewal = membership.last_renewed_at ?? membership.period_start;
    const summary = summarise(documents);
    const record: MembershipRecord = {
      status,
      current_membership_type: membership.membership_type,
      code: membership.code,
      athlete_category: athleteCategory(member.dateOfBirth, day),
      athlete_category_status: membership.athlete_category_status,
      date_joined: membership.date_joined,
      expiry_date: membership.expiry_date,
      is_national_team: membership.is_national_team === 1,
      renewal_count: membership.renewal_count,
      region: { code: membership.region_code, name: region?.name ?? membership.region_code },
      district: { code: membership.district_code, name: district?.name ?? membership.district_code },
      special_needs: membership.special_needs,
      days_since_last_renewal: daysSince(lastRenewal),
      has_paid_registration: membership.has_paid_registration === 1,
      has_valid_medical_clearance: rows.some((row) => row.document_type === "MEDICAL_CLEARANCE" && isValid(row, day)),
      is_active: status === "ACTIVE" && member.isActive,
      has_all_required_docs: compliance.breakdown
        .filter((entry) => entry.item !== "REGISTRATION_PAID")
        .every((entry) => entry.met),
      current_belt: confirmedBelt(rows, awarded),
      membership_certificate:
        status === "ACTIVE" && membership.code
          ? {
              certificate_url: "/api/my-account/membership/certificate/pdf",
              card_url: "/api/my-account/membership/card/pdf",
              qr_url: "/api/my-account/membership/card/qr.png",
              verify_url: this.cards.cardUrl(membership, member, confirmedBelt(rows, awarded)),
            }
          : null,
      certifications: rows
        .filter((row) => row.document_type === "BELT_CERTIFICATE" && row.belt)
        .map((row) => ({
          id: row.id,
          belt: row.belt as NonNullable<MemberDocument["belt"]>,
          grading_date: row.grading_date,
          examiner: row.examiner,
          status: row.status,
          review_reason: row.review_reason,
        })),
      belt_history: await beltHistory(rows, this.accounts, this.grades.history(awarded)),
      compliance_status: compliance.status,
      compliance_score: compliance.score,
      compliance_breakdown: compliance.breakdown,
      documents_summary: summary,
      current_medical_clearance: current("MEDICAL_CLEARANCE"),
      current_belt_certificate: current("BELT_CERTIFICATE"),
      current_ghana_card: current("GHANA_CARD"),
      current_passport_photo: current("PASSPORT_PHOTO"),
    };
    return { record, summary: await this.summaryOf(membership), lastRenewal };
  }

  /**
   * The summary computed from the facts (GET my-record-summary answers it from the read model,
   * computed with the record): 200 when the registration is paid, 206 when not.
   */
  async getSummary(userId: string): Promise<MembershipSummary> {
    const membership = await this.repository.findByUser(userId);
    if (!membership) throw notFound("You have no membership record yet.");
    return this.summaryOf(membership);
  }

  private async summaryOf(membership: MembershipRow): Promise<MembershipSummary> {
    return {
      has_paid_registration: membership.has_paid_registration === 1,
      payment_summary: await this.payments.summaryFor(membership.user_id),
    };
  }

  async updateRecord(userId: string, changes: z.output<typeof UpdateMyRecordSchema>, photo: Upload | undefined) {
    const { membership } = await this.requireMembership(userId);
    const region = changes.region ?? membership.region_code;
    const district = changes.district ?? (changes.region ? undefined : membership.district_code);
    if (!district) throw validationFailed({ district: "is required when the region changes" });
    if (changes.region || changes.district) {
      const regions = await this.regions.listRegions();
      if (!regions.some((candidate) => candidate.code === region))
        throw validationFailed({ region: "is not a region of Ghana" });
      if (!(await this.regions.isDistrictInRegion(region, district))) {
        throw validationFailed({ district: "is not a district of the region" });
      }
    }
    if (photo) await this.documents.addDocument(userId, { document_type: "PASSPORT_PHOTO" }, photo);
    await this.repository.update(userId, {
      region_code: region,
      district_code: district,
      ...(changes.special_needs !== undefined ? { special_needs: changes.special_needs || null } : {}),
    });
    if (changes.region || changes.district) await this.accounts.setRegion(userId, region, district);
    return this.getRecord(userId);
  }

  async complianceHistory(userId: string) {
    return this.repository.complianceHistory(userId);
  }

  async certificatePdf(userId: string, kind: "certificate" | "card"): Promise<Buffer> {
    const data = await this.certificateData(userId);
    return kind === "certificate" ? renderMembershipCertificate(data) : renderMembershipCard(data);
  }

  async qrPng(userId: string): Promise<Buffer> {
    const data = await this.certificateData(userId);
    return renderQrPng(data.verifyUrl);
  }

  /** What the public sees of a scanned card (card-verification.ts). */
  verifyCardToken(token: string): Promise<PublicVerification> {
    return this.cards.verifyCardToken(token);
  }

  /** The approved passport photo behind a genuine card token: adults only. */
  cardTokenPhoto(token: string) {
    return this.cards.cardTokenPhoto(token);
  }

  /** A membership number typed by hand: active or not, with the member's initials. */
  checkNumber(code: string): Promise<PublicNumberCheck> {
    return this.cards.checkNumber(code);
  }

  /** The member holding a membership number (trimmed, any case), for other modules (event check-in). */
  async holderOf(code: string): Promise<string | undefined> {
    return (await this.repository.findByCode(code.trim().toUpperCase()))?.user_id;
  }

  /** The membership number on a card's QR text (its token, or its /verify/t/ address); null if not genuine. */
  cardNumberOf(text: string): string | null {
    return this.cards.cardNumberOf(text);
  }

  /** Daily: expire documents and memberships, then remind members 30 and 7 days ahead. */
  async runDailyJobs(now = new Date()): Promise<{ expiredMemberships: number; reminders: number }> {
    const day = today(now);
    await this.documentJobs.expireAll(day);
    const expiredMemberships = await this.repository.expireMemberships(day);
    const targets = REMINDER_DAYS.map((days) => today(new Date(now.getTime() + days * DAY_MS)));
    let reminders = 0;
    for (const clearance of await this.documentJobs.medicalClearancesExpiringOn(targets)) {
      const days = REMINDER_DAYS[targets.indexOf(clearance.expiry_date ?? "")] ?? 0;
      reminders += await this.remind(clearance.user_id, `MEDICAL_${days}`, clearance.id, "medical_expiry", {
        days: String(days),
        date: clearance.expiry_date ?? "",
      });
    }
    for (const membership of await this.repository.expiringOn(targets)) {
      const days = REMINDER_DAYS[targets.indexOf(membership.expiry_date ?? "")] ?? 0;
      reminders += await this.remind(
        membership.user_id,
        `MEMBERSHIP_${days}`,
        membership.expiry_date ?? "",
        "membership_expiry",
        { days: String(days), date: membership.expiry_date ?? "", code: membership.code ?? "" },
      );
    }
    return { expiredMemberships, reminders };
  }

  // Helpers

  /**
   * Sends a reminder once: the record that it was sent and the message commit together, so a
   * message that could not be written is tried again by the next run. 1 when sent now.
   */
  private async remind(
    userId: string,
    kind: string,
    reference: string,
    template: "medical_expiry" | "membership_expiry",
    values: Record<string, string>,
  ): Promise<number> {
    const member = await this.accounts.getMember(userId);
    return inTransaction(this.db, async (trx) => {
      if (!(await new MembershipsRepository(trx).claimReminder(userId, kind, reference))) return 0;
      if (!member) return 0;
      await this.notifications.notifyMember(
        member.contact,
        { template, values: { first_name: member.firstName, ...values } },
        trx,
      );
      return 1;
    });
  }

  /**
   * A document changed (upload, replacement, decision, stored expiry): stores what documents
   * prove, the belt, the verified category, and the score's history. Wired in createServices.
   */
  async documentsChanged(userId: string): Promise<void> {
    const found = await this.repository.findByUser(userId);
    const member = await this.accounts.getMember(userId);
    if (!found || !member) return;
    const rows = await this.documents.documentsFor(userId);
    const approvedIdentity = rows.some(
      (row) =>
        (row.document_type === "GHANA_CARD" || row.document_type === "BIRTH_CERTIFICATE") && row.status === "APPROVED",
    );
    const compliance = this.compliance(found, member.dateOfBirth, rows);
    await this.repository.update(userId, {
      current_belt: confirmedBelt(rows, await this.grades.awardsOf(userId)),
      athlete_category_status: approvedIdentity ? "VERIFIED" : "UNVERIFIED",
      documents_compliant: compliance.documentsCompliant ? 1 : 0,
    });
    await this.repository.recordScore(userId, compliance.score);
  }

  private compliance(membership: MembershipRow, dateOfBirth: string, rows: DocumentRow[]) {
    const day = today();
    const validTypes = new Set(rows.filter((row) => isValid(row, day)).map((row) => row.document_type as DocumentType));
    const pendingTypes = new Set(
      rows.filter((row) => row.status === "PENDING_REVIEW").map((row) => row.document_type as DocumentType),
    );
    const rejectedReasons = new Map<DocumentType, string>();
    for (const row of rows) {
      // rows are newest first: keep the latest rejection of each type.
      if (row.status === "REJECTED" && row.review_reason && !rejectedReasons.has(row.document_type as DocumentType)) {
        rejectedReasons.set(row.document_type as DocumentType, row.review_reason);
      }
    }
    return computeCompliance({
      membershipType: membership.membership_type,
      hasPaidRegistration: membership.has_paid_registration === 1,
      minor: isMinor(dateOfBirth, day),
      validTypes,
      pendingTypes,
      rejectedReasons,
    });
  }

  private async certificateData(userId: string): Promise<CertificateData> {
    const { membership, member } = await this.requireMembership(userId);
    const status = effectiveStatus(membership, today());
    if (status !== "ACTIVE" || !membership.code) {
      throw new AppError(409, "MEMBERSHIP_NOT_ACTIVE", "The certificate exists once your membership is active.", {
        action: "Pay the registration fee or renew your membership.",
      });
    }
    const rows = await this.documents.documentsFor(userId);
    const belt = confirmedBelt(rows, await this.grades.awardsOf(userId));
    const photo = approvedPhoto(rows);
    const regions = await this.regions.listRegions();
    return {
      fullName: `${member.firstName} ${member.lastName}`,
      code: membership.code,
      membershipType: membership.membership_type,
      belt,
      regionName: regions.find((region) => region.code === membership.region_code)?.name ?? membership.region_code,
      validFrom: membership.period_start ?? membership.date_joined.slice(0, 10),
      validUntil: membership.expiry_date ?? addMonths(membership.period_start ?? today(), 12),
      status,
      verifyUrl: this.cards.cardUrl(membership, member, belt),
      photo: photo ? ((await this.files.readThumbnail(photo.file_id))?.data ?? null) : null,
      issuedAt: new Date().toISOString(),
      // The card and the certificate speak the member's language, like their messages.
      language: member.contact.language,
    };
  }

  private async requireMembership(userId: string) {
    const [membership, member] = await Promise.all([
      this.repository.findByUser(userId),
      this.accounts.getMember(userId),
    ]);
    if (!membership || !member) throw notFound("You have no membership record yet.");
    return { membership, member };
  }
}
