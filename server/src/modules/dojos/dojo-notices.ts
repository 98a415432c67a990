import { AFFILIATION_GRACE_DAYS, type Language } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import type { MemberFacts } from "../accounts/member-directory.js";
import { today } from "../memberships/membership-rules.js";
import type { MemberTemplate } from "../notifications/notifications.service.js";
import { affiliationDueDate, type DojoDeps, seasonOf } from "./dojo-context.js";
import type { DojoRow } from "./dojos.table.js";

/** Where each side acts: instructors on their activities page, members on their Training tab. */
const INSTRUCTOR_PAGE = "/dashboard/my-activities/index";
const MEMBER_PAGE = "/dashboard/my-membership/training";

type Words = Record<Language, string>;
const pick = (words: Words, language: Language) => words[language];

/**
 * What the dojos module tells people, through the notifications module, in the member's language.
 * Every call takes the transaction of the change it reports, so the change and its message
 * commit together (and a change another process won sends nothing here).
 */
export class DojoNotices {
  constructor(private readonly deps: Pick<DojoDeps, "accounts" | "notifications" | "publicUrl">) {}

  /** An official's decision, to the head instructor (`ACTIVE` with the season's next step). */
  async decided(
    trx: Db,
    dojo: DojoRow,
    decision: "ACTIVE" | "REJECTED" | "SUSPENDED",
    reason: string | null,
    seasonPaid: boolean,
    previousStatus?: string,
  ): Promise<void> {
    if (decision === "ACTIVE") {
      const season = seasonOf(today());
      const due = affiliationDueDate(dojo, season);
      const nextStep: Words = seasonPaid
        ? { en: `Its ${season} affiliation is paid.`, fr: `Son affiliation ${season} est réglée.` }
        : {
            en: `Pay its ${season} affiliation by ${due} to keep it active.`,
            fr: `Réglez son affiliation ${season} avant le ${due} pour qu'il reste actif.`,
          };
      // Lifting a suspension is a reinstatement, not a first approval.
      const template = previousStatus === "SUSPENDED" ? "dojo_reinstated" : "dojo_approved";
      await this.toHead(trx, dojo, template, (language) => ({ next_step: pick(nextStep, language) }));
      return;
    }
    const template = decision === "REJECTED" ? "dojo_rejected" : "dojo_suspended";
    await this.toHead(trx, dojo, template, () => ({ reason: reason ?? "" }));
  }

  /** The lapse job moved the dojo to LAPSED: its season is unpaid. */
  async lapsed(trx: Db, dojo: DojoRow, season: number): Promise<void> {
    await this.toHead(trx, dojo, "dojo_lapsed", () => ({
      season: String(season),
      days: String(AFFILIATION_GRACE_DAYS),
    }));
  }

  /** The season's affiliation is credited (the payments module sends the receipt itself). */
  async affiliated(trx: Db, dojo: DojoRow, season: number, reactivated: boolean): Promise<void> {
    const nextStep: Words = reactivated
      ? { en: "The dojo is active again.", fr: "Le dojo est de nouveau actif." }
      : dojo.status === "SUSPENDED"
        ? {
            en: "It stays suspended until the federation reinstates it.",
            fr: "Il reste suspendu jusqu'à ce que la fédération le rétablisse.",
          }
        : { en: "Thank you.", fr: "Merci." };
    await this.toHead(trx, dojo, "dojo_affiliated", (language) => ({
      season: String(season),
      next_step: pick(nextStep, language),
    }));
  }

  /** A join request accepted; `previous` is the home dojo a transfer ended. */
  async joinAccepted(trx: Db, dojo: DojoRow, member: MemberFacts, previous?: string): Promise<void> {
    const nextStep: Words = previous
      ? {
          en: `Your enrolment at ${previous} has ended; its history is kept.`,
          fr: `Votre inscription à ${previous} a pris fin ; son historique est conservé.`,
        }
      : {
          en: "Its training sessions and your attendance are on your Training page.",
          fr: "Ses séances et vos présences sont sur votre page Entraînement.",
        };
    await this.toMember(trx, dojo, member, "dojo_join_accepted", (language) => ({
      next_step: pick(nextStep, language),
    }));
  }

  async joinDeclined(trx: Db, dojo: DojoRow, member: MemberFacts): Promise<void> {
    await this.toMember(trx, dojo, member, "dojo_join_declined", () => ({}));
  }

  /** An instructor ended the member's enrolment (not the member leaving, not a transfer). */
  async enrolmentEnded(trx: Db, dojo: DojoRow, member: MemberFacts): Promise<void> {
    await this.toMember(trx, dojo, member, "dojo_enrolment_ended", () => ({}));
  }

  /** A coach added as an assistant instructor, by the head instructor. */
  async instructorAdded(trx: Db, dojo: DojoRow, instructor: MemberFacts, head: MemberFacts | undefined) {
    await this.notify(trx, instructor, "dojo_instructor_added", INSTRUCTOR_PAGE, () => ({
      dojo: dojo.name,
      code: dojo.code,
      head: head ? `${head.firstName} ${head.lastName}`.trim() : "",
    }));
  }

  private async toHead(
    trx: Db,
    dojo: DojoRow,
    template: MemberTemplate,
    values: (language: Language) => Record<string, string>,
  ): Promise<void> {
    const head = await this.deps.accounts.getMember(dojo.head_user_id, trx);
    if (!head) return;
    await this.notify(trx, head, template, INSTRUCTOR_PAGE, (language) => ({
      dojo: dojo.name,
      code: dojo.code,
      ...values(language),
    }));
  }

  private async toMember(
    trx: Db,
    dojo: DojoRow,
    member: MemberFacts,
    template: MemberTemplate,
    values: (language: Language) => Record<string, string>,
  ): Promise<void> {
    await this.notify(trx, member, template, MEMBER_PAGE, (language) => ({ dojo: dojo.name, ...values(language) }));
  }

  private async notify(
    trx: Db,
    member: MemberFacts,
    template: MemberTemplate,
    page: string,
    values: (language: Language) => Record<string, string>,
  ): Promise<void> {
    await this.deps.notifications.notifyMember(
      member.contact,
      {
        template,
        values: (language) => ({
          first_name: member.firstName,
          link: `${this.deps.publicUrl}${page}`,
          ...values(language),
        }),
      },
      trx,
    );
  }
}
