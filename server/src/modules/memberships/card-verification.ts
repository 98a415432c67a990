import type { PublicNumberCheck, PublicVerification } from "@gkf/contract";
import type { AppConfig } from "../../config/config.js";
import { AppError, notFound } from "../../http/errors.js";
import { CardTokens } from "../../security/card-tokens.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { DocumentsService } from "../documents/documents.service.js";
import type { FilesService } from "../files/files.service.js";
import type { GradeAwards } from "./grade-awards.js";
import { approvedPhoto, confirmedBelt, effectiveStatus, initial, publicName } from "./membership-record-facts.js";
import { isMinor, today } from "./membership-rules.js";
import type { MembershipsRepository } from "./memberships.repository.js";
import type { MembershipRow } from "./memberships.table.js";

/**
 * The card's public side: the signed QR token a card carries (security/card-tokens.ts), what
 * the public sees when it is scanned or a number is typed, and the number behind a scanned card
 * (event check-in). Reached through MembershipRecordService, whose methods of the same names
 * delegate here.
 */
export class CardVerification {
  /** Signs the QR tokens of membership cards and checks them. */
  readonly tokens: CardTokens;

  constructor(
    private readonly config: AppConfig,
    private readonly repository: MembershipsRepository,
    private readonly documents: DocumentsService,
    private readonly accounts: MemberDirectory,
    private readonly files: FilesService,
    private readonly grades: GradeAwards,
  ) {
    this.tokens = new CardTokens({ appSecret: config.appSecret, ...config.cards });
  }

  /**
   * A card's QR token, checked online: what the public may see of a membership (never birth
   * date, ID numbers, contacts, region or documents), read fresh from the database so a suspended
   * or renewed membership shows as it is now. A minor's photo is never shown (PRODUCT.md).
   */
  async verifyCardToken(token: string): Promise<PublicVerification> {
    const { membership, member } = await this.membershipOfToken(token);
    const day = today();
    const status = effectiveStatus(membership, day);
    const rows = await this.documents.documentsFor(membership.user_id);
    const awarded = await this.grades.awardsOf(membership.user_id);
    const showPhoto = !isMinor(member.dateOfBirth, day) && approvedPhoto(rows) !== undefined;
    return {
      code: membership.code ?? "",
      name: publicName(member, day),
      photo_url: showPhoto ? `/api/public/verify/photo/${token}` : null,
      membership_type: membership.membership_type,
      belt: confirmedBelt(rows, awarded),
      status,
      expiry_date: membership.expiry_date,
      is_valid: status === "ACTIVE",
      checked_at: new Date().toISOString(),
    };
  }

  /** The approved passport photo behind a genuine card token: adults only. */
  async cardTokenPhoto(token: string) {
    const { membership, member } = await this.membershipOfToken(token);
    const photo = isMinor(member.dateOfBirth, today())
      ? undefined
      : approvedPhoto(await this.documents.documentsFor(membership.user_id));
    const found = photo ? await this.files.readThumbnail(photo.file_id) : undefined;
    if (!found) throw notFound("This card has no photo to show.");
    return found;
  }

  /**
   * A bare membership number, typed by hand: numbers are sequential and prove nothing, so the
   * answer is only whether an active membership has it, with the member's initials.
   */
  async checkNumber(code: string): Promise<PublicNumberCheck> {
    const normalised = code.trim().toUpperCase();
    const membership = await this.repository.findByCode(normalised);
    const member = membership ? await this.accounts.getMember(membership.user_id) : undefined;
    const isActive =
      membership !== undefined && member !== undefined && effectiveStatus(membership, today()) === "ACTIVE";
    return {
      code: normalised,
      is_active: isActive,
      initials: isActive && member ? `${initial(member.firstName)}. ${initial(member.lastName)}.` : null,
      checked_at: new Date().toISOString(),
    };
  }

  /** The membership number on a card's QR text (its token, or its /verify/t/ address); null if not genuine. */
  cardNumberOf(text: string): string | null {
    const token = text.includes("/verify/t/") ? (text.split("/verify/t/")[1] ?? "") : text;
    return this.tokens.verify(token.trim().replace(/[?#].*$/, ""))?.code ?? null;
  }

  /** The address a card's QR code opens: the verify page with a signed token. */
  cardUrl(
    membership: MembershipRow,
    member: { firstName: string; lastName: string; dateOfBirth: string },
    belt: string | null,
  ): string {
    const token = this.tokens.sign({
      code: membership.code ?? "",
      n: publicName(member, today()),
      t: membership.membership_type,
      b: belt,
      x: membership.expiry_date,
    });
    return `${this.config.publicUrl}/verify/t/${token}`;
  }

  private async membershipOfToken(token: string) {
    const claims = this.tokens.verify(token);
    if (!claims) {
      throw new AppError(
        400,
        "CARD_NOT_GENUINE",
        "This card's QR code is not genuine: the federation did not sign it.",
        { action: "Do not accept the card. The member can download a new card from the portal." },
      );
    }
    const membership = await this.repository.findByCode(claims.code);
    const member = membership ? await this.accounts.getMember(membership.user_id) : undefined;
    if (!membership || !member) throw notFound("This membership no longer exists.");
    return { membership, member };
  }
}
