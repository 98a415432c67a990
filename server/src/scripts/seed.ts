import "dotenv/config";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { type Insertable, sql } from "kysely";
import { loadConfig } from "../config/config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { nameSearchKey, nameSearchTerms } from "../db/search-text.js";
import type { UsersTable } from "../modules/accounts/accounts.table.js";
import type { DocumentsTable } from "../modules/documents/documents.table.js";
import type { FilesTable } from "../modules/files/files.table.js";
import { addMonths } from "../modules/memberships/membership-rules.js";
import type { MembershipsTable } from "../modules/memberships/memberships.table.js";
import type { PaymentsTable } from "../modules/payments/payments.table.js";
import { hashPassword } from "../security/passwords.js";
import { DEMO_PASSWORD } from "./demo-data.js";
import { allDistricts, BELTS, createRandom, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from "./seed-people.js";

/**
 * `npm run seed -- --members 100000`: fills the configured database with realistic members
 * for benchmarks: names, regions, districts, belts, and for paid members a registration payment
 * and three documents (metadata only). Every seeded member has the demo password (hashed once: hashing 100,000
 * passwords with argon2id would take hours) and an e-mail `seed<N>@bench.gkf`.
 */
const { values } = parseArgs({ options: { members: { type: "string", default: "1000" } } });
const count = Number.parseInt(values.members ?? "1000", 10);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error("--members must be a whole number between 1 and 2000000");
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database);
const { db } = database;

const existing = await db
  .selectFrom("users")
  .select((eb) => eb.fn.countAll<number>().as("count"))
  .where("email", "like", "seed%@bench.gkf")
  .executeTakeFirstOrThrow();
const offset = Number(existing.count);
const random = createRandom(offset + 1);
const districts = allDistricts();
const passwordHash = await hashPassword(DEMO_PASSWORD);
const roles = ["ATHLETE", "ATHLETE", "ATHLETE", "ATHLETE", "COACH", "REFEREE", "OFFICIAL"];
/**
 * Names with accents (Ewe and francophone spellings), one member in ten: the directory's search
 * ignores accents and case, and the exports must carry them as written.
 */
const ACCENTED_FAMILY_NAMES = ["Agbéko", "Amégah", "Kpodé", "Dzéfi", "Kouassí", "Gbédémah", "Adjéi", "Sénou"];
const ACCENTED_FIRST_NAMES = ["Séna", "Élikem", "Dédé", "Akpéné", "Sélasi", "Koffí"];
const BATCH = 500;
const started = Date.now();

for (let first = 0; first < count; first += BATCH) {
  const size = Math.min(BATCH, count - first);
  const users: Insertable<UsersTable>[] = [];
  const memberships: Insertable<MembershipsTable>[] = [];
  const files: Insertable<FilesTable>[] = [];
  const documents: Insertable<DocumentsTable>[] = [];
  const payments: Insertable<PaymentsTable>[] = [];
  for (let index = 0; index < size; index += 1) {
    const number = offset + first + index + 1;
    const gender = random.next() < 0.45 ? "FEMALE" : "MALE";
    const place = random.pick(districts);
    const joined = new Date(Date.UTC(random.int(2019, 2026), random.int(0, 10), random.int(1, 28)));
    const paid = random.next() < 0.8;
    const expiry = new Date(joined.getTime() + 365 * 86_400_000);
    // About 2% of the paid members suspended, so that every status is there to filter on.
    const suspended = paid && random.next() < 0.02;
    const status = !paid
      ? "PENDING_PAYMENT"
      : suspended
        ? "SUSPENDED"
        : expiry.getTime() < Date.now()
          ? "EXPIRED"
          : "ACTIVE";
    const userId = randomUUID();
    const at = joined.toISOString();
    const accented = random.next() < 0.1;
    const firstName = accented
      ? random.pick(ACCENTED_FIRST_NAMES)
      : random.pick(gender === "FEMALE" ? FEMALE_NAMES : MALE_NAMES);
    const lastName = random.pick(accented ? ACCENTED_FAMILY_NAMES : FAMILY_NAMES);
    users.push({
      id: userId,
      first_name: firstName,
      last_name: lastName,
      search_name: nameSearchKey(firstName, lastName),
      email: `seed${number}@bench.gkf`,
      tel: `+23324${String(number).padStart(7, "0")}`,
      login_with: "email" as const,
      password_hash: passwordHash,
      main_role: random.pick(roles),
      date_of_birth: `${random.int(1970, 2018)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
      gender,
      region_code: place.region,
      district_code: place.district,
      is_active: 1,
      email_verified_at: at,
      tel_verified_at: null,
      consent_at: at,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    });
    memberships.push({
      id: randomUUID(),
      user_id: userId,
      code: paid
        ? `GKF-${place.region}-${String(joined.getUTCFullYear()).slice(2)}-B${String(number).padStart(7, "0")}`
        : null,
      status: status as MembershipsTable["status"],
      membership_type: users.at(-1)?.main_role ?? "ATHLETE",
      region_code: place.region,
      district_code: place.district,
      special_needs: null,
      date_joined: at,
      period_start: paid ? at.slice(0, 10) : null,
      expiry_date: paid ? expiry.toISOString().slice(0, 10) : null,
      renewal_count: 0,
      last_renewed_at: null,
      has_paid_registration: paid ? 1 : 0,
      is_national_team: random.next() < 0.01 ? 1 : 0,
      current_belt: paid ? random.pick(BELTS) : null,
      athlete_category_status: paid ? "VERIFIED" : "UNVERIFIED",
      documents_compliant: 0,
      created_at: at,
      updated_at: at,
    });
    if (paid) {
      // Documents metadata only (no bytes on disk): what lists, queues and the record read.
      const belt = memberships.at(-1)?.current_belt ?? "KYU_10";
      const medicalIssued = new Date(Date.now() - random.int(10, 400) * 86_400_000).toISOString().slice(0, 10);
      for (const [type, extra] of [
        ["GHANA_CARD", { document_number: `GHA-${String(700_000_000 + number).padStart(9, "0")}-${number % 10}` }],
        ["MEDICAL_CLEARANCE", { issue_date: medicalIssued, expiry_date: addMonths(medicalIssued, 12) }],
        ["BELT_CERTIFICATE", { belt, grading_date: at.slice(0, 10), examiner: "Sensei Mensah" }],
      ] as const) {
        const fileId = randomUUID();
        files.push({
          id: fileId,
          owner_user_id: userId,
          storage_key: `seed/${fileId}`,
          original_name: `${type.toLowerCase()}.pdf`,
          mime_type: "application/pdf",
          size_bytes: 120_000,
          sha256: "0".repeat(64),
          width: null,
          height: null,
          thumbnail_key: null,
          created_at: at,
        });
        documents.push({
          id: randomUUID(),
          user_id: userId,
          document_type: type,
          status: random.next() < 0.85 ? "APPROVED" : "PENDING_REVIEW",
          document_number: null,
          issue_date: null,
          expiry_date: null,
          belt: null,
          grading_date: null,
          examiner: null,
          ...extra,
          file_id: fileId,
          version: 1,
          review_reason: null,
          reviewed_by: null,
          reviewed_at: null,
          created_at: at,
          updated_at: at,
        });
      }
      // An approved medical clearance past its date is stored EXPIRED, as the hourly job leaves it
      // (decision 120): otherwise the portal's first run of that job rewrites ~6% of the records
      // right after the VACUUM below, and index-only scans read the table again.
      const latest = documents.slice(-3);
      const medical = latest[1];
      if (medical?.status === "APPROVED" && (medical.expiry_date ?? "9999") < new Date().toISOString().slice(0, 10)) {
        medical.status = "EXPIRED";
      }
      // Compliant (the directory's filter) when the three are approved and the medical is in date.
      const record = memberships.at(-1);
      if (record) {
        record.documents_compliant =
          latest.every((document) => document.status === "APPROVED") &&
          (latest[1]?.expiry_date ?? "") >= new Date().toISOString().slice(0, 10)
            ? 1
            : 0;
      }
      payments.push({
        id: randomUUID(),
        user_id: userId,
        reference: `GKF-REG-SEED${String(number).padStart(10, "0")}`,
        purpose: "REGISTRATION",
        provider: "sandbox",
        amount: 15_000,
        currency: "GHS",
        period_months: 12,
        status: "SUCCESS",
        channel: random.next() < 0.8 ? "mobile_money" : "card",
        authorization_url: null,
        paid_at: at,
        receipt_number: `GKF-R-S${String(number).padStart(9, "0")}`,
        region_code: place.region,
        created_at: at,
        updated_at: at,
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("users").values(users).execute();
    // The directory's name index (decision 102), as the accounts repository keeps it.
    const terms = users.flatMap((user) =>
      nameSearchTerms(user.search_name ?? "").map((term) => ({ term, user_id: user.id })),
    );
    for (let start = 0; start < terms.length; start += 2000) {
      await trx
        .insertInto("member_search_terms")
        .values(terms.slice(start, start + 2000))
        .execute();
    }
    await trx.insertInto("memberships").values(memberships).execute();
    for (let start = 0; start < files.length; start += 500) {
      await trx
        .insertInto("files")
        .values(files.slice(start, start + 500))
        .execute();
      await trx
        .insertInto("documents")
        .values(documents.slice(start, start + 500))
        .execute();
    }
    for (let start = 0; start < payments.length; start += 500) {
      await trx
        .insertInto("payments")
        .values(payments.slice(start, start + 500))
        .execute();
    }
  });
  if ((first / BATCH) % 20 === 0) process.stdout.write(`\r  seeded ${first + size} of ${count} members`);
}
// The planner's statistics after a bulk load (decision 102): without them PostgreSQL estimated one
// row for every filter and looped over the name index once per record (2.4 s for the directory's
// search instead of 25 ms); autovacuum would catch up later, the bench measures at once. VACUUM
// also marks the pages visible, so index-only scans need no table reads.
if (database.engine === "postgres") await sql`vacuum analyze`.execute(db);
console.log(
  `\rSeeded ${count} members in ${((Date.now() - started) / 1000).toFixed(1)} s (${offset + count} seeded in all).`,
);
await database.close();
