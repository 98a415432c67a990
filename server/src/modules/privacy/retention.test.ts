import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { upload } from "../../test/upload-helpers.js";
import { addCard, DAY, diskPathsOf, fileIdOf, onDisk, png, UPDATE } from "./privacy-test-helpers.js";

/** Retention (Act 843, decision 97), run by the hourly job with a moved clock, on the engine under test. */
const { app, config } = await createTestApp();
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const documentIds = (body: { items?: Array<{ id: string }> } | Array<{ id: string }>) =>
  (Array.isArray(body) ? body : (body.items ?? [])).map((document) => document.id);
const run = (daysAhead: number) => app.services.privacy.jobs.run(new Date(Date.now() + daysAhead * DAY));

describe("retention", () => {
  it("deletes a rejected document and its file 90 days after the rejection, not before", async () => {
    const member = await memberWithSession(app);
    const card = await addCard(app, member.access);
    const paths = await diskPathsOf(app, config, await fileIdOf(app, card.id));
    const rejected = await app.inject({
      method: "PATCH",
      url: `/api/admin/documents/${card.id}`,
      headers: official.headers,
      payload: { decision: "REJECTED", reason: "The photo is unreadable" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    await run(89);
    expect(onDisk(paths)).toEqual([true]);
    const kept = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/documents",
      headers: member.headers,
    });
    expect(documentIds(kept.json())).toContain(card.id);

    const result = await run(91);
    expect(result.rejectedDocuments).toBeGreaterThanOrEqual(1);
    expect(onDisk(paths)).toEqual([false]);
    const gone = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/documents",
      headers: member.headers,
    });
    expect(documentIds(gone.json())).not.toContain(card.id);
  });

  it("deletes a replaced version and its file a year after the replacement; the current version stays", async () => {
    const member = await memberWithSession(app);
    const card = await addCard(app, member.access);
    const firstFile = await fileIdOf(app, card.id);
    const firstPaths = await diskPathsOf(app, config, firstFile);
    const replaced = await upload(app, "PATCH", UPDATE, member.access, { document_id: card.id }, await png());
    expect(replaced.statusCode, replaced.body).toBe(200);
    const currentPaths = await diskPathsOf(app, config, await fileIdOf(app, card.id));

    await run(364);
    expect(onDisk(firstPaths)).toEqual([true]);
    await run(366);
    expect(onDisk(firstPaths)).toEqual([false]);
    expect(onDisk(currentPaths)).toEqual([true, true]);
    const versions = await app.db
      .selectFrom("document_versions")
      .select("id")
      .where("document_id", "=", card.id)
      .execute();
    expect(versions).toHaveLength(0);
    const file = await app.inject({
      method: "GET",
      url: `/api/my-account/membership/documents/${card.id}/file`,
      headers: member.headers,
    });
    expect(file.statusCode).toBe(200);
  });

  it("blanks the body of a message 30 days after delivery, not before, and keeps who was sent what", async () => {
    const member = await memberWithSession(app);
    const sentAt = new Date().toISOString();
    // The delivery worker's part: the activation message was sent now.
    await app.db
      .updateTable("outbox_messages")
      .set({ status: "SENT", sent_at: sentAt })
      .where("recipient", "=", member.email)
      .execute();
    const bodies = () =>
      app.db
        .selectFrom("outbox_messages")
        .select(["text", "html", "template", "recipient"])
        .where("recipient", "=", member.email)
        .where("status", "=", "SENT")
        .execute();

    await run(29);
    expect((await bodies()).every((message) => message.text.length > 0)).toBe(true);
    await run(31);
    const blanked = await bodies();
    expect(blanked.length).toBeGreaterThan(0);
    expect(blanked.every((message) => message.text === "" && message.html === null && message.template !== null)).toBe(
      true,
    );
  });

  it("prunes account notices' claims older than the retention", async () => {
    const member = await memberWithSession(app);
    await app.db
      .insertInto("account_notices")
      .values({
        user_id: member.userId,
        kind: "DEVICE_CODE_FAILURES",
        period: "2026-01-01T10",
        sent_at: new Date().toISOString(),
      })
      .execute();
    const notices = () =>
      app.db.selectFrom("account_notices").select("kind").where("user_id", "=", member.userId).execute();
    await run(29);
    expect(await notices()).toHaveLength(1);
    await run(31);
    expect(await notices()).toHaveLength(0);
  });
});
