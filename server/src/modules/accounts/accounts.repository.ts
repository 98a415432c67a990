import { type Expression, PostgresAdapter, type SqlBool, sql, type Updateable } from "kysely";
import { MIN_SEARCH_TERM, nameSearchKey, nameSearchTerms } from "../../db/search-text.js";
import {
  type LiveSession,
  selectSessionsWithStaffAccess,
  selectSessionWithStaffAccess,
  selectSignInAccountByEmail,
  selectSignInAccountByTel,
  selectStaffAccess,
  selectStaffGrants,
  selectUserByEmail,
  selectUserById,
  selectUserByTel,
} from "./accounts.statements.js";
import type {
  CodePurpose,
  NewUser,
  StaffGrantRow,
  UserRow,
  UsersTable,
  VerificationCodeRow,
  VerificationCodesTable,
} from "./accounts.table.js";
import { SessionsRepository } from "./sessions.repository.js";

/** What an erased account is called wherever its id is still shown (decision 97). */
export const ERASED_FIRST_NAME = "Erased";
export const ERASED_LAST_NAME = "member";

/** Every query of the accounts module (sessions and devices: sessions.repository.ts); no rules live here. */
export class AccountsRepository extends SessionsRepository {
  async findUserById(id: string): Promise<UserRow | undefined> {
    return (await selectUserById(this.db, id))[0];
  }

  async findUsersByIds(ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom("users").selectAll().where("id", "in", ids).execute();
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    return (await selectUserByEmail(this.db, email))[0];
  }

  async findUserByTel(tel: string): Promise<UserRow | undefined> {
    return (await selectUserByTel(this.db, tel))[0];
  }

  /** A sign-in's account, with whether two-step sign-in is on and its staff roles, in one read. */
  async findSignInAccount(
    username: { kind: "email" | "tel"; value: string },
    deviceId?: string,
  ): Promise<SignInAccount | undefined> {
    const select = username.kind === "email" ? selectSignInAccountByEmail : selectSignInAccountByTel;
    const row = (await select(this.db, username.value, deviceId ?? ""))[0];
    if (!row) return undefined;
    const { two_step, staff_roles, device_trusted, device_tfa_verified_at, ...user } = row;
    return {
      user,
      twoStep: Boolean(two_step),
      staffRoles: typeof staff_roles === "string" ? (JSON.parse(staff_roles) as string[]) : staff_roles,
      trustedDevice:
        deviceId && device_trusted ? { id: deviceId, tfaVerifiedAt: device_tfa_verified_at ?? null } : undefined,
    };
  }

  /** A new account, with the search key of its name (the officials' directory). */
  async insertUser(user: NewUser): Promise<void> {
    const searchName = nameSearchKey(user.first_name, user.last_name);
    await this.db
      .insertInto("users")
      .values({ ...user, search_name: searchName })
      .execute();
    await this.replaceSearchTerms(user.id, "", searchName);
  }

  /**
   * The directory's term rows of an account (decision 102) follow its search key: the old key's
   * rows go (by the primary key: term and account), the new key's come.
   */
  private async replaceSearchTerms(userId: string, oldKey: string, newKey: string): Promise<void> {
    if (oldKey === newKey) return;
    const old = nameSearchTerms(oldKey);
    if (old.length > 0) {
      await this.db.deleteFrom("member_search_terms").where("term", "in", old).where("user_id", "=", userId).execute();
    }
    const terms = nameSearchTerms(newKey);
    if (terms.length > 0) {
      await this.db
        .insertInto("member_search_terms")
        .values(terms.map((term) => ({ term, user_id: userId })))
        .execute();
    }
  }

  /** Changes an account; a changed name changes its search key with it. */
  async updateUser(id: string, changes: Omit<Updateable<UsersTable>, "id" | "search_name">): Promise<void> {
    let searchName: string | undefined;
    let oldSearchName = "";
    if (changes.first_name !== undefined || changes.last_name !== undefined) {
      const current = await this.findUserById(id);
      if (current) {
        searchName = nameSearchKey(changes.first_name ?? current.first_name, changes.last_name ?? current.last_name);
        oldSearchName = current.search_name;
      }
    }
    await this.db
      .updateTable("users")
      .set({
        ...changes,
        ...(searchName !== undefined ? { search_name: searchName } : {}),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .execute();
    if (searchName !== undefined) await this.replaceSearchTerms(id, oldSearchName, searchName);
  }

  /**
   * Erasure (decision 97): the account keeps its id (payments, entries and audit entries name it)
   * and loses everything that says who it was; with no e-mail, phone or password nobody signs in.
   * Sessions, devices, codes, grants and notices go. Idempotent.
   */
  async eraseUser(id: string, at: string): Promise<void> {
    const erasedKey = nameSearchKey(ERASED_FIRST_NAME, ERASED_LAST_NAME);
    const current = await this.findUserById(id);
    await this.db
      .updateTable("users")
      .set({
        first_name: ERASED_FIRST_NAME,
        last_name: ERASED_LAST_NAME,
        search_name: erasedKey,
        email: null,
        tel: null,
        password_hash: "!erased",
        date_of_birth: "1900-01-01",
        is_active: 0,
        email_verified_at: null,
        tel_verified_at: null,
        last_login_at: null,
        erased_at: at,
        updated_at: at,
      })
      .where("id", "=", id)
      .execute();
    if (current) await this.replaceSearchTerms(id, current.search_name, erasedKey);
    await this.endAllSessions(id, "ACCOUNT_ERASED");
    await this.db.updateTable("sessions").set({ ip: null, user_agent: "" }).where("user_id", "=", id).execute();
    await this.db.deleteFrom("trusted_devices").where("user_id", "=", id).execute();
    await this.db.deleteFrom("verification_codes").where("user_id", "=", id).execute();
    await this.db.deleteFrom("staff_grants").where("user_id", "=", id).execute();
    await this.db.deleteFrom("account_notices").where("user_id", "=", id).execute();
  }

  /** Retention: notices claimed before `before` (each claims one hour; old hours are never asked again). */
  async pruneNoticesBefore(before: string): Promise<number> {
    const result = await this.db.deleteFrom("account_notices").where("sent_at", "<", before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** What the officials' directory joins of accounts (MemberDirectory.directoryPeople). */
  directoryPeople() {
    return this.db
      .selectFrom("users")
      .select(["id", "first_name", "last_name", "search_name", "email", "tel", "date_of_birth", "is_active"]);
  }

  /**
   * The ids of the accounts whose search key holds every word, as a subquery
   * (MemberDirectory.idsMatchingName). Words of 3 letters or more are prefix ranges of the term
   * table's primary key (decision 102); shorter ones, which match most names anyway, are checked
   * on the key of the accounts the long ones found (or of every account when all are short).
   */
  idsMatchingName(words: string[]) {
    const long = words.filter((word) => [...word].length >= MIN_SEARCH_TERM);
    const short = words.filter((word) => [...word].length < MIN_SEARCH_TERM);
    const terms = (word: string) => this.termsStartingWith(word);
    const [first, ...rest] = long;
    if (first !== undefined && short.length === 0) {
      // The term rows alone: no lookup of the account for each of them.
      return rest.reduce((matching, word) => matching.where("user_id", "in", terms(word)), terms(first));
    }
    let query = this.db.selectFrom("users").select("id");
    for (const word of long) query = query.where("id", "in", terms(word));
    return short.reduce((matching, word) => matching.where("search_name", "like", `%${word}%`), query);
  }

  /** The term rows of the names with a word starting with `word`: a prefix range of the primary key. */
  private termsStartingWith(word: string) {
    return this.db
      .selectFrom("member_search_terms")
      .select("user_id")
      .where("term", ">=", word)
      .where("term", "<", `${word}\uffff`);
  }

  /**
   * The bearer check's session row and, beside it, the caller's staff grants and two-step state
   * (a staff endpoint's whole check in one statement, decision 120): a row per grant, or one with
   * no grant. Undefined session when the session does not exist.
   */
  async sessionWithStaffAccess(
    sessionId: string,
  ): Promise<{ session: LiveSession | undefined; access: { grants: StaffGrantRow[]; twoStep: boolean } }> {
    const rows = await selectSessionWithStaffAccess(this.db, sessionId);
    const [first] = rows;
    if (!first) return { session: undefined, access: { grants: [], twoStep: false } };
    const { session_id, user_id, expires_at, last_seen_at, ended_at, is_active } = first;
    const grants = rows.flatMap((row) =>
      row.role === null
        ? []
        : [{ user_id: row.user_id, role: row.role, region_code: row.region_code, granted_at: row.granted_at ?? "" }],
    );
    return {
      session: { session_id, user_id, expires_at, last_seen_at, ended_at, is_active },
      access: { grants, twoStep: Boolean(Number(first.two_step)) },
    };
  }

  /**
   * sessionWithStaffAccess for many sessions in one statement (PostgreSQL only, decision 144): by
   * session id, each live session's answer; null on SQLite (no round trip to save there).
   */
  sessionsWithStaffAccessReader():
    | ((
        sessionIds: string[],
      ) => Promise<{ session: LiveSession; access: { grants: StaffGrantRow[]; twoStep: boolean } }[]>)
    | null {
    if (!(this.db.getExecutor().adapter instanceof PostgresAdapter)) return null;
    return async (sessionIds) =>
      (await selectSessionsWithStaffAccess(this.db, sessionIds)).map(
        ({ session_id, user_id, expires_at, last_seen_at, ended_at, is_active, grants, two_step }) => ({
          session: { session_id, user_id, expires_at, last_seen_at, ended_at, is_active },
          access: {
            grants: grants.map((grant) => ({ user_id, ...grant })),
            twoStep: Boolean(two_step),
          },
        }),
      );
  }

  /** The caller's grants and whether two-step sign-in is on, in one statement (selectStaffAccess). */
  async staffAccess(userId: string): Promise<{ grants: StaffGrantRow[]; twoStep: boolean }> {
    const rows = await selectStaffAccess(this.db, userId);
    return {
      grants: rows.map(({ two_step: _, ...grant }) => grant),
      twoStep: rows.some((row) => Boolean(Number(row.two_step))),
    };
  }

  /**
   * Whether the account `userId` (a column of the caller's statement) has a name holding every
   * word, as a condition (MemberDirectory.nameMatches). All words of 3 letters or more: one
   * `exists` per word on the term table's primary key, which PostgreSQL runs as a hash semi join
   * against the caller's rows, without first collecting the distinct ids of every matching name
   * (half the directory search's statement, decision 120). With a shorter word, and on SQLite
   * (which runs a correlated `exists` once per record: 7.8 searches/s at 100,000 members instead
   * of 845, where `IN` reads the ids once): the ids of idsMatchingName.
   */
  nameMatches(words: string[], userId: Expression<string>): Expression<SqlBool> {
    const long = words.filter((word) => [...word].length >= MIN_SEARCH_TERM);
    const postgres = this.db.getExecutor().adapter instanceof PostgresAdapter;
    if (!postgres || long.length === 0 || long.length < words.length) {
      return sql<SqlBool>`${userId} in (${this.idsMatchingName(words)})`;
    }
    const conditions = long.map(
      (word) => sql<SqlBool>`exists ${this.termsStartingWith(word).where("user_id", "=", userId)}`,
    );
    return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
  }

  listStaffGrants(userId: string): Promise<StaffGrantRow[]> {
    return selectStaffGrants(this.db, userId);
  }

  async grantStaffRole(userId: string, role: string, regionCode: string | null): Promise<void> {
    await this.db
      .insertInto("staff_grants")
      .values({ user_id: userId, role, region_code: regionCode, granted_at: new Date().toISOString() })
      .execute();
  }

  // Codes and tokens

  async insertCode(code: VerificationCodesTable): Promise<void> {
    await this.db.insertInto("verification_codes").values(code).execute();
  }

  findCode(id: string): Promise<VerificationCodeRow | undefined> {
    return this.db.selectFrom("verification_codes").selectAll().where("id", "=", id).executeTakeFirst();
  }

  findCodeByHash(purpose: CodePurpose, secretHash: string): Promise<VerificationCodeRow | undefined> {
    return this.db
      .selectFrom("verification_codes")
      .selectAll()
      .where("purpose", "=", purpose)
      .where("secret_hash", "=", secretHash)
      .executeTakeFirst();
  }

  findLatestOpenCode(userId: string, purpose: CodePurpose, now: string): Promise<VerificationCodeRow | undefined> {
    return this.db
      .selectFrom("verification_codes")
      .selectAll()
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
  }

  /** The newest code of a purpose, whatever its state (used, expired, out of tries). */
  findLatestCode(userId: string, purpose: CodePurpose): Promise<VerificationCodeRow | undefined> {
    return this.db
      .selectFrom("verification_codes")
      .selectAll()
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
  }

  async countCodesSince(userId: string, purpose: CodePurpose, since: string): Promise<number> {
    const row = await this.db
      .selectFrom("verification_codes")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async incrementAttempts(id: string): Promise<void> {
    await this.db
      .updateTable("verification_codes")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .execute();
  }

  /** Marks a code used; true only for the one caller that got there first (single use). */
  async consumeCode(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable("verification_codes")
      .set({ used_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** True for the one caller that records this notice first; false when it was sent before. */
  async claimNotice(userId: string, kind: string, period: string): Promise<boolean> {
    const result = await this.db
      .insertInto("account_notices")
      .values({ user_id: userId, kind, period, sent_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(["user_id", "kind", "period"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Older codes of the same purpose stop working when a new one is sent. */
  async retireOpenCodes(userId: string, purpose: CodePurpose): Promise<void> {
    await this.db
      .updateTable("verification_codes")
      .set({ used_at: new Date().toISOString() })
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
  }
}

/** What a sign-in reads of an account in one statement. */
export interface SignInAccount {
  user: UserRow;
  twoStep: boolean;
  staffRoles: string[];
  /** The browser's device, when the account trusts it (not revoked), and its last app code. */
  trustedDevice?: { id: string; tfaVerifiedAt: string | null };
}
