import { describe, expect, it, vi } from "vitest";
import { inTransaction } from "../../db/transaction.js";
import { outbox } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const { app, database } = await createTestApp();
const { notifications } = app.services;
let counter = 0;
const nextEmail = () => `notify${++counter}.${Date.now()}@example.com`;

describe("notifyMember", () => {
  it("sends the template of the member's channel: e-mail with its files, SMS without asking for them", async () => {
    const email = nextEmail();
    const attachments = vi.fn(async () => [
      { filename: "receipt-R1.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.4 test") },
    ]);
    const values = { first_name: "Kofi", position: "Coach", status: "approved", note: "" };
    await notifications.notifyMember(
      { channel: "email", to: email },
      { template: "application_update", values, attachments },
    );
    const [mail] = await outbox(app, email);
    expect(mail).toMatchObject({ channel: "email", to: email });
    expect(mail?.subject).not.toBeNull();
    expect((mail as unknown as { attachments: Array<{ filename: string }> }).attachments).toEqual([
      expect.objectContaining({ filename: "receipt-R1.pdf" }),
    ]);
    expect(attachments).toHaveBeenCalledTimes(1);

    const tel = `+23324${String(Date.now()).slice(-7)}`;
    const unused = vi.fn(async () => []);
    await notifications.notifyMember(
      { channel: "sms", to: tel },
      { template: "application_update", values, attachments: unused },
    );
    const [sms] = await outbox(app, tel);
    expect(sms).toMatchObject({ channel: "sms", to: tel, subject: null });
    expect(sms?.text).toContain("Coach");
    expect(unused).not.toHaveBeenCalled();
  });

  it("writes inside the caller's transaction: nothing when it rolls back, the message when it commits", async () => {
    const rolledBack = nextEmail();
    await expect(
      inTransaction(database.db, async (trx) => {
        await notifications.notifyMember(
          { channel: "email", to: rolledBack },
          { template: "password_changed", values: { first_name: "Ama" } },
          trx,
        );
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    expect(await outbox(app, rolledBack)).toEqual([]);

    const committed = nextEmail();
    await inTransaction(database.db, (trx) =>
      notifications.notifyMember(
        { channel: "email", to: committed },
        {
          template: "password_changed",
          values: { first_name: "Ama" },
          attachments: async () => [
            { filename: "a.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.4 a") },
          ],
        },
        trx,
      ),
    );
    const [message] = await outbox(app, committed);
    expect(message?.subject).toBe("Your GKF Portal password was changed");
  });
});
