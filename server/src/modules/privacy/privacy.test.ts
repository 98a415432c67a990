import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox, PASSWORD } from "../../test/accounts-helpers.js";
import { setRegistrationFees } from "../../test/fee-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { addCard, DAY, diskPathsOf, fileIdOf, onDisk } from "./privacy-test-helpers.js";

/** Download my data and erasure (Act 843, decision 97), on the engine under test. */
const { app, config } = await createTestApp();
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const accraAdmin = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });

await setRegistrationFees(app, official);

const get = (url: string, headers: Record<string, string>) => app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });

async function payCash(email: string) {
  const recorded = await post("/api/admin/payments/manual", official.headers, {
    member: email,
    purpose: "REGISTRATION",
    method: "CASH",
    payer: "Cash at the office",
    external_reference: `CASH-${Date.now()}`,
    received_on: new Date().toISOString().slice(0, 10),
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
}

/** Polls the export as the member's page does, until it is no longer PENDING. */
async function waitForExport(id: string, headers: Record<string, string>) {
  for (;;) {
    const response = await get(`/api/my-account/privacy/exports/${id}`, headers);
    expect(response.statusCode).toBe(200);
    if (response.json().status !== "PENDING") return response.json();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("download my data", () => {
  it("prepares a ZIP of data.json and the member's files in the background, tells the member, and lets only them download it", async () => {
    const member = await memberWithSession(app, { overrides: { first_name: "Abena", last_name: "Export" } });
    const card = await addCard(app, member.access);
    await payCash(member.email);

    const requested = await post("/api/my-account/privacy/export", member.headers);
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toMatchObject({ status: "PENDING", download_url: null });
    const ready = await waitForExport(requested.json().id, member.headers);
    expect(ready).toMatchObject({
      status: "READY",
      download_url: `/api/my-account/privacy/exports/${ready.id}/download`,
    });

    const [message] = await outbox(app, member.email);
    expect(message?.subject).toBe("Your GKF Portal data is ready to download");

    const download = await get(ready.download_url, member.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(zip["data.json"]));
    expect(data.account).toMatchObject({ first_name: "Abena", last_name: "Export", email: member.email });
    expect(data.membership).toBeTruthy();
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ purpose: "REGISTRATION", status: "SUCCESS" });
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({ id: card.id, document_type: "GHANA_CARD" });
    const fileName = data.documents[0].file as string;
    expect(fileName).toMatch(/^files\/ghana_card-.*\.pdf$/);
    expect(
      Buffer.from(zip[fileName] ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(data.audit.some((entry: { action: string }) => entry.action === "DATA_EXPORT_REQUESTED")).toBe(true);

    const overview = await get("/api/my-account/privacy", member.headers);
    expect(overview.json().export).toMatchObject({ id: ready.id, status: "READY" });
  });

  it("answers another member's export id like one that does not exist", async () => {
    const owner = await memberWithSession(app);
    const other = await memberWithSession(app);
    const requested = (await post("/api/my-account/privacy/export", owner.headers)).json();
    await waitForExport(requested.id, owner.headers);
    for (const url of [
      `/api/my-account/privacy/exports/${requested.id}`,
      `/api/my-account/privacy/exports/${requested.id}/download`,
    ]) {
      const response = await get(url, other.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await get(`/api/my-account/privacy/exports/${requested.id}`, {})).statusCode).toBe(401);
  });

  it("asking again while an export is being prepared answers that one rather than a second", async () => {
    const member = await memberWithSession(app);
    const id = crypto.randomUUID();
    // Another process holds it for a few minutes more.
    await app.db
      .insertInto("data_exports")
      .values({
        id,
        user_id: member.userId,
        status: "PENDING",
        requested_at: new Date().toISOString(),
        attempts: 1,
        locked_until: new Date(Date.now() + 5 * 60_000).toISOString(),
      })
      .execute();
    const again = await post("/api/my-account/privacy/export", member.headers);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ id, status: "PENDING" });
    expect(
      await app.db.selectFrom("data_exports").select("id").where("user_id", "=", member.userId).execute(),
    ).toHaveLength(1);
  });

  it("an export left pending by a process that died is built by the hourly job, and its file deleted after 7 days", async () => {
    const member = await memberWithSession(app);
    // What a dead process leaves: a PENDING row whose lock ran out.
    const id = crypto.randomUUID();
    await app.db
      .insertInto("data_exports")
      .values({
        id,
        user_id: member.userId,
        status: "PENDING",
        requested_at: new Date().toISOString(),
        attempts: 1,
        locked_until: new Date(Date.now() - 60_000).toISOString(),
      })
      .execute();
    expect((await app.services.privacy.jobs.run()).exportsBuilt).toBe(1);
    const ready = (await get(`/api/my-account/privacy/exports/${id}`, member.headers)).json();
    expect(ready.status).toBe("READY");
    const fileId = (
      await app.db.selectFrom("data_exports").select("file_id").where("id", "=", id).executeTakeFirstOrThrow()
    ).file_id as string;
    const paths = await diskPathsOf(app, config, fileId);
    expect(onDisk(paths)).toEqual([true]);

    await app.services.privacy.jobs.run(new Date(Date.now() + 8 * DAY));
    expect(onDisk(paths)).toEqual([false]);
    expect((await get(`/api/my-account/privacy/exports/${id}`, member.headers)).json().status).toBe("EXPIRED");
    const download = await get(`/api/my-account/privacy/exports/${id}/download`, member.headers);
    expect(download.statusCode).toBe(409);
    expect(download.json()).toMatchObject({ code: "EXPORT_NOT_READY" });
  });
});

describe("erasure", () => {
  it("is carried out after the grace period: files gone from disk, sign-in refused, the payment kept with the name", async () => {
    const member = await memberWithSession(app, { overrides: { first_name: "Kofi", last_name: "Erasable" } });
    const card = await addCard(app, member.access);
    const paths = await diskPathsOf(app, config, await fileIdOf(app, card.id));
    await payCash(member.email);

    const requested = await post("/api/my-account/privacy/erasure", member.headers, { reason: "Moving abroad" });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toMatchObject({ status: "REQUESTED", reason: "Moving abroad" });
    const again = await post("/api/my-account/privacy/erasure", member.headers, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ERASURE_ALREADY_REQUESTED" });
    expect((await outbox(app, member.email))[0]?.subject).toBe("We received your request to close your account");

    // Within the grace period nothing happens.
    await app.services.privacy.jobs.run(new Date(Date.now() + 13 * DAY));
    expect(onDisk(paths)).toEqual([true]);
    expect((await get("/api/my-account/profile", member.headers)).statusCode).toBe(200);

    const result = await app.services.privacy.jobs.run(new Date(Date.now() + 15 * DAY));
    expect(result.erased).toBe(1);
    expect(onDisk(paths)).toEqual([false]);
    expect(await app.db.selectFrom("files").select("id").where("owner_user_id", "=", member.userId).execute()).toEqual(
      [],
    );
    expect(await app.db.selectFrom("documents").select("id").where("user_id", "=", member.userId).execute()).toEqual(
      [],
    );
    // The session ended, and signing in again is refused.
    expect((await get("/api/my-account/profile", member.headers)).statusCode).toBe(401);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: member.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // Personal data gone from the account; the payment kept for the accounting period with the name.
    const user = await app.db.selectFrom("users").selectAll().where("id", "=", member.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: "Erased", last_name: "member", email: null, tel: null });
    expect(user.erased_at).not.toBeNull();
    const payments = await app.db
      .selectFrom("payments")
      .select(["member_name", "receipt_number"])
      .where("user_id", "=", member.userId)
      .execute();
    expect(payments).toEqual([{ member_name: "Kofi Erasable", receipt_number: expect.any(String) }]);
    // Audit entries keep ids, not names.
    const trail = await app.db
      .selectFrom("audit_events")
      .select("detail")
      .where("subject_user_id", "=", member.userId)
      .execute();
    expect(trail.some((entry) => entry.detail?.includes("Erasable") || entry.detail?.includes(member.email))).toBe(
      false,
    );
    const done = await app.db
      .selectFrom("outbox_messages")
      .select(["subject", "recipient"])
      .where("recipient", "=", member.email)
      .execute();
    expect(done.map((message) => message.subject)).toContain("Your GKF Portal account is closed");

    // A second run changes nothing (several processes run the job).
    expect((await app.services.privacy.jobs.run(new Date(Date.now() + 16 * DAY))).erased).toBe(0);

    // Past the accounting period (7 years) the payment goes too.
    await app.services.privacy.jobs.run(new Date(Date.now() + (7 * 366 + 1) * DAY));
    expect(await app.db.selectFrom("payments").select("id").where("user_id", "=", member.userId).execute()).toEqual([]);
  });

  it("the member withdraws a waiting request and nothing is erased", async () => {
    const member = await memberWithSession(app);
    await post("/api/my-account/privacy/erasure", member.headers, {});
    const withdrawn = await app.inject({
      method: "DELETE",
      url: "/api/my-account/privacy/erasure",
      headers: member.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe("WITHDRAWN");
    await app.services.privacy.jobs.run(new Date(Date.now() + 15 * DAY));
    expect((await get("/api/my-account/profile", member.headers)).statusCode).toBe(200);
    const none = await app.inject({
      method: "DELETE",
      url: "/api/my-account/privacy/erasure",
      headers: member.headers,
    });
    expect(none.statusCode).toBe(404);
  });

  it("an official refuses only with a reason, recorded and told; a member cannot refuse; another region's admin is refused", async () => {
    const member = await memberWithSession(app, { overrides: { region: "AH", district: "KM" } });
    const request = (await post("/api/my-account/privacy/erasure", member.headers, {})).json();

    const listed = await get("/api/admin/erasure-requests", official.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.find((item: { id: string }) => item.id === request.id)).toMatchObject({
      member: { id: member.userId, region: "AH" },
    });
    expect(
      (await get("/api/admin/erasure-requests", accraAdmin.headers))
        .json()
        .items.map((item: { id: string }) => item.id),
    ).not.toContain(request.id);

    const byMember = await post(`/api/admin/erasure-requests/${request.id}/refuse`, member.headers, {
      reason: "No way",
    });
    expect(byMember.statusCode).toBe(403);
    const otherRegion = await post(`/api/admin/erasure-requests/${request.id}/refuse`, accraAdmin.headers, {
      reason: "Open disciplinary case",
    });
    expect(otherRegion.statusCode).toBe(403);
    const noReason = await post(`/api/admin/erasure-requests/${request.id}/refuse`, official.headers, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(
      (
        await post(`/api/admin/erasure-requests/${crypto.randomUUID()}/refuse`, official.headers, {
          reason: "Open disciplinary case",
        })
      ).statusCode,
    ).toBe(404);

    const refused = await post(`/api/admin/erasure-requests/${request.id}/refuse`, official.headers, {
      reason: "Open disciplinary case",
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: "REFUSED", refusal_reason: "Open disciplinary case" });
    const twice = await post(`/api/admin/erasure-requests/${request.id}/refuse`, official.headers, {
      reason: "Open disciplinary case",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "ERASURE_NOT_OPEN" });
    expect((await outbox(app, member.email))[0]).toMatchObject({ subject: "Your account cannot be erased yet" });
    expect((await outbox(app, member.email))[0]?.text).toContain("Open disciplinary case");
    const audited = await app.db
      .selectFrom("audit_events")
      .select(["actor_user_id", "detail"])
      .where("action", "=", "ERASURE_REFUSED")
      .where("subject_user_id", "=", member.userId)
      .execute();
    expect(audited).toEqual([
      { actor_user_id: official.userId, detail: expect.stringContaining("Open disciplinary case") },
    ]);

    await app.services.privacy.jobs.run(new Date(Date.now() + 15 * DAY));
    expect((await get("/api/my-account/profile", member.headers)).statusCode).toBe(200);
    expect((await get("/api/my-account/privacy", member.headers)).json().erasure).toMatchObject({ status: "REFUSED" });
  });

  it("a reason over 500 characters is refused at its field", async () => {
    const member = await memberWithSession(app);
    const response = await post("/api/my-account/privacy/erasure", member.headers, { reason: "x".repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });
});
