import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { fee, setFees } from "../../test/fee-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import type { SandboxProvider } from "../payments/sandbox-provider.js";
import { activeDojo, activeMember, enrol } from "./dojo-test-helpers.js";

// The season is 2026 and today is 2026-06-15 (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const sandbox = app.services.payments.provider as SandboxProvider;
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
await setFees(app, federation, [fee("COACH", "REGISTRATION", 15_000), fee("COACH", "DOJO_AFFILIATION", 50_000)]);

const pay = (dojoId: string, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: `/api/gkf/dojos/${dojoId}/affiliation/pay`, headers });
const verify = (headers: Record<string, string>, reference: string) =>
  app.inject({ method: "POST", url: "/api/my-account/membership/payment/verify", headers, payload: { reference } });
const affiliation = (dojoId: string, headers: Record<string, string>) =>
  app.inject({ method: "GET", url: `/api/gkf/dojos/${dojoId}/affiliation`, headers });

describe("affiliation", () => {
  it("is paid like any payment: the fee from the fee table, credited once with a receipt", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const before = await affiliation(dojo.id, head.headers);
    expect(before.json()).toMatchObject({
      season: 2026,
      state: "DUE",
      due_date: "2026-07-15",
      fee: { amount: 50_000, currency: "GHS" },
      receipt_number: null,
    });
    const [first, second] = await Promise.all([pay(dojo.id, head.headers), pay(dojo.id, head.headers)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().reference).toBe(second.json().reference);
    expect(first.json()).toMatchObject({ amount: 50_000, currency: "GHS" });
    const { reference } = first.json();
    await sandbox.settle(reference, "success");
    const [a, b] = await Promise.all([verify(head.headers, reference), verify(head.headers, reference)]);
    expect(a.json()).toMatchObject({ status: "SUCCESS", purpose: "DOJO_AFFILIATION" });
    expect(b.json().receipt_number).toBe(a.json().receipt_number);
    const after = await affiliation(dojo.id, head.headers);
    expect(after.json()).toMatchObject({
      state: "PAID",
      receipt_number: a.json().receipt_number,
      payment_reference: reference,
      history: [expect.objectContaining({ season: 2026 })],
    });
    const rows = await app.db.selectFrom("dojo_affiliations").selectAll().where("dojo_id", "=", dojo.id).execute();
    expect(rows).toHaveLength(1);
    const receipts = (await outbox(app, head.email as string)).filter((message) =>
      message.text.includes("dojo affiliation"),
    );
    expect(receipts).toHaveLength(1);
    const again = await pay(dojo.id, head.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("AFFILIATION_PAID");
    // In the head instructor's payment record, with its receipt like any payment.
    const record = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/my-payment-record",
      headers: head.headers,
    });
    expect(record.json().items).toEqual([
      expect.objectContaining({ reference, purpose: "DOJO_AFFILIATION", status: "SUCCESS" }),
    ]);
    const receipt = await app.inject({
      method: "GET",
      url: `/api/my-account/membership/payments/${reference}/receipt`,
      headers: head.headers,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toContain("application/pdf");
  });

  it("only the head instructor pays; a pending dojo cannot pay yet", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const student = await activeMember(app);
    await enrol(app, dojo.id, head, student);
    expect((await pay(dojo.id, student.headers)).statusCode).toBe(403);
    expect((await affiliation(dojo.id, student.headers)).statusCode).toBe(403);
    await app.db.updateTable("dojos").set({ status: "PENDING" }).where("id", "=", dojo.id).execute();
    const pending = await pay(dojo.id, head.headers);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe("DOJO_NOT_AFFILIATED");
  });

  it("an unpaid season lapses 30 days after it starts (job safe to run twice at once); paying restores the dojo", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const student = await activeMember(app);
    await enrol(app, dojo.id, head, student);
    // Approved last season: this season's affiliation was due on 31 January.
    await app.db.updateTable("dojos").set({ approved_on: "2025-03-01" }).where("id", "=", dojo.id).execute();
    const recent = await activeDojo(app, federation);
    const early = await app.services.dojos.affiliation.lapseUnpaid(new Date("2026-01-20T09:00:00Z"));
    expect(early).toBe(0);
    const runs = await Promise.all([
      app.services.dojos.affiliation.lapseUnpaid(),
      app.services.dojos.affiliation.lapseUnpaid(),
    ]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const lapsed = await app.db
      .selectFrom("dojos")
      .select("status")
      .where("id", "=", dojo.id)
      .executeTakeFirstOrThrow();
    expect(lapsed.status).toBe("LAPSED");
    // Approved this month: it has its own 30 days.
    const kept = await app.db
      .selectFrom("dojos")
      .select("status")
      .where("id", "=", recent.dojo.id)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe("ACTIVE");
    // Members see it.
    const mine = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/training",
      headers: student.headers,
    });
    expect(mine.json().dojo).toMatchObject({
      status: "LAPSED",
      affiliation: { state: "OVERDUE", due_date: "2026-01-31" },
    });
    expect((await app.inject({ method: "GET", url: `/api/gkf/dojos/${dojo.id}` })).json().status).toBe("LAPSED");
    const { reference } = (await pay(dojo.id, head.headers)).json();
    await sandbox.settle(reference, "success");
    expect((await verify(head.headers, reference)).json().status).toBe("SUCCESS");
    const restored = await app.inject({ method: "GET", url: `/api/gkf/dojos/${dojo.id}` });
    expect(restored.json()).toMatchObject({ status: "ACTIVE", affiliation: { state: "PAID" } });
  });
});
