import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { nextCounterValue } from "../db/counters.js";
import type { Database } from "../db/database.js";
import { nameSearchKey, nameSearchTerms } from "../db/search-text.js";
import { hashPassword } from "../security/passwords.js";
import { DEMO_TFA_SECRET, sealTotpSecret } from "../security/totp.js";
import { minimalPdf } from "../test/minimal-pdf.js";
import { DOJO_PEOPLE, loadDemoDojos } from "./demo-dojos.js";
import { loadDemoEvents } from "./demo-events.js";
import { loadDemoGradings } from "./demo-gradings.js";
import type { DemoPerson } from "./demo-person.js";
import { createRandom, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from "./seed-people.js";

export const DEMO_PASSWORD = "gkf-demo-2026";

export const DEMO_ACCOUNTS = [
  { email: "member@demo.gkf", description: "athlete: ACTIVE, paid, compliant (Greater Accra)" },
  { email: "official@demo.gkf", description: "FEDERATION_ADMIN" },
  { email: "regional@demo.gkf", description: "REGIONAL_ADMIN of Ashanti" },
  { email: "admin@demo.gkf", description: "SUPER_ADMIN: also manages staff" },
  {
    email: "coach@demo.gkf",
    description: "coach: head instructor of Accra Shotokan Dojo, where member@demo.gkf trains",
  },
] as const;

const PEOPLE: DemoPerson[] = [
  {
    email: "member@demo.gkf",
    first_name: "Ama",
    last_name: "Mensah",
    gender: "FEMALE",
    date_of_birth: "2003-04-12",
    main_role: "ATHLETE",
    region: "AA",
    district: "AM",
    paid: true,
    belt: "KYU_3",
  },
  {
    email: "official@demo.gkf",
    first_name: "Kwame",
    last_name: "Boateng",
    gender: "MALE",
    date_of_birth: "1978-09-30",
    main_role: "OFFICIAL",
    region: "AA",
    district: "AM",
    paid: true,
    belt: "DAN_3",
    staff: { role: "FEDERATION_ADMIN", region: null },
  },
  {
    email: "regional@demo.gkf",
    first_name: "Yaa",
    last_name: "Asantewaa",
    gender: "FEMALE",
    date_of_birth: "1985-02-17",
    main_role: "OFFICIAL",
    region: "AH",
    district: "KM",
    paid: true,
    belt: "DAN_1",
    staff: { role: "REGIONAL_ADMIN", region: "AH" },
  },
  {
    email: "admin@demo.gkf",
    first_name: "Efua",
    last_name: "Quaye",
    gender: "FEMALE",
    date_of_birth: "1972-06-08",
    main_role: "OFFICIAL",
    region: "AA",
    district: "AM",
    paid: true,
    belt: "DAN_4",
    staff: { role: "SUPER_ADMIN", region: null },
  },
];

/** A handful of ordinary members across regions, so lists and queues are not empty. */
function demoMembers(districts: Array<{ region_code: string; code: string }>): DemoPerson[] {
  const random = createRandom(7);
  const roles = ["ATHLETE", "ATHLETE", "ATHLETE", "COACH", "REFEREE"];
  return Array.from({ length: 12 }, (_, index) => {
    const gender = index % 2 === 0 ? "FEMALE" : "MALE";
    const place = random.pick(districts);
    const paid = index % 3 !== 0;
    return {
      email: `member${index + 1}@demo.gkf`,
      first_name: random.pick(gender === "FEMALE" ? FEMALE_NAMES : MALE_NAMES),
      last_name: random.pick(FAMILY_NAMES),
      gender,
      date_of_birth: `${random.int(1975, 2016)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
      main_role: random.pick(roles),
      region: place.region_code,
      district: place.code,
      paid,
      belt: paid ? `KYU_${random.int(1, 10)}` : null,
    };
  });
}

/**
 * Loads the demo data once: when the demo member exists already, nothing happens. Features
 * add their part here as they land (fees, positions, documents, events, gradings).
 */
export async function loadDemoData(app: FastifyInstance): Promise<{ loaded: boolean }> {
  const db: Kysely<Database> = app.db;
  const existing = await db.selectFrom("users").select("id").where("email", "=", "member@demo.gkf").executeTakeFirst();
  if (existing) return { loaded: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const districts = await db.selectFrom("districts").select(["region_code", "code"]).execute();
  const now = new Date();
  const year = String(now.getUTCFullYear()).slice(2);
  const periodStart = now.toISOString().slice(0, 10);
  const expiry = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);

  await db.transaction().execute(async (trx) => {
    for (const person of [...PEOPLE, ...DOJO_PEOPLE, ...demoMembers(districts)]) {
      const userId = randomUUID();
      const at = now.toISOString();
      await trx
        .insertInto("users")
        .values({
          id: userId,
          first_name: person.first_name,
          last_name: person.last_name,
          search_name: nameSearchKey(person.first_name, person.last_name),
          email: person.email,
          tel: null,
          login_with: "email",
          password_hash: passwordHash,
          main_role: person.main_role,
          date_of_birth: person.date_of_birth,
          gender: person.gender,
          region_code: person.region,
          district_code: person.district,
          is_active: 1,
          email_verified_at: at,
          tel_verified_at: null,
          consent_at: at,
          last_login_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      // The directory's name index (decision 102), as the accounts repository keeps it.
      await trx
        .insertInto("member_search_terms")
        .values(
          nameSearchTerms(nameSearchKey(person.first_name, person.last_name)).map((term) => ({
            term,
            user_id: userId,
          })),
        )
        .execute();
      if (person.staff) {
        await trx
          .insertInto("staff_grants")
          .values({ user_id: userId, role: person.staff.role, region_code: person.staff.region, granted_at: at })
          .execute();
        // Staff grants need two-step sign-in (decision 106): the demo's staff share DEMO_TFA_SECRET (README).
        await trx
          .insertInto("user_tfa")
          .values({
            user_id: userId,
            secret_sealed: sealTotpSecret(app.config.appSecret, DEMO_TFA_SECRET, userId),
            enabled_at: at,
            last_step: 0,
            created_at: at,
          })
          .execute();
      }
      await trx
        .insertInto("memberships")
        .values({
          id: randomUUID(),
          user_id: userId,
          // Numbered from the same counter as paid registrations, so later members never collide.
          code: person.paid
            ? `GKF-${person.region}-${year}-${String(await nextCounterValue(trx, `membership:${person.region}:${year}`)).padStart(6, "0")}`
            : null,
          status: person.paid ? "ACTIVE" : "PENDING_PAYMENT",
          membership_type: person.main_role,
          region_code: person.region,
          district_code: person.district,
          special_needs: null,
          date_joined: at,
          period_start: person.paid ? periodStart : null,
          expiry_date: person.paid ? expiry : null,
          renewal_count: 0,
          last_renewed_at: null,
          has_paid_registration: person.paid ? 1 : 0,
          is_national_team: 0,
          current_belt: person.belt,
          athlete_category_status: person.paid ? "VERIFIED" : "UNVERIFIED",
          documents_compliant: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
  await loadDemoFees(db);
  await loadDemoDocuments(app);
  await loadDemoPositions(app);
  await loadDemoDojos(app);
  await loadDemoEvents(app);
  await loadDemoGradings(app);
  app.log.info("demo data loaded");
  return { loaded: true };
}

/** Fees in pesewas: GH₵ 150 to register (GH₵ 200 for coaches and referees), GH₵ 100 a year after. */
async function loadDemoFees(db: Kysely<Database>): Promise<void> {
  const at = new Date().toISOString();
  const registration: Record<string, number> = { ATHLETE: 15_000, COACH: 20_000, REFEREE: 20_000, OFFICIAL: 15_000 };
  for (const [membershipType, amount] of Object.entries(registration)) {
    await db
      .insertInto("fees")
      .values([
        {
          membership_type: membershipType,
          purpose: "REGISTRATION",
          amount,
          currency: "GHS",
          period_months: 12,
          updated_at: at,
          updated_by: null,
        },
        {
          membership_type: membershipType,
          purpose: "RENEWAL",
          amount: 10_000,
          currency: "GHS",
          period_months: 12,
          updated_at: at,
          updated_by: null,
        },
      ])
      .onConflict((conflict) => conflict.columns(["membership_type", "purpose"]).doNothing())
      .execute();
  }
}

/**
 * The demo member is compliant: an approved Ghana Card, medical clearance, passport photo and
 * belt certificate, each reviewed by the demo official, and a paid registration with a receipt.
 */
async function loadDemoDocuments(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const member = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "member@demo.gkf")
    .executeTakeFirstOrThrow();
  const official = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "official@demo.gkf")
    .executeTakeFirstOrThrow();
  const { documents, documentReview } = app.services;
  const scope = { userId: official.id, regions: undefined, canAccessRegion: () => true };
  const meta = { ip: "127.0.0.1", userAgent: "demo-data" };
  const pdf = (title: string) => ({
    data: minimalPdf(title, "Demo document of GKF Portal"),
    filename: `${title.toLowerCase().replaceAll(" ", "-")}.pdf`,
  });
  const photo = await sharp({
    create: { width: 350, height: 450, channels: 3, background: { r: 196, g: 164, b: 132 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="350" height="450"><circle cx="175" cy="170" r="90" fill="#5b3a29"/><rect x="55" y="300" width="240" height="150" rx="100" fill="#1f4e79"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const issued = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const uploads = [
    await documents.addDocument(
      member.id,
      { document_type: "GHANA_CARD", document_number: "GHA-712345678-3" },
      pdf("Ghana Card"),
    ),
    await documents.addDocument(
      member.id,
      { document_type: "MEDICAL_CLEARANCE", issue_date: issued },
      pdf("Medical clearance"),
    ),
    await documents.addDocument(
      member.id,
      { document_type: "PASSPORT_PHOTO" },
      { data: photo, filename: "passport-photo.jpg" },
    ),
    await documents.addCertificate(
      member.id,
      { belt: "KYU_3", grading_date: "2025-08-16", examiner: "Sensei Kofi Agyeman" },
      pdf("Belt certificate"),
    ),
  ];
  for (const document of uploads) {
    await documentReview.decide(
      scope,
      document.id,
      document.document_type === "BELT_CERTIFICATE",
      { decision: "APPROVED" },
      meta,
    );
  }
  const membership = await db
    .selectFrom("memberships")
    .selectAll()
    .where("user_id", "=", member.id)
    .executeTakeFirstOrThrow();
  const paymentId = randomUUID();
  const paidAt = membership.date_joined;
  await db
    .insertInto("payments")
    .values({
      id: paymentId,
      user_id: member.id,
      reference: "GKF-REG-DEMO0000000001",
      purpose: "REGISTRATION",
      provider: "sandbox",
      amount: 15_000,
      currency: "GHS",
      period_months: 12,
      status: "SUCCESS",
      channel: "mobile_money",
      authorization_url: null,
      paid_at: paidAt,
      receipt_number: `GKF-R-${paidAt.slice(0, 4)}-D00001`,
      region_code: membership.region_code,
      created_at: paidAt,
      updated_at: paidAt,
    })
    .execute();
  await db
    .insertInto("payment_credits")
    .values({ payment_id: paymentId, credited_at: paidAt, source: "demo" })
    .execute();
}

/** Three open positions, with different eligibility, so members see why they can or cannot apply. */
async function loadDemoPositions(app: FastifyInstance): Promise<void> {
  const official = await app.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "official@demo.gkf")
    .executeTakeFirstOrThrow();
  const meta = { ip: "127.0.0.1", userAgent: "demo-data" };
  const opensAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const closesAt = new Date(Date.now() + 60 * 86_400_000).toISOString();
  const positions = [
    {
      name: "Athletes' Commission representative",
      description: "Speaks for athletes on the federation board for two years. Open to compliant athletes.",
      seats: 2,
      membership_types: ["ATHLETE" as const],
      requires_compliance: true,
    },
    {
      name: "National team assistant coach",
      description: "Supports the head coach at national camps and international tournaments.",
      seats: 1,
      min_belt: "DAN_2" as const,
      membership_types: ["COACH" as const],
      requires_compliance: true,
    },
    {
      name: "Regional youth development officer",
      description: "Organises school and junior programmes in a region. Open to every paid member.",
      seats: 4,
    },
  ];
  for (const position of positions) {
    const created = await app.services.positions.create(
      official.id,
      { ...position, opens_at: opensAt, closes_at: closesAt },
      meta,
    );
    await app.services.positions.setStatus(official.id, created.id, "OPEN", meta);
  }
}
