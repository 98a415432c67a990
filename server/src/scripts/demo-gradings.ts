import { randomUUID } from "node:crypto";
import { GradeMinimumsWriteSchema, GradingWriteSchema } from "@gkf/contract";
import type { FastifyInstance } from "fastify";
import { nextCounterValue } from "../db/counters.js";
import { addDays } from "../modules/dojos/dojo-context.js";
import { CandidatesRepository } from "../modules/gradings/candidates.repository.js";
import { today } from "../modules/memberships/membership-rules.js";
import { minimalPdf } from "../test/minimal-pdf.js";

const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

/** The session's fee: GHS 50. */
export const DEMO_GRADING_FEE = 5_000;

/**
 * A kyu grading (issue 14, decision 91): hosted by the federation three weeks ahead, applications
 * open for two, a fee of GHS 50, offering up to 1st kyu, with a panel of the three dojos' heads
 * (3rd, 2nd and 4th dan: their belt certificates approved, so each may award up to 1st kyu).
 * Officials' kyu minimums are set. Candidates: Kwesi Appiah (Accra, 6th kyu), applied for by the
 * demo coach, paid and eligible, so ready to be examined; Akua Boakye (Kumasi, 8th kyu), who
 * applied herself but has no medical clearance (an official may override it). The demo member
 * (3rd kyu) has not applied: she is eligible for 2nd kyu and may apply and pay herself.
 */
export async function loadDemoGradings(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const ids = new Map(
    (await db.selectFrom("users").select(["id", "email"]).where("email", "like", "%@demo.gkf").execute()).map((row) => [
      row.email as string,
      row.id,
    ]),
  );
  const id = (email: string) => ids.get(email) as string;
  const official = id("official@demo.gkf");
  if (!official || !ids.has("coach@demo.gkf")) return;
  const national = { userId: official, regions: undefined, canAccessRegion: () => true };
  const meta = { ip: "127.0.0.1", userAgent: "demo-data" };
  const { documents, documentReview } = app.services;
  const day = today();

  /** An approved belt certificate: the member's confirmed grade. */
  const confirmGrade = async (email: string, belt: "DAN_2" | "DAN_3" | "DAN_4" | "KYU_6" | "KYU_8", since: string) => {
    const certificate = await documents.addCertificate(
      id(email),
      { belt, grading_date: since, examiner: "GKF technical committee" },
      { data: minimalPdf("Belt certificate", "Demo document of GKF Portal"), filename: "belt-certificate.pdf" },
    );
    await documentReview.decide(national, certificate.id, true, { decision: "APPROVED" }, meta);
  };
  await confirmGrade("coach@demo.gkf", "DAN_3", "2018-03-10");
  await confirmGrade("coach.kumasi@demo.gkf", "DAN_2", "2019-11-23");
  await confirmGrade("coach.tamale@demo.gkf", "DAN_4", "2016-06-04");
  // Graded eight months ago: before the term whose attendance counts toward the next grade.
  await confirmGrade("student1@demo.gkf", "KYU_6", addDays(day, -240));
  await confirmGrade("student4@demo.gkf", "KYU_8", addDays(day, -240));
  const clearance = await documents.addDocument(
    id("student1@demo.gkf"),
    { document_type: "MEDICAL_CLEARANCE", issue_date: addDays(day, -20) },
    { data: minimalPdf("Medical clearance", "Demo document of GKF Portal"), filename: "medical-clearance.pdf" },
  );
  await documentReview.decide(national, clearance.id, false, { decision: "APPROVED" }, meta);

  const { applications, sessions } = app.services.gradings;
  // A term has about sixteen trainings that count: the officials' kyu minimums ask for ten or fewer.
  await applications.setMinimums(
    official,
    national,
    GradeMinimumsWriteSchema.parse({
      minimums: [
        ...["KYU_9", "KYU_8", "KYU_7"].map((grade) => ({ grade, months: 3, trainings: 8, min_age: null })),
        ...["KYU_6", "KYU_5", "KYU_4"].map((grade) => ({ grade, months: 4, trainings: 10, min_age: null })),
        ...["KYU_3", "KYU_2", "KYU_1"].map((grade) => ({ grade, months: 6, trainings: 10, min_age: null })),
      ],
    }).minimums,
    meta,
  );

  const session = await sessions.create(
    official,
    national,
    GradingWriteSchema.parse({
      host: { kind: "FEDERATION" },
      date: addDays(day, 21),
      venue: "Accra Sports Stadium, training hall",
      kind: "KYU",
      highest_grade: "KYU_1",
      application_deadline: at(14),
      capacity: 30,
      fee: DEMO_GRADING_FEE,
      examiners: [
        { member: id("coach.tamale@demo.gkf"), max_award: "KYU_1" },
        { member: id("coach@demo.gkf"), max_award: "KYU_1" },
        { member: id("coach.kumasi@demo.gkf"), max_award: "KYU_1" },
      ],
    }),
    meta,
  );
  await sessions.publish(official, national, session.id, meta);

  const kwesi = await applications.apply(id("coach@demo.gkf"), session.id, { member: id("student1@demo.gkf") }, meta);
  await applications.apply(id("student4@demo.gkf"), session.id, {}, meta);
  await feePaid(app, kwesi.id, id("coach@demo.gkf"));
}

/** The coach paid Kwesi's fee in the sandbox: a credited GRADING_FEE payment with its receipt. */
async function feePaid(app: FastifyInstance, applicationId: string, payerId: string): Promise<void> {
  const now = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    const paymentId = randomUUID();
    const year = now.slice(0, 4);
    const receipt = `GKF-R-${year}-G${String(await nextCounterValue(trx, "demo-grading")).padStart(5, "0")}`;
    await trx
      .insertInto("payments")
      .values({
        id: paymentId,
        user_id: payerId,
        reference: `GKF-GRD-DEMO${applicationId.slice(0, 10).toUpperCase()}`,
        purpose: "GRADING_FEE",
        subject: applicationId,
        provider: "sandbox",
        amount: DEMO_GRADING_FEE,
        currency: "GHS",
        period_months: 1,
        status: "SUCCESS",
        channel: "mobile_money",
        authorization_url: null,
        paid_at: now,
        receipt_number: receipt,
        region_code: "AA",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto("payment_credits")
      .values({ payment_id: paymentId, credited_at: now, source: "demo" })
      .execute();
    await new CandidatesRepository(trx).markPaid(applicationId, paymentId, receipt, now);
  });
}
