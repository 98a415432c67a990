import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { hashPassword } from "../security/passwords.js";
import { createRandom, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from "./seed-people.js";

export const DEMO_PASSWORD = "gkf-demo-2026";

export const DEMO_ACCOUNTS = [
  { email: "member@demo.gkf", description: "athlete: ACTIVE, paid (Greater Accra)" },
  { email: "official@demo.gkf", description: "FEDERATION_ADMIN" },
  { email: "regional@demo.gkf", description: "REGIONAL_ADMIN of Ashanti" },
] as const;

interface DemoPerson {
  email: string;
  first_name: string;
  last_name: string;
  gender: "FEMALE" | "MALE";
  date_of_birth: string;
  main_role: string;
  region: string;
  district: string;
  paid: boolean;
  belt: string | null;
  staff?: { role: string; region: string | null };
}

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
 * add their part here as they land (fees, positions, documents).
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
    let sequence = 0;
    for (const person of [...PEOPLE, ...demoMembers(districts)]) {
      const userId = randomUUID();
      const at = now.toISOString();
      await trx
        .insertInto("users")
        .values({
          id: userId,
          first_name: person.first_name,
          last_name: person.last_name,
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
      if (person.staff) {
        await trx
          .insertInto("staff_grants")
          .values({ user_id: userId, role: person.staff.role, region_code: person.staff.region, granted_at: at })
          .execute();
      }
      sequence += 1;
      await trx
        .insertInto("memberships")
        .values({
          id: randomUUID(),
          user_id: userId,
          code: person.paid ? `GKF-${person.region}-${year}-${String(sequence).padStart(6, "0")}` : null,
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
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
  app.log.info("demo data loaded");
  return { loaded: true };
}
