import type { Profile } from "@gkf/contract";
import type { Expression, SqlBool } from "kysely";
import { batchedReads } from "../../db/batched-reads.js";
import type { Db } from "../../db/transaction.js";
import type { MemberContact } from "../notifications/notifications.service.js";
import { readBatchKeys } from "../observability/metrics.js";
import {
  type AuthContext,
  contactOf,
  findUserByUsername,
  hasPlaceholderDetails,
  NO_SIGN_IN_PASSWORD,
} from "./account-context.js";
import { AccountsRepository } from "./accounts.repository.js";
import { type LiveSession, liveSessionQuery, liveSessionsQuery } from "./accounts.statements.js";
import type { StaffGrantRow, UserRow } from "./accounts.table.js";
import type { ProfileService } from "./profile.service.js";
import type { SessionClaims, SessionsService } from "./sessions.service.js";

/** A live session and its caller's staff grants and two-step state: a staff endpoint's whole check. */
interface SessionWithStaffAccess {
  session: LiveSession;
  access: { grants: StaffGrantRow[]; twoStep: boolean };
}

/** A child's account as a guardian adds it (decision 104). */
export interface NewChild {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  regionCode: string;
  districtCode: string;
  language: string;
}

export interface MemberFacts {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** FEMALE or MALE (tournament categories). */
  gender: string;
  isActive: boolean;
  /** The account was erased at the member's request (decision 97): its name is a placeholder. */
  erased?: boolean;
  /** Where messages go: the channel the member logs in with; a child's go to their guardian's (decision 104). */
  contact: MemberContact;
  /**
   * A guardian made from a minor's registration who has not given their own name and birth date
   * yet: `firstName` is then empty, never the placeholder (messages say "Hello," not "Hello Guardian,").
   */
  detailsToComplete?: boolean;
}

/** A child's account as the families module shows it to the guardian (decision 104). */
export interface ChildAccount {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  regionCode: string;
  districtCode: string;
  /** The child's own sign-in (13–17), if the guardian created one. */
  ownSignIn: { loginWith: "email" | "tel"; active: boolean } | null;
  /** Erased at the guardian's request (decision 97): no longer shown as a child. */
  erased: boolean;
}

/**
 * The guardian of each of these accounts that has one (the families module answers): the current
 * one, or the last one of a member who turned 18 (`current: false`).
 */
export type GuardianResolver = (
  userIds: string[],
  db?: Db,
) => Promise<Map<string, { guardianId: string; current: boolean }>>;

/**
 * What other modules may know of accounts (`app.services.accounts`): members' facts and
 * profiles, the account a username names, staff grants, the caller behind a token, and the
 * region a record moves to. Nothing else of the accounts module is theirs to call.
 */
export class MemberDirectory {
  /** A staff endpoint's bearer check; on PostgreSQL batched with the others of the same turn of the event loop (decision 144). */
  private readonly sessionWithStaffAccess: (sessionId: string) => Promise<SessionWithStaffAccess | undefined>;

  constructor(
    private readonly repository: AccountsRepository,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfileService,
    /** Two-step sign-in (issue 17): staff endpoints need it on. */
    private readonly tfa?: { isEnabled(userId: string): Promise<boolean> },
  ) {
    const many = repository.sessionsWithStaffAccessReader();
    this.sessionWithStaffAccess = many
      ? batchedReads({
          read: many,
          keyOf: (row) => row.session.session_id,
          sent: (keys) => readBatchKeys.observe({ read: "staff-session" }, keys),
        })
      : async (sessionId) => {
          const { session, access } = await repository.sessionWithStaffAccess(sessionId);
          return session ? { session, access } : undefined;
        };
  }

  /** Whether the account has two-step sign-in on (staff endpoints refuse staff without it). */
  async hasTwoStepSignIn(userId: string): Promise<boolean> {
    return (await this.tfa?.isEnabled(userId)) ?? false;
  }

  /** The caller behind a bearer token, or null when the token or its session is not valid. */
  authenticate(token: string): Promise<AuthContext | null> {
    return this.sessions.authenticate(token);
  }

  /** The member and session a valid bearer token names, before its session is looked up; null for any other. */
  claimsOf(token: string): SessionClaims | null {
    return this.sessions.claimsOf(token);
  }

  /**
   * The query of a session row by id (accounts' tables stay this module's): a hot read joins its
   * own row to it by `user_id` to read both in one statement (decision 117).
   */
  readonly liveSessionQuery = liveSessionQuery;
  /** The same for many sessions at once, on PostgreSQL (a batched read, decision 143). */
  readonly liveSessionsQuery = liveSessionsQuery;

  /** Whether a session row read with the token's claims (see liveSessionQuery) lets the caller in. */
  admit(claims: SessionClaims, session: LiveSession | undefined): Promise<AuthContext | null> {
    return this.sessions.admit(claims, session);
  }

  /** A staff endpoint's check (http/permissions.ts): the grants and whether two-step sign-in is on, in one read. */
  getStaffAccess(userId: string): Promise<{ grants: StaffGrantRow[]; twoStep: boolean }> {
    return this.repository.staffAccess(userId);
  }

  /** A staff endpoint's bearer check (requireAuthWith): the session and, beside it, getStaffAccess's answer. */
  async readStaffAccessWithSession(
    sessionId: string,
  ): Promise<{ session: LiveSession | undefined; data: { grants: StaffGrantRow[]; twoStep: boolean } }> {
    const found = await this.sessionWithStaffAccess(sessionId);
    return { session: found?.session, data: found?.access ?? { grants: [], twoStep: false } };
  }

  getStaffGrants(userId: string): Promise<StaffGrantRow[]> {
    return this.repository.listStaffGrants(userId);
  }

  /**
   * The facts of an account other modules need: names, birth date, where to send messages. Inside
   * a transaction, pass it (`db`): on SQLite the app's pool waits for the transaction's connection.
   */
  async getMember(userId: string, db?: Db): Promise<MemberFacts | undefined> {
    const user = await (db ? new AccountsRepository(db) : this.repository).findUserById(userId);
    return user ? (await this.withGuardians([toMemberFacts(user)], db))[0] : undefined;
  }

  /** When the account's registration accepted the privacy notice (users.consent_at; privacy, decision 105). */
  async consentedAt(userId: string): Promise<string | null> {
    return (await this.repository.findUserById(userId))?.consent_at ?? null;
  }

  /** Several members in one read; `db`: inside the caller's transaction. */
  async getMembers(userIds: string[], db?: Db): Promise<Map<string, MemberFacts>> {
    const users = await (db ? new AccountsRepository(db) : this.repository).findUsersByIds(userIds);
    const facts = await this.withGuardians(users.map(toMemberFacts), db);
    return new Map(facts.map((member) => [member.id, member]));
  }

  private guardians: GuardianResolver | undefined;

  /** The families module tells who a child's guardian is: messages about a child go to them. */
  useGuardians(resolver: GuardianResolver): void {
    this.guardians = resolver;
  }

  /** Children's messages go to their guardian's channel, naming the child (`contact.about`). */
  private async withGuardians(members: MemberFacts[], db?: Db): Promise<MemberFacts[]> {
    if (!this.guardians || members.length === 0) return members;
    const guardianOf = await this.guardians(
      members.map((member) => member.id),
      db,
    );
    if (guardianOf.size === 0) return members;
    const repository = db ? new AccountsRepository(db) : this.repository;
    const ids = [...new Set([...guardianOf.values()].map((each) => each.guardianId))];
    const guardians = new Map((await repository.findUsersByIds(ids)).map((user) => [user.id, user]));
    return members.map((member) => {
      const link = guardianOf.get(member.id);
      const guardian = guardians.get(link?.guardianId ?? "");
      // A member who turned 18 gets their own messages once they have a contact of their own.
      if (!link || !guardian || guardian.erased_at || (!link.current && member.contact.to !== "")) return member;
      return { ...member, contact: { ...contactOf(guardian), about: `${member.firstName} ${member.lastName}` } };
    });
  }

  /** A child added by a guardian (families module): no e-mail, phone or password of its own. */
  async createChild(child: NewChild, db?: Db): Promise<void> {
    const now = new Date().toISOString();
    await (db ? new AccountsRepository(db) : this.repository).insertUser({
      id: child.id,
      first_name: child.firstName,
      last_name: child.lastName,
      email: null,
      tel: null,
      login_with: "email",
      password_hash: NO_SIGN_IN_PASSWORD,
      main_role: "ATHLETE",
      date_of_birth: child.dateOfBirth,
      gender: child.gender,
      region_code: child.regionCode,
      district_code: child.districtCode,
      is_active: 1,
      email_verified_at: null,
      tel_verified_at: null,
      consent_at: now,
      last_login_at: null,
      language: child.language,
      created_at: now,
      updated_at: now,
    });
  }

  /** Children's accounts as their guardian sees them (families module). */
  async childAccounts(ids: string[]): Promise<ChildAccount[]> {
    const users = await this.repository.findUsersByIds(ids);
    return users.map((user) => ({
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      dateOfBirth: user.date_of_birth,
      gender: user.gender,
      regionCode: user.region_code,
      districtCode: user.district_code,
      ownSignIn:
        user.email || user.tel
          ? { loginWith: user.login_with, active: user.is_active === 1 && user.password_hash !== NO_SIGN_IN_PASSWORD }
          : null,
      erased: user.erased_at !== null,
    }));
  }

  /** The member's profile as they see it (contacts and whether they are confirmed). */
  getProfile(userId: string): Promise<Profile> {
    return this.profiles.getProfile(userId);
  }

  /** The account a username (e-mail or phone) names, if any. */
  async findUserIdByUsername(username: string): Promise<string | undefined> {
    return (await findUserByUsername(this.repository, username))?.id;
  }

  /**
   * The accounts' side of the officials' directory (members module), as a subquery it joins:
   * names, their search key, contacts and birth date. Accounts decide which columns leave.
   */
  directoryPeople() {
    return this.repository.directoryPeople();
  }

  /**
   * The accounts whose name holds every word (words from db/search-text.ts: letters and digits
   * only, so none is a LIKE wildcard), as a subquery of ids: the directory's name search.
   */
  idsMatchingName(words: string[]) {
    return this.repository.idsMatchingName(words);
  }

  /** The same search as a condition on an account id of the caller's statement (the directory's). */
  nameMatches(words: string[], userId: Expression<string>): Expression<SqlBool> {
    return this.repository.nameMatches(words, userId);
  }

  /** An official's correction of a member's name or birth date (members module; audited there). */
  async correctIdentity(
    userId: string,
    changes: { first_name?: string; last_name?: string; date_of_birth?: string },
    db?: Db,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await (db ? new AccountsRepository(db) : this.repository).updateUser(userId, changes);
  }

  /** Ends every session of a member (an official's action): their next request is 401. */
  async endAllSessions(userId: string, reason: string, db?: Db): Promise<void> {
    await (db ? new AccountsRepository(db) : this.repository).endAllSessions(userId, reason);
  }

  /**
   * Erasure (privacy module, decision 97): the account closed (sessions ended, sign-in refused)
   * and its personal data removed. The id stays for the records kept.
   */
  async eraseAccount(userId: string, db?: Db): Promise<void> {
    await (db ? new AccountsRepository(db) : this.repository).eraseUser(userId, new Date().toISOString());
  }

  /** Retention: the claims of account notices older than `before`. */
  pruneNotices(before: Date): Promise<number> {
    return this.repository.pruneNoticesBefore(before.toISOString());
  }

  async setRegion(userId: string, regionCode: string, districtCode: string, db?: Db): Promise<void> {
    await (db ? new AccountsRepository(db) : this.repository).updateUser(userId, {
      region_code: regionCode,
      district_code: districtCode,
    });
  }
}

function toMemberFacts(user: UserRow): MemberFacts {
  const placeholder = hasPlaceholderDetails(user);
  return {
    id: user.id,
    firstName: placeholder ? "" : user.first_name,
    ...(placeholder ? { detailsToComplete: true } : {}),
    lastName: user.last_name,
    dateOfBirth: user.date_of_birth,
    gender: user.gender,
    isActive: user.is_active === 1,
    erased: user.erased_at !== null,
    contact: contactOf(user),
  };
}
