import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { TEST_ENGINE } from "../../test/test-app.js";
import {
  app,
  auditOf,
  csvLine,
  day,
  expireIn,
  history,
  initialize,
  ledgerItem,
  membershipOf,
  official,
  other,
  paidMember,
  paymentsOf,
  providerSaysPaid,
  receiptsTo,
  recordManual,
  refund,
  regionalAdmin,
  secondOfficial,
  twoPaidRegistrations,
  verify,
  voidPayment,
} from "./payments-hardening.test-fixtures.js";

describe(`manual payments (${TEST_ENGINE})`, () => {
  const cash = (member: string, extra: Record<string, unknown> = {}) => ({
    member,
    purpose: "REGISTRATION",
    method: "CASH",
    payer: "Kwame Mensah (father)",
    external_reference: "CB-2026-114",
    received_on: day(0),
    ...extra,
  });

  it("members and regional admins cannot record, void or refund payments", async () => {
    const member = await memberWithSession(app);
    for (const headers of [member.headers, regionalAdmin.headers]) {
      const recorded = await recordManual(headers, cash(member.email as string));
      expect(recorded.statusCode).toBe(403);
      expect(recorded.json().code).toBe("FORBIDDEN");
      expect((await voidPayment(headers, "GKF-MAN-000000000000")).statusCode).toBe(403);
      expect((await refund(headers, "GKF-MAN-000000000000")).statusCode).toBe(403);
    }
    expect(await paymentsOf(member.userId)).toEqual([]);
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
  });

  it("an official records cash: credited like an online payment, with a receipt, marked manual, audited", async () => {
    const member = await memberWithSession(app);
    const wrongAmount = await recordManual(official.headers, cash(member.email as string, { amount: 10_000 }));
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().code).toBe("AMOUNT_NOT_FEE");
    expect(
      (await recordManual(official.headers, cash(member.email as string, { received_on: day(1) }))).statusCode,
    ).toBe(400);
    expect(
      (await recordManual(official.headers, cash(member.email as string, { received_on: "2026-02-30" }))).statusCode,
    ).toBe(400);
    expect((await recordManual(official.headers, cash("nobody@example.com"))).statusCode).toBe(404);

    const recorded = await recordManual(official.headers, cash(member.email as string, { amount: 15_000 }));
    expect(recorded.statusCode).toBe(201);
    const payment = recorded.json();
    expect(payment).toMatchObject({
      status: "SUCCESS",
      provider: "manual",
      amount: 15_000,
      channel: "cash",
      manual: {
        method: "CASH",
        payer: "Kwame Mensah (father)",
        external_reference: "CB-2026-114",
        received_on: day(0),
        recorded_by: { first_name: official.first_name, last_name: official.last_name },
      },
      can_void: false, // the official who recorded it
    });
    expect(payment.receipt_number).toMatch(/^GKF-R-\d{4}-\d{6}$/);
    const membership = await membershipOf(member.userId);
    expect(membership).toMatchObject({ status: "ACTIVE", has_paid_registration: 1 });
    expect(membership.code).toMatch(/^GKF-AH-\d{2}-\d{6}$/);
    expect((await receiptsTo(member.email as string))[0]?.subject).toBe(`Payment received: ${payment.receipt_number}`);
    const [mine] = await history(member.headers);
    expect(mine?.status).toBe("SUCCESS");
    const receipt = await app.inject({ method: "GET", url: mine?.receipt_url ?? "", headers: member.headers });
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const [audit] = await auditOf("PAYMENT_RECORDED_MANUALLY", member.userId);
    expect(audit?.actor_user_id).toBe(official.userId);
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({ reference: payment.reference, method: "CASH" });
    expect(await csvLine(payment.reference)).toContain(",manual,no,CASH,CB-2026-114,");

    // Paid already: a second one is refused, online or at the desk.
    const again = await recordManual(official.headers, cash(membership.code ?? ""));
    expect(again.statusCode).toBe(409);
    expect((await initialize(app, member.headers)).statusCode).toBe(409);
  });

  it("an online payment that goes through after the desk recorded cash is a duplicate to refund", async () => {
    const member = await memberWithSession(app);
    const online = (await initialize(app, member.headers)).json().reference as string;
    expect((await recordManual(official.headers, cash(member.email as string))).statusCode).toBe(201);
    const paidUntil = (await membershipOf(member.userId)).expiry_date;
    await providerSaysPaid(online, 15_000);
    expect((await verify(other, member.headers, online)).json().status).toBe("DUPLICATE");
    expect((await membershipOf(member.userId)).expiry_date).toBe(paidUntil);
    expect(await ledgerItem(online)).toMatchObject({ needs_refund: true, manual: null });
  });

  it("another official voids it within 24 hours with a reason; the membership goes back; both audited", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await recordManual(official.headers, cash(member.email as string))).json();
    expect(await ledgerItem(reference)).toMatchObject({ can_void: false, manual: { method: "CASH" } });
    expect(await ledgerItem(reference, secondOfficial.headers)).toMatchObject({ can_void: true });
    const own = await voidPayment(official.headers, reference);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("Another official must void a payment you recorded.");
    expect((await voidPayment(secondOfficial.headers, reference, "no")).statusCode).toBe(400);

    const voided = await voidPayment(secondOfficial.headers, reference);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      status: "VOIDED",
      voided: { reason: "Recorded for the wrong member", by: { first_name: secondOfficial.first_name } },
    });
    expect(await membershipOf(member.userId)).toMatchObject({
      status: "PENDING_PAYMENT",
      has_paid_registration: 0,
      expiry_date: null,
    });
    expect((await history(member.headers))[0]).toMatchObject({ status: "VOIDED", receipt_url: null });
    const [audit] = await auditOf("PAYMENT_VOIDED", member.userId);
    expect(audit?.actor_user_id).toBe(secondOfficial.userId);
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({ reference, reason: "Recorded for the wrong member" });
    expect((await voidPayment(secondOfficial.headers, reference)).statusCode).toBe(409);
    // The member can pay again.
    expect((await initialize(app, member.headers)).statusCode).toBe(201);
  });

  it("two officials voiding at once void it once", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await recordManual(secondOfficial.headers, cash(member.email as string))).json();
    const third = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    const answers = await Promise.all([
      voidPayment(official.headers, reference),
      voidPayment(third.headers, reference),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf("PAYMENT_VOIDED", member.userId)).toHaveLength(1);
  });

  it("a manual renewal extends the expiry, and voiding it puts the old expiry back; no void after 24 hours", async () => {
    const member = await paidMember();
    await expireIn(member.userId, 20);
    const before = await membershipOf(member.userId);
    const renewal = await recordManual(
      official.headers,
      cash(before.code ?? "", { purpose: "RENEWAL", method: "BANK_TRANSFER", external_reference: "GCB-889" }),
    );
    expect(renewal.statusCode).toBe(201);
    expect(renewal.json()).toMatchObject({ amount: 10_000, channel: "bank_transfer" });
    const [year, month, dayOfMonth] = (before.expiry_date ?? "").split("-").map(Number) as [number, number, number];
    expect((await membershipOf(member.userId)).expiry_date).toBe(
      new Date(Date.UTC(year + 1, month - 1, dayOfMonth)).toISOString().slice(0, 10),
    );
    expect((await voidPayment(secondOfficial.headers, renewal.json().reference)).statusCode).toBe(200);
    expect(await membershipOf(member.userId)).toMatchObject({
      expiry_date: before.expiry_date,
      renewal_count: before.renewal_count,
    });

    const late = await recordManual(official.headers, cash(before.code ?? "", { purpose: "RENEWAL" }));
    expect(late.statusCode).toBe(201);
    await app.db
      .updateTable("payments")
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where("reference", "=", late.json().reference)
      .execute();
    const tooLate = await voidPayment(secondOfficial.headers, late.json().reference);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toContain("24 hours");
    const online = (await history(member.headers)).find(
      (payment) => payment.status === "SUCCESS" && payment.reference.startsWith("GKF-REG"),
    );
    expect((await voidPayment(secondOfficial.headers, online?.reference ?? "")).statusCode).toBe(409);
  });
});

describe(`refunds (${TEST_ENGINE})`, () => {
  it("an official marks a duplicate refunded: the member sees REFUNDED, audited, only once", async () => {
    const { member, first, second } = await twoPaidRegistrations();
    await verify(app, member.headers, second);
    await verify(app, member.headers, first);
    const paid = (await history(member.headers)).find((payment) => payment.status === "SUCCESS");
    expect((await refund(official.headers, paid?.reference ?? "")).statusCode).toBe(409);
    expect((await refund(official.headers, first, { refunded_on: day(2) })).statusCode).toBe(400);

    const refunded = await refund(official.headers, first);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: "REFUNDED",
      needs_refund: false,
      refund: { refunded_on: day(0), refund_reference: "MOMO-RF-1", note: "Sent back by mobile money" },
    });
    expect((await history(member.headers)).find((payment) => payment.reference === first)?.status).toBe("REFUNDED");
    const [audit] = await auditOf("PAYMENT_REFUNDED", member.userId);
    expect(audit?.actor_user_id).toBe(official.userId);
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({ reference: first, previous_status: "DUPLICATE" });
    expect((await refund(official.headers, first)).statusCode).toBe(409);
    expect(await csvLine(first)).toContain("Sent back by mobile money");
    // A refund never touches the credited payment's membership.
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(1);
  });

  it("a payment of another amount is disputed: not credited, refundable", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await initialize(app, member.headers)).json();
    await providerSaysPaid(reference, 100);
    expect((await verify(app, member.headers, reference)).json().status).toBe("DISPUTED");
    expect(await ledgerItem(reference)).toMatchObject({ needs_refund: true, can_refund: true });
    expect((await refund(official.headers, reference)).json().status).toBe("REFUNDED");
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
  });
});
