import { randomUUID } from "node:crypto";
import {
  ADULT_AGE,
  type AddChildSchema,
  CHILD_SIGN_IN_MIN_AGE,
  type Child,
  FAMILY_ERROR_CODES,
  type GuardianDetailsSchema,
} from "@gkf/contract";
import type { z } from "zod";
import { lockUntilCommit } from "../../db/lock-until-commit.js";
import { searchText } from "../../db/search-text.js";
import { type Db, inTransaction } from "../../db/transaction.js";
import { AppError, notFound, validationFailed } from "../../http/errors.js";
import type { RateLimiter } from "../../security/rate-limiter.js";
import type { RequestMeta } from "../accounts/account-context.js";
import type { ChildAccount, MemberDirectory } from "../accounts/member-directory.js";
import type { ChildSignInInput, RegistrationService } from "../accounts/registration.service.js";
import type { AuditService } from "../audit/audit.service.js";
import { ageOn, today } from "../memberships/membership-rules.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { FamiliesRepository } from "./families.repository.js";
import type { GuardianshipRow, GuardianshipSource } from "./families.table.js";
import { GuardianRequests } from "./guardian-requests.js";

export interface FamiliesDeps {
  db: Db;
  accounts: MemberDirectory;
  memberships: MembershipsService;
  regions: RegionsService;
  registration: RegistrationService;
  notifications: NotificationsService;
  audit: AuditService;
  /** The portal's address, for links in messages. */
  publicUrl: string;
  /** Counts what a member may do only so often (a minor's guardian requests), in the database. */
  limiter: RateLimiter;
  /** Whether SMS reach phones (PHONE_SIGNUP). */
  phoneSignup: boolean;
}

const where = (meta: RequestMeta) => ({ ip: meta.ip, userAgent: meta.userAgent });

/**
 * Guardians and children (issue 16, decision 104): adding a child, the guardian's list, the
 * child's own sign-in (13–17), who may act for whom (X-Acting-For), the guardian's consent, and the
 * end of the guardian's access when the child turns 18 (the hourly job).
 */
export class FamiliesService {
  private readonly repository: FamiliesRepository;
  /** Guardians named by 13–17-year-olds registering on their own (decision 111). */
  readonly requests: GuardianRequests;

  constructor(private readonly deps: FamiliesDeps) {
    this.repository = new FamiliesRepository(deps.db);
    this.requests = new GuardianRequests({
      db: deps.db,
      accounts: deps.accounts,
      notifications: deps.notifications,
      audit: deps.audit,
      publicUrl: deps.publicUrl,
      limiter: deps.limiter,
      phoneSignup: deps.phoneSignup,
      hasGuardian: (userId) => this.hasGuardian(userId),
      link: (guardianId, childId, source, db) => this.link(guardianId, childId, source, db),
    });
  }

  /** X-Acting-For: honoured only for the child's current guardian. */
  isCurrentGuardian(guardianId: string, childId: string): Promise<boolean> {
    if (guardianId === childId || childId.length > 64) return Promise.resolve(false);
    return this.repository.isCurrent(guardianId, childId);
  }

  /** The caller is a child with a guardian (their own sign-in, 13–17). */
  async hasGuardian(userId: string): Promise<boolean> {
    return (await this.repository.currentOfChild(userId)) !== undefined;
  }

  /**
   * The guardian of each of these accounts that has or had one (messages go to them): the current
   * one, or for a member who turned 18 the last one (`current: false`, used only while the member
   * has no contact of their own).
   */
  async guardiansOf(userIds: string[], db?: Db): Promise<Map<string, { guardianId: string; current: boolean }>> {
    const rows = await (db ? new FamiliesRepository(db) : this.repository).ofChildren(userIds);
    const found = new Map<string, { guardianId: string; current: boolean }>();
    for (const row of rows) {
      const current = row.ended_at === null;
      if (!found.has(row.child_id) || current) found.set(row.child_id, { guardianId: row.guardian_id, current });
    }
    return found;
  }

  /** The guardian's recorded consent for a child (entries to events and gradings need it). */
  async guardianConsentOf(childId: string): Promise<{ guardianId: string; consentAt: string | null } | null> {
    const row = await this.repository.currentOfChild(childId);
    return row ? { guardianId: row.guardian_id, consentAt: row.consent_at } : null;
  }

  /** A guardianship, inside the transaction that makes the child (registration, adding a child). */
  async link(guardianId: string, childId: string, source: GuardianshipSource, db: Db, consent = true): Promise<void> {
    const now = new Date().toISOString();
    await new FamiliesRepository(db).insert({
      id: randomUUID(),
      guardian_id: guardianId,
      child_id: childId,
      since: now,
      source,
      consent_at: consent ? now : null,
      ended_at: null,
      ended_reason: null,
    });
  }

  async addChild(guardianId: string, input: z.output<typeof AddChildSchema>, meta: RequestMeta): Promise<Child> {
    const day = today();
    const fields: Record<string, string> = {};
    if (ageOn(input.date_of_birth, day) >= ADULT_AGE) fields.date_of_birth = "must make the child under 18";
    if (!(await this.deps.regions.isDistrictInRegion(input.region, input.district))) {
      fields.district = "is not a district of the chosen region";
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const guardian = await this.deps.accounts.getMember(guardianId);
    if (!guardian) throw notFound();
    if (ageOn(guardian.dateOfBirth, day) < ADULT_AGE || (await this.hasGuardian(guardianId))) {
      throw new AppError(403, FAMILY_ERROR_CODES.ADULTS_ONLY, "Only an adult can add a child.");
    }
    const childId = randomUUID();
    await inTransaction(this.deps.db, async (trx) => {
      // The same form sent twice at once: the second waits here, then finds the first's child.
      await lockUntilCommit(trx, `children-of:${guardianId}`);
      await this.refuseAddedAlready(guardianId, input, trx);
      await this.deps.accounts.createChild(
        {
          id: childId,
          firstName: input.first_name,
          lastName: input.last_name,
          dateOfBirth: input.date_of_birth,
          gender: input.gender,
          regionCode: input.region,
          districtCode: input.district,
          language: guardian.contact.language ?? "en",
        },
        trx,
      );
      await this.deps.memberships.createPending(
        { userId: childId, membershipType: "ATHLETE", regionCode: input.region, districtCode: input.district },
        trx,
      );
      await this.link(guardianId, childId, "ADDED", trx, input.consent !== false);
    });
    await this.deps.audit.record({
      action: "CHILD_ADDED",
      actorUserId: guardianId,
      subjectUserId: childId,
      detail: { via: "guardian" },
      ...where(meta),
    });
    return this.childOf(guardianId, childId);
  }

  /**
   * A child of the same names (case, accents, spaces and hyphens aside, as the directory's search
   * compares them) and birth date among the guardian's children is the one the form added already:
   * its answer lost on a slow network, or a second tap (decision 142).
   */
  private async refuseAddedAlready(guardianId: string, input: z.output<typeof AddChildSchema>, trx: Db) {
    const same = (one: string, other: string) => searchText(one) === searchText(other);
    const children = await new FamiliesRepository(trx).currentOfGuardian(guardianId);
    const members = await this.deps.accounts.getMembers(
      children.map((row) => row.child_id),
      trx,
    );
    for (const known of members.values()) {
      if (
        !known.erased &&
        known.dateOfBirth === input.date_of_birth &&
        same(known.firstName, input.first_name) &&
        same(known.lastName, input.last_name)
      ) {
        throw new AppError(
          409,
          FAMILY_ERROR_CODES.CHILD_ALREADY_ADDED,
          `${known.firstName} ${known.lastName}, born ${known.dateOfBirth}, is already one of your children.`,
          { action: "Open them from Your children." },
        );
      }
    }
  }

  /**
   * The guardian's current children, each with their membership summary, then those who turned
   * 18 without a sign-in of their own (HANDOVER: the guardian's one thing left is to give them one).
   */
  async listChildren(guardianId: string): Promise<Child[]> {
    const [current, adults] = await Promise.all([
      this.repository.currentOfGuardian(guardianId),
      this.repository.adultsOfGuardian(guardianId),
    ]);
    const handovers = (await this.describe(adults)).filter((child) => !child.own_sign_in);
    return [...(await this.describe(current)), ...handovers];
  }

  /**
   * A guardian made from a minor's registration gives their own name and birth date (decision
   * 111), once: only the placeholders are replaced this way (officials correct real details).
   */
  async completeGuardianDetails(userId: string, input: z.output<typeof GuardianDetailsSchema>, meta: RequestMeta) {
    const member = await this.deps.accounts.getMember(userId);
    if (!member) throw notFound();
    if (!member.detailsToComplete) {
      throw new AppError(409, FAMILY_ERROR_CODES.DETAILS_COMPLETE, "Your details are already complete.", {
        action: "Ask a federation official to correct your name or date of birth.",
      });
    }
    if (ageOn(input.date_of_birth, today()) < ADULT_AGE) {
      throw validationFailed({ date_of_birth: "must make you 18 or older: a guardian is an adult" });
    }
    await this.deps.accounts.correctIdentity(userId, input);
    await this.deps.audit.record({
      action: "PROFILE_UPDATED",
      actorUserId: userId,
      detail: { fields: ["first_name", "last_name", "date_of_birth"], via: "guardian-details" },
      ...where(meta),
    });
    return this.deps.accounts.getProfile(userId);
  }

  /** The caller's own guardian, while they are a child with their own sign-in. */
  async guardianOfCaller(userId: string) {
    const row = await this.repository.currentOfChild(userId);
    if (!row) return null;
    const guardian = await this.deps.accounts.getMember(row.guardian_id);
    return guardian ? { id: guardian.id, first_name: guardian.firstName, last_name: guardian.lastName } : null;
  }

  async childOf(guardianId: string, childId: string): Promise<Child> {
    const rows = await this.repository.currentOfGuardian(guardianId);
    const handover = (await this.repository.adultsOfGuardian(guardianId)).find((each) => each.child_id === childId);
    const row = rows.find((each) => each.child_id === childId) ?? handover;
    if (!row) throw notFound("We could not find this child among yours.");
    const [child] = await this.describe([row]);
    if (!child) throw notFound("We could not find this child among yours.");
    return child;
  }

  /** A sign-in of the child's own (13–17): the activation message goes to the child. */
  async createSignIn(guardianId: string, childId: string, input: ChildSignInInput, meta: RequestMeta): Promise<Child> {
    const child = await this.childOf(guardianId, childId);
    if (child.own_sign_in) {
      throw new AppError(409, FAMILY_ERROR_CODES.CHILD_HAS_SIGN_IN, "This child already has a sign-in of their own.");
    }
    if (child.guardian_access === "CURRENT" && child.age < CHILD_SIGN_IN_MIN_AGE) {
      throw new AppError(
        409,
        FAMILY_ERROR_CODES.CHILD_AGE,
        `A child gets a sign-in of their own from the age of ${CHILD_SIGN_IN_MIN_AGE}.`,
      );
    }
    await this.deps.registration.giveChildSignIn(childId, input);
    await this.deps.audit.record({
      action: "CHILD_SIGN_IN_CREATED",
      actorUserId: guardianId,
      subjectUserId: childId,
      detail: { login_with: input.login_with },
      ...where(meta),
    });
    return this.childOf(guardianId, childId);
  }

  private async describe(rows: GuardianshipRow[]): Promise<Child[]> {
    if (rows.length === 0) return [];
    const day = today();
    const accounts = new Map(
      (await this.deps.accounts.childAccounts(rows.map((row) => row.child_id))).map((account) => [account.id, account]),
    );
    const children: Child[] = [];
    for (const row of rows) {
      const account = accounts.get(row.child_id);
      if (!account || account.erased) continue;
      const membership = await this.deps.memberships.findByUser(row.child_id);
      children.push(toChild(row, account, day, membership));
    }
    return children;
  }

  /**
   * The hourly job: children who are 18 on `now`'s day become independent. The guardian's access
   * ends (X-Acting-For is refused from then on), and both are told: the guardian, naming the
   * child, and the member on their own contact if they have one. Each guardianship is ended by
   * one process only (a conditional UPDATE), so several processes may run it.
   */
  async runAdulthood(now = new Date()): Promise<number> {
    const day = today(now);
    const rows = await this.repository.allCurrent();
    if (rows.length === 0) return 0;
    const members = await this.deps.accounts.getMembers(rows.map((row) => row.child_id));
    let ended = 0;
    for (const row of rows) {
      const child = members.get(row.child_id);
      if (!child) continue;
      // An erased child (decision 97) keeps no guardian: ended quietly, nobody is told.
      if (child.erased) {
        await this.repository.end(row.id, "ERASED", now.toISOString());
        continue;
      }
      if (ageOn(child.dateOfBirth, day) < ADULT_AGE) continue;
      if (!(await this.repository.end(row.id, "ADULT", now.toISOString()))) continue;
      ended += 1;
      await this.tellAdult(row, now);
    }
    return ended;
  }

  private async tellAdult(row: GuardianshipRow, now: Date): Promise<void> {
    const { accounts, notifications, audit } = this.deps;
    // Read after the guardianship ended: the member's contact is their own now (if they have one).
    const [child, guardian] = await Promise.all([
      accounts.getMember(row.child_id),
      accounts.getMember(row.guardian_id),
    ]);
    if (!child) return;
    const childName = `${child.firstName} ${child.lastName}`;
    // Without a contact of their own, the member's messages still go to the last guardian.
    const [account] = await accounts.childAccounts([row.child_id]);
    const ownContact = account?.ownSignIn ? child.contact : undefined;
    if (guardian && !guardian.erased) {
      await notifications.notifyMember(guardian.contact, {
        template: "family_adult_guardian",
        values: (language) => ({
          first_name: guardian.firstName,
          child_name: childName,
          next_step: nextStep(language, childName, ownContact !== undefined),
        }),
      });
    }
    if (ownContact) {
      await notifications.notifyMember(ownContact, {
        template: "family_adult_member",
        values: { first_name: child.firstName },
      });
    }
    await audit.record({
      action: "GUARDIANSHIP_ENDED",
      actorUserId: null,
      subjectUserId: row.child_id,
      detail: { reason: "ADULT", guardian_id: row.guardian_id, at: now.toISOString() },
    });
  }
}

/** What the new adult does next, as the guardian is told. */
function nextStep(language: string, childName: string, hasOwnSignIn: boolean): string {
  if (language === "fr") {
    return hasOwnSignIn
      ? `${childName} continue de se connecter avec son propre e-mail ou téléphone.`
      : `Pour lui remettre le compte, ouvrez « Enfants » dans votre espace et donnez à ${childName} une connexion avec son propre e-mail ou téléphone.`;
  }
  return hasOwnSignIn
    ? `${childName} keeps signing in with their own e-mail or phone.`
    : `To hand the account over, open Children in your dashboard and give ${childName} a sign-in with their own e-mail or phone.`;
}

function toChild(
  row: GuardianshipRow,
  account: ChildAccount,
  day: string,
  membership: Awaited<ReturnType<MembershipsService["findByUser"]>>,
): Child {
  const age = ageOn(account.dateOfBirth, day);
  return {
    id: account.id,
    first_name: account.firstName,
    last_name: account.lastName,
    date_of_birth: account.dateOfBirth,
    age,
    gender: account.gender as Child["gender"],
    region: account.regionCode,
    district: account.districtCode,
    guardian_since: row.since,
    consent_at: row.consent_at,
    own_sign_in: account.ownSignIn
      ? { login_with: account.ownSignIn.loginWith, active: account.ownSignIn.active }
      : null,
    may_have_sign_in: !account.ownSignIn && age >= CHILD_SIGN_IN_MIN_AGE,
    guardian_access: row.ended_at ? "HANDOVER" : "CURRENT",
    membership: membership
      ? {
          status: membership.status,
          code: membership.code,
          membership_type: membership.membership_type,
          has_paid_registration: membership.has_paid_registration === 1,
          expiry_date: membership.expiry_date,
        }
      : null,
  };
}
