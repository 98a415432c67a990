import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { insertOldUser, withDatabaseBefore } from "../../test/database-before.js";
import { TEST_ENGINE } from "../../test/test-app.js";
import {
  app,
  auditOf,
  csvLine,
  expireIn,
  history,
  initialize,
  ledgerItem,
  membershipOf,
  other,
  paidMember,
  paymentsOf,
  providerSaysPaid,
  receiptsTo,
  twoPaidRegistrations,
  verify,
  webhook,
} from "./payments-hardening.test-fixtures.js";

describe(`one open payment per member and purpose (${TEST_ENGINE})`, () => {
  it("five parallel initializes answer one reference and store one payment", async () => {
    const member = await memberWithSession(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => initialize(app, member.headers)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().reference)).size).toBe(1);
    expect(await paymentsOf(member.userId)).toHaveLength(1);
  });

  it("two processes on one database answer the same reference too", async () => {
    const member = await memberWithSession(app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => initialize(index % 2 ? other : app, member.headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const references = new Set(answers.map((answer) => answer.json().reference));
    expect(references.size).toBe(1);
    const stored = await paymentsOf(member.userId);
    expect(stored.map((payment) => payment.reference)).toEqual([...references]);
  });

  it("the database itself refuses a second open payment", async () => {
    const member = await memberWithSession(app);
    const [open] = await paymentsOf(member.userId).then(async (none) => {
      expect(none).toEqual([]);
      await initialize(app, member.headers);
      return paymentsOf(member.userId);
    });
    if (!open) throw new Error("no payment");
    await expect(
      app.db
        .insertInto("payments")
        .values({ ...open, id: crypto.randomUUID(), reference: `${open.reference}-2`, status: "ABANDONED" })
        .execute(),
    ).rejects.toThrow();
  });
});

describe(`a second successful payment is a duplicate, never a second credit (${TEST_ENGINE})`, () => {
  it("verify and webhook of two paid registrations racing in two processes credit one and flag the other", async () => {
    const { member, first, second } = await twoPaidRegistrations();
    const answers = await Promise.all([
      verify(app, member.headers, first),
      verify(other, member.headers, second),
      webhook(other, first),
      webhook(app, second),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);

    const stored = await paymentsOf(member.userId);
    expect(stored.map((payment) => payment.status).sort()).toEqual(["DUPLICATE", "SUCCESS"]);
    const duplicate = stored.find((payment) => payment.status === "DUPLICATE");
    expect(duplicate?.receipt_number).toBeNull();
    const membership = await membershipOf(member.userId);
    expect(membership).toMatchObject({ has_paid_registration: 1, status: "ACTIVE", renewal_count: 0 });
    expect(membership.expiry_date).toBe(
      new Date(Date.UTC(new Date().getUTCFullYear() + 1, new Date().getUTCMonth(), new Date().getUTCDate()))
        .toISOString()
        .slice(0, 10),
    );
    expect(await receiptsTo(member.email)).toHaveLength(1);
    expect(await auditOf("PAYMENT_DUPLICATE", member.userId)).toHaveLength(1);

    // Officials see it as needing a refund, in the ledger and the CSV; the member sees it too.
    const item = await ledgerItem(duplicate?.reference ?? "");
    expect(item).toMatchObject({ status: "DUPLICATE", needs_refund: true, can_refund: true, can_void: false });
    expect((await csvLine(duplicate?.reference ?? ""))?.split(",").slice(3, 4)).toEqual(["Duplicate: to refund"]);
    expect(await csvLine(duplicate?.reference ?? "")).toContain(",yes,");
    expect((await history(member.headers)).map((payment) => payment.status).sort()).toEqual(["DUPLICATE", "SUCCESS"]);
    // Asking again changes nothing.
    expect((await verify(app, member.headers, duplicate?.reference ?? "")).json().status).toBe("DUPLICATE");
    expect((await membershipOf(member.userId)).expiry_date).toBe(membership.expiry_date);
  });

  it("a renewal paid after another renewal was credited is a duplicate", async () => {
    const member = await paidMember();
    await expireIn(member.userId, 30);
    const first = (await initialize(app, member.headers, "RENEWAL")).json().reference as string;
    await app.db.updateTable("sandbox_charges").set({ status: "FAILED" }).where("reference", "=", first).execute();
    await verify(app, member.headers, first);
    const second = (await initialize(app, member.headers, "RENEWAL")).json().reference as string;
    await providerSaysPaid(second, 10_000);
    expect((await verify(app, member.headers, second)).json().status).toBe("SUCCESS");
    const renewed = await membershipOf(member.userId);
    await providerSaysPaid(first, 10_000);
    expect((await webhook(other, first)).statusCode).toBe(200);
    expect((await history(member.headers)).find((payment) => payment.reference === first)?.status).toBe("DUPLICATE");
    expect(await membershipOf(member.userId)).toMatchObject({
      expiry_date: renewed.expiry_date,
      renewal_count: 1,
    });
  });
});

describe(`renewals open ${60} days before the expiry (${TEST_ENGINE})`, () => {
  it("refuses an early renewal naming the date it opens, and accepts it from that day and after expiry", async () => {
    const member = await paidMember();
    const early = await initialize(app, member.headers, "RENEWAL");
    expect(early.statusCode).toBe(409);
    const expiry = (await membershipOf(member.userId)).expiry_date ?? "";
    const opens = new Date(Date.parse(`${expiry}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
    expect(early.json()).toMatchObject({ code: "RENEWAL_NOT_OPEN" });
    expect(early.json().message).toContain(opens);
    expect(await paymentsOf(member.userId)).toHaveLength(1);

    await expireIn(member.userId, 61);
    expect((await initialize(app, member.headers, "RENEWAL")).statusCode).toBe(409);
    await expireIn(member.userId, 60);
    expect((await initialize(app, member.headers, "RENEWAL")).statusCode).toBe(201);

    const lapsed = await paidMember();
    await expireIn(lapsed.userId, -10, "EXPIRED");
    expect((await initialize(app, lapsed.headers, "RENEWAL")).statusCode).toBe(201);
  });
});

describe(`migration to one open payment (${TEST_ENGINE})`, () => {
  it("keeps the newest open payment of a member and purpose and closes the others", async () => {
    // A database as it was before: several open payments of one member for the registration.
    await withDatabaseBefore("2026_11_21_0007_positions", async ({ db, migrateToLatest }) => {
      const userId = await insertOldUser(db);
      const now = new Date().toISOString();
      const base = {
        user_id: userId,
        purpose: "REGISTRATION" as const,
        provider: "sandbox" as const,
        amount: 15_000,
        currency: "GHS" as const,
        period_months: 12,
        channel: null,
        authorization_url: "http://localhost/checkout",
        paid_at: null,
        receipt_number: null,
        region_code: "AH",
        updated_at: now,
      };
      for (const [index, status] of (["PENDING", "ABANDONED", "PENDING"] as const).entries()) {
        await db
          .insertInto("payments")
          .values({
            ...base,
            id: crypto.randomUUID(),
            reference: `OLD-${index}-${userId}`,
            status,
            created_at: `2026-01-0${index + 1}T00:00:00.000Z`,
          } as never)
          .execute();
      }
      await migrateToLatest();
      const rows = await db.selectFrom("payments").select(["reference", "status"]).orderBy("created_at").execute();
      expect(rows.map((row) => row.status)).toEqual(["FAILED", "FAILED", "PENDING"]);
    });
  });
});
