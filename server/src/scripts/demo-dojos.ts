import { randomUUID } from "node:crypto";
import type { AttendanceStatus } from "@gkf/contract";
import type { FastifyInstance } from "fastify";
import { nextCounterValue } from "../db/counters.js";
import { addDays } from "../modules/dojos/dojo-context.js";
import { DojosRepository } from "../modules/dojos/dojos.repository.js";
import { EnrolmentsRepository } from "../modules/dojos/enrolments.repository.js";
import { TrainingsRepository } from "../modules/dojos/trainings.repository.js";
import { today } from "../modules/memberships/membership-rules.js";
import { minimalPdf } from "../test/minimal-pdf.js";
import type { DemoPerson } from "./demo-person.js";
import { createRandom } from "./seed-people.js";

const person = (
  email: string,
  first_name: string,
  last_name: string,
  gender: "FEMALE" | "MALE",
  date_of_birth: string,
  main_role: string,
  region: string,
  district: string,
  belt: string,
): DemoPerson => ({
  email,
  first_name,
  last_name,
  gender,
  date_of_birth,
  main_role,
  region,
  district,
  paid: true,
  belt,
});

/** The dojos' people: three head instructors (the demo coach first), an assistant and students. */
export const DOJO_PEOPLE: DemoPerson[] = [
  person("coach@demo.gkf", "Kofi", "Agyeman", "MALE", "1982-11-03", "COACH", "AA", "AM", "DAN_3"),
  person("coach.kumasi@demo.gkf", "Abena", "Owusu", "FEMALE", "1986-05-21", "COACH", "AH", "KM", "DAN_2"),
  person("coach.tamale@demo.gkf", "Ibrahim", "Mahama", "MALE", "1979-01-14", "COACH", "NP", "TM", "DAN_4"),
  person("assistant@demo.gkf", "Efua", "Sarpong", "FEMALE", "1995-07-09", "COACH", "AA", "AM", "DAN_1"),
  ...[
    ["Kwesi", "Appiah", "MALE", "2010-02-11", "AA", "AM", "KYU_6"],
    ["Adwoa", "Darko", "FEMALE", "2008-09-30", "AA", "AM", "KYU_4"],
    ["Yaw", "Frimpong", "MALE", "2001-06-18", "AA", "AM", "KYU_2"],
    ["Akua", "Boakye", "FEMALE", "2012-12-01", "AH", "KM", "KYU_8"],
    ["Kojo", "Amponsah", "MALE", "1999-03-25", "AH", "KM", "KYU_1"],
    ["Fuseini", "Alhassan", "MALE", "2005-10-07", "NP", "TM", "KYU_5"],
    ["Amina", "Issah", "FEMALE", "2009-04-19", "NP", "TM", "KYU_7"],
  ].map(([first, last, gender, born, region, district, belt], index) =>
    person(
      `student${index + 1}@demo.gkf`,
      first as string,
      last as string,
      gender as "FEMALE" | "MALE",
      born as string,
      "ATHLETE",
      region as string,
      district as string,
      belt as string,
    ),
  ),
];

interface DemoDojo {
  name: string;
  region: string;
  district: string;
  town: string;
  address: string;
  head: string;
  assistants: string[];
  students: string[];
  paid: boolean;
  /** Weekday, start, end, counts toward gradings, title. */
  trainings: Array<[number, string, string, boolean, string]>;
}

const DOJOS: DemoDojo[] = [
  {
    name: "Accra Shotokan Dojo",
    region: "AA",
    district: "AM",
    town: "Accra",
    address: "Accra Sports Stadium, Gate 4",
    head: "coach@demo.gkf",
    assistants: ["assistant@demo.gkf"],
    students: ["member@demo.gkf", "student1@demo.gkf", "student2@demo.gkf", "student3@demo.gkf"],
    paid: true,
    trainings: [
      [1, "17:30", "19:00", true, "Kihon and kata"],
      [3, "17:30", "19:00", true, "Kumite"],
      [6, "09:00", "11:00", false, "Open mat"],
    ],
  },
  {
    name: "Kumasi Goju-ryu Club",
    region: "AH",
    district: "KM",
    town: "Kumasi",
    address: "Baba Yara Stadium annex",
    head: "coach.kumasi@demo.gkf",
    assistants: [],
    students: ["student4@demo.gkf", "student5@demo.gkf"],
    paid: false,
    trainings: [
      [2, "18:00", "19:30", true, "Kata"],
      [4, "18:00", "19:30", true, "Kumite"],
    ],
  },
  {
    name: "Tamale Karate Academy",
    region: "NP",
    district: "TM",
    town: "Tamale",
    address: "Aliu Mahama Sports Stadium",
    head: "coach.tamale@demo.gkf",
    assistants: [],
    students: ["student6@demo.gkf", "student7@demo.gkf"],
    paid: true,
    trainings: [[6, "08:00", "10:00", true, "Saturday class"]],
  },
];

/** A term: eight weeks of sessions behind today (with attendance) and two ahead. */
const TERM_WEEKS = 8;

/**
 * Three affiliated dojos in three regions with instructors, students, weekly trainings, a term of
 * sessions and attendance; the demo member trains at the Accra dojo, whose head is coach@demo.gkf.
 * The Tamale head's safeguarding certificate is missing, so the flag shows; a fourth dojo waits
 * for the Ashanti regional admin's decision.
 */
export async function loadDemoDojos(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const ids = new Map(
    (await db.selectFrom("users").select(["id", "email"]).where("email", "like", "%@demo.gkf").execute()).map((row) => [
      row.email as string,
      row.id,
    ]),
  );
  const id = (email: string) => ids.get(email) as string;
  const official = id("official@demo.gkf");
  await credentials(app, official, id("coach@demo.gkf"), ["COACHING_LICENCE", "FIRST_AID", "SAFEGUARDING"]);
  await credentials(app, official, id("assistant@demo.gkf"), ["COACHING_LICENCE", "SAFEGUARDING"]);
  await credentials(app, official, id("coach.kumasi@demo.gkf"), ["COACHING_LICENCE", "FIRST_AID", "SAFEGUARDING"]);
  await credentials(app, official, id("coach.tamale@demo.gkf"), ["COACHING_LICENCE"]);

  const day = today();
  const at = new Date().toISOString();
  const termStart = addDays(day, -7 * TERM_WEEKS);
  const random = createRandom(13);
  await db
    .insertInto("fees")
    .values({
      membership_type: "COACH",
      purpose: "DOJO_AFFILIATION",
      amount: 50_000,
      currency: "GHS",
      period_months: 12,
      updated_at: at,
      updated_by: null,
    })
    .onConflict((conflict) => conflict.columns(["membership_type", "purpose"]).doNothing())
    .execute();

  await db.transaction().execute(async (trx) => {
    const dojos = new DojosRepository(trx);
    const enrolments = new EnrolmentsRepository(trx);
    const trainings = new TrainingsRepository(trx);
    for (const [index, dojo] of [...DOJOS, pendingDojo()].entries()) {
      const dojoId = randomUUID();
      const sequence = await nextCounterValue(trx, `dojo:${dojo.region}`);
      const pending = index === DOJOS.length;
      await dojos.insert({
        id: dojoId,
        code: `GKF-D-${dojo.region}-${String(sequence).padStart(4, "0")}`,
        name: dojo.name,
        region_code: dojo.region,
        district_code: dojo.district,
        town: dojo.town,
        address: dojo.address,
        phone: "0302000000",
        email: null,
        styles: JSON.stringify(dojo.name.includes("Goju") ? ["Goju-ryu"] : ["Shotokan"]),
        head_user_id: id(dojo.head),
        status: pending ? "PENDING" : "ACTIVE",
        decision_reason: null,
        decided_by: pending ? null : official,
        decided_at: pending ? null : at,
        approved_on: pending ? null : addDays(day, -120),
        created_at: at,
        updated_at: at,
      });
      const instructors: Array<[string, "HEAD" | "ASSISTANT"]> = [
        [dojo.head, "HEAD"],
        ...dojo.assistants.map((email): [string, "ASSISTANT"] => [email, "ASSISTANT"]),
      ];
      for (const [email, role] of instructors) {
        await dojos.addInstructor({
          dojo_id: dojoId,
          user_id: id(email),
          role,
          added_by: id(dojo.head),
          created_at: at,
        });
      }
      if (dojo.paid) await affiliationPaid(trx, dojoId, id(dojo.head), dojo.region, at);
      for (const email of dojo.students) {
        await enrolments.insert({
          id: randomUUID(),
          dojo_id: dojoId,
          user_id: id(email),
          status: "ACTIVE",
          message: null,
          requested_at: addDays(termStart, -14),
          decided_by: id(dojo.head),
          decided_at: addDays(termStart, -13),
          ended_at: null,
          end_reason: null,
          updated_at: at,
        });
      }
      for (const [weekday, start, end, counts, title] of dojo.trainings) {
        const trainingId = randomUUID();
        await trainings.insertTraining({
          id: trainingId,
          dojo_id: dojoId,
          title,
          weekday,
          start_time: start,
          end_time: end,
          lead_user_id: id(dojo.head),
          min_belt: null,
          max_belt: null,
          counts_toward_grading: counts ? 1 : 0,
          starts_on: termStart,
          ends_on: null,
          created_by: id(dojo.head),
          created_at: at,
        });
        for (let date = termStart; date <= addDays(day, 14); date = addDays(date, 1)) {
          if ((new Date(`${date}T00:00:00Z`).getUTCDay() || 7) !== weekday) continue;
          const sessionId = randomUUID();
          await trainings.insertSessions([
            {
              id: sessionId,
              dojo_id: dojoId,
              training_id: trainingId,
              date,
              start_time: start,
              end_time: end,
              lead_user_id: id(dojo.head),
              counts_toward_grading: counts ? 1 : 0,
              cancelled: 0,
              cancel_note: null,
              created_at: at,
            },
          ]);
          if (date >= day) continue;
          for (const email of dojo.students) {
            const roll = random.int(1, 10);
            const status: AttendanceStatus =
              roll <= 7 ? "PRESENT" : roll === 8 ? "LATE" : roll === 9 ? "EXCUSED" : "ABSENT";
            const recorded = {
              session_id: sessionId,
              user_id: id(email),
              status,
              recorded_by: id(dojo.head),
              recorded_at: `${date}T19:00:00.000Z`,
            };
            await trainings.insertEntry({ ...recorded, client_id: randomUUID() });
            await trainings.setAttendance({ ...recorded, recorded_by: id(dojo.head) });
          }
        }
      }
    }
  });
}

/** A dojo the Ashanti regional admin has to decide. */
function pendingDojo(): DemoDojo {
  return {
    name: "Obuasi Wado-ryu Dojo",
    region: "AH",
    district: "KM",
    town: "Kumasi",
    address: "Adum, Harper Road",
    head: "coach.kumasi@demo.gkf",
    assistants: [],
    students: [],
    paid: false,
    trainings: [],
  };
}

/** Approved credential documents, uploaded and reviewed like any document. */
async function credentials(app: FastifyInstance, official: string, userId: string, types: string[]): Promise<void> {
  const scope = { userId: official, regions: undefined, canAccessRegion: () => true };
  const meta = { ip: "127.0.0.1", userAgent: "demo-data" };
  const issued = addDays(today(), -90);
  const expires = addDays(today(), 640);
  for (const type of types) {
    const document = await app.services.documents.addDocument(
      userId,
      {
        document_type: type as "COACHING_LICENCE",
        document_number: `${type.slice(0, 3)}-${userId.slice(0, 6).toUpperCase()}`,
        issue_date: issued,
        expiry_date: expires,
      },
      { data: minimalPdf(type, "Demo credential of GKF Portal"), filename: `${type.toLowerCase()}.pdf` },
    );
    await app.services.documentReview.decide(scope, document.id, false, { decision: "APPROVED" }, meta);
  }
}

/** This season's affiliation, paid in the sandbox by the head instructor, with its receipt. */
async function affiliationPaid(
  trx: FastifyInstance["db"],
  dojoId: string,
  headId: string,
  region: string,
  at: string,
): Promise<void> {
  const season = Number(today().slice(0, 4));
  const paymentId = randomUUID();
  const receipt = `GKF-R-${season}-A${String(await nextCounterValue(trx, "demo-affiliation")).padStart(5, "0")}`;
  await trx
    .insertInto("payments")
    .values({
      id: paymentId,
      user_id: headId,
      reference: `GKF-DOJ-DEMO${dojoId.slice(0, 10).toUpperCase()}`,
      purpose: "DOJO_AFFILIATION",
      subject: `${dojoId}:${season}`,
      provider: "sandbox",
      amount: 50_000,
      currency: "GHS",
      period_months: 12,
      status: "SUCCESS",
      channel: "mobile_money",
      authorization_url: null,
      paid_at: at,
      receipt_number: receipt,
      region_code: region,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await trx.insertInto("payment_credits").values({ payment_id: paymentId, credited_at: at, source: "demo" }).execute();
  await new DojosRepository(trx).insertAffiliation({
    dojo_id: dojoId,
    season,
    payment_id: paymentId,
    receipt_number: receipt,
    paid_at: at,
  });
}
