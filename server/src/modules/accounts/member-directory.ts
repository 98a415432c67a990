import type { Profile } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import type { MemberContact } from "../notifications/notifications.service.js";
import { type AuthContext, contactOf, findUserByUsername } from "./account-context.js";
import { AccountsRepository } from "./accounts.repository.js";
import type { StaffGrantRow, UserRow } from "./accounts.table.js";
import type { ProfileService } from "./profile.service.js";
import type { SessionsService } from "./sessions.service.js";

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
  /** Where messages go: the channel the member logs in with. */
  contact: MemberContact;
}

/**
 * What other modules may know of accounts (`app.services.accounts`): members' facts and
 * profiles, the account a username names, staff grants, the caller behind a token, and the
 * region a record moves to. Nothing else of the accounts module is theirs to call.
 */
export class MemberDirectory {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfileService,
  ) {}

  /** The caller behind a bearer token, or null when the token or its session is not valid. */
  authenticate(token: string): Promise<AuthContext | null> {
    return this.sessions.authenticate(token);
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
    return user ? toMemberFacts(user) : undefined;
  }

  async getMembers(userIds: string[]): Promise<Map<string, MemberFacts>> {
    const users = await this.repository.findUsersByIds(userIds);
    return new Map(users.map((user) => [user.id, toMemberFacts(user)]));
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
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    dateOfBirth: user.date_of_birth,
    gender: user.gender,
    isActive: user.is_active === 1,
    erased: user.erased_at !== null,
    contact: contactOf(user),
  };
}
