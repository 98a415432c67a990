import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { bearer, latestCode, memberWithSession, signIn } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { upload } from "../../test/upload-helpers.js";
import { ADD, addCard, png } from "./privacy-test-helpers.js";

/** Consent versions and the access log of officials' views (Act 843, decision 105), on the engine under test. */
const { app } = await createTestApp();
const official = await memberWithSession(app, {
  overrides: { first_name: "Kwesi", last_name: "Reviewer" },
  staff: { role: "FEDERATION_ADMIN", region: null },
});

const get = (url: string, headers: Record<string, string>) => app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: "POST", url, headers, payload });

describe("consent versions", () => {
  it("records the version accepted at registration, asks again after a new version, and records the acceptance", async () => {
    const member = await memberWithSession(app, { overrides: { first_name: "Efua", last_name: "Consent" } });
    const first = await get("/api/my-account/consents", member.headers);
    expect(first.statusCode, first.body).toBe(200);
    const initial = first.json();
    expect(initial.required).toBeNull();
    expect(initial.items).toEqual([
      expect.objectContaining({
        version: initial.current.version,
        source: "REGISTRATION",
        given_by: { id: member.userId, first_name: "Efua", last_name: "Consent", self: true },
      }),
    ]);

    // The federation publishes a new notice: the member is asked at their next visit.
    const version = "2026-11-22-test";
    await app.db
      .insertInto("privacy_notices")
      .values({ version, published_at: new Date(Date.now() - 1000).toISOString(), url: "https://gkf.example/privacy" })
      .execute();
    const asked = (await get("/api/my-account/consents", member.headers)).json();
    expect(asked.current).toMatchObject({ version, url: "https://gkf.example/privacy" });
    expect(asked.required).toMatchObject({ version });

    const stale = await post("/api/my-account/consents", member.headers, { version: initial.current.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "CONSENT_VERSION_NOT_CURRENT" });
    const empty = await post("/api/my-account/consents", member.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "VALIDATION_FAILED" });

    const accepted = await post("/api/my-account/consents", member.headers, { version });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ version, source: "PROMPT", given_by: { id: member.userId, self: true } });
    const again = await post("/api/my-account/consents", member.headers, { version });
    expect(again.statusCode).toBe(201);
    expect(again.json().accepted_at).toBe(accepted.json().accepted_at);

    const after = (await get("/api/my-account/consents", member.headers)).json();
    expect(after.required).toBeNull();
    expect(after.items.map((item: { version: string }) => item.version)).toEqual([version, initial.current.version]);
    const audit = await app.db
      .selectFrom("audit_events")
      .select("action")
      .where("action", "=", "PRIVACY_NOTICE_ACCEPTED")
      .where("subject_user_id", "=", member.userId)
      .execute();
    expect(audit).toHaveLength(1);

    // Someone registering now accepts the new version with the registration: nothing is asked.
    const newcomer = await memberWithSession(app);
    const theirs = (await get("/api/my-account/consents", newcomer.headers)).json();
    expect(theirs.required).toBeNull();
    expect(theirs.items).toEqual([expect.objectContaining({ version, source: "REGISTRATION" })]);
  });

  it("a guardian reads and gives a child's consent, recorded as given by the guardian; another adult is refused", async () => {
    const guardian = await memberWithSession(app, { overrides: { first_name: "Akosua", last_name: "Parent" } });
    const added = await post("/api/my-account/children", guardian.headers, {
      first_name: "Kojo",
      last_name: "Parent",
      date_of_birth: "2017-03-04",
      gender: "MALE",
      region: "AH",
      district: "KM",
    });
    expect(added.statusCode, added.body).toBe(201);
    const forChild = { ...guardian.headers, "x-acting-for": added.json().id as string };

    const childs = (await get("/api/my-account/consents", forChild)).json();
    expect(childs.items).toEqual([
      expect.objectContaining({
        source: "REGISTRATION",
        given_by: { id: guardian.userId, first_name: "Akosua", last_name: "Parent", self: false },
      }),
    ]);
    // The guardian's own consents are theirs alone.
    const own = (await get("/api/my-account/consents", guardian.headers)).json();
    expect(own.items.every((item: { given_by: { self: boolean } }) => item.given_by.self)).toBe(true);

    const other = await memberWithSession(app);
    const refused = await get("/api/my-account/consents", { ...other.headers, "x-acting-for": added.json().id });
    expect(refused.statusCode).toBe(403);
    expect(
      (await get("/api/my-account/privacy/access-log", { ...other.headers, "x-acting-for": added.json().id }))
        .statusCode,
    ).toBe(403);
  });

  it("does not ask a child of 13–17 on their own sign-in, whose guardian accepts for them", async () => {
    const guardian = await memberWithSession(app);
    const added = await post("/api/my-account/children", guardian.headers, {
      first_name: "Adwoa",
      last_name: "Teen",
      date_of_birth: "2011-01-20",
      gender: "FEMALE",
      region: "AH",
      district: "KM",
    });
    expect(added.statusCode, added.body).toBe(201);
    const email = `adwoa.${Date.now()}@example.com`;
    const password = "Adwoa-owns-a-sign-in-7";
    const created = await post(`/api/my-account/children/${added.json().id}/sign-in`, guardian.headers, {
      login_with: "email",
      email,
      password,
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = await latestCode(app, email);
    const activated = await app.inject({
      method: "PATCH",
      url: "/api/my-account/activate/account-by-email",
      payload: { token },
    });
    expect(activated.statusCode).toBe(200);
    const teen = bearer((await signIn(app, email, password)).access);

    // Her registration's acceptance is recorded before the federation publishes a new notice.
    expect((await get("/api/my-account/consents", teen)).json().items).toHaveLength(1);
    const version = "2026-11-22-teen";
    await app.db
      .insertInto("privacy_notices")
      .values({ version, published_at: new Date().toISOString(), url: null })
      .execute();
    const own = (await get("/api/my-account/consents", teen)).json();
    expect(own).toMatchObject({ current: { version }, required: null });
    expect((await post("/api/my-account/consents", teen, { version })).statusCode).toBe(403);
    // The guardian, acting for her, is asked and accepts.
    const forTeen = { ...guardian.headers, "x-acting-for": added.json().id as string };
    expect((await get("/api/my-account/consents", forTeen)).json().required).toMatchObject({ version });
    expect((await post("/api/my-account/consents", forTeen, { version })).statusCode).toBe(201);
    expect((await get("/api/my-account/consents", forTeen)).json().required).toBeNull();
  });

  it("an account registered before the first version was published accepted that first version", async () => {
    const member = await memberWithSession(app);
    await app.db
      .updateTable("users")
      .set({ consent_at: "2024-03-01T10:00:00.000Z" })
      .where("id", "=", member.userId)
      .execute();
    const theirs = (await get("/api/my-account/consents", member.headers)).json();
    expect(theirs.items).toEqual([
      expect.objectContaining({
        version: "2026-11-01",
        accepted_at: "2024-03-01T10:00:00.000Z",
        source: "REGISTRATION",
      }),
    ]);
  });

  it("needs a signed-in person", async () => {
    expect((await get("/api/my-account/consents", {})).statusCode).toBe(401);
    expect((await post("/api/my-account/consents", {}, { version: "x" })).statusCode).toBe(401);
  });
});

describe("access log", () => {
  it("records an official's download and preview of the member's identity and medical documents, shown to the member only", async () => {
    const member = await memberWithSession(app);
    const card = await addCard(app, member.access);
    const issued = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const medical = await upload(
      app,
      "POST",
      ADD,
      member.access,
      { document_type: "MEDICAL_CLEARANCE", issue_date: issued },
      await png(),
    );
    expect(medical.statusCode, medical.body).toBe(201);

    // The member's own downloads are not officials' access.
    const own = await get(`/api/my-account/membership/documents/${card.id}/file`, member.headers);
    expect(own.statusCode).toBe(200);
    expect((await get("/api/my-account/privacy/access-log", member.headers)).json()).toEqual({ items: [] });

    const download = await get(`/api/admin/documents/${card.id}/file`, official.headers);
    expect(download.statusCode).toBe(200);
    const preview = await get(`/api/admin/documents/${medical.json().id}/file?thumbnail=true`, official.headers);
    expect(preview.statusCode).toBe(200);

    const log = await get("/api/my-account/privacy/access-log", member.headers);
    expect(log.statusCode).toBe(200);
    const official_ = { first_name: "Kwesi", last_name: "Reviewer", role: "FEDERATION_ADMIN" };
    expect(log.json().items).toEqual([
      expect.objectContaining({ how: "VIEW", document_type: "MEDICAL_CLEARANCE", official: official_ }),
      expect.objectContaining({ how: "DOWNLOAD", document_type: "GHANA_CARD", official: official_ }),
    ]);

    // "Download my data" carries the log and the consents too.
    const requested = await post("/api/my-account/privacy/export", member.headers, {});
    expect(requested.statusCode, requested.body).toBe(202);
    let ready = requested.json();
    while (ready.status === "PENDING") {
      await new Promise((resolve) => setImmediate(resolve));
      ready = (await get(`/api/my-account/privacy/exports/${ready.id}`, member.headers)).json();
    }
    const zip = unzipSync(new Uint8Array((await get(ready.download_url, member.headers)).rawPayload));
    const data = JSON.parse(new TextDecoder().decode(zip["data.json"]));
    expect(data.document_access_by_officials).toEqual(log.json().items);
    expect(data.privacy_notice_consents).toEqual([expect.objectContaining({ source: "REGISTRATION" })]);

    // Another member sees their own (empty) log, never this one; a stranger is 401.
    const other = await memberWithSession(app);
    expect((await get("/api/my-account/privacy/access-log", other.headers)).json()).toEqual({ items: [] });
    expect((await get("/api/my-account/privacy/access-log", {})).statusCode).toBe(401);
  });

  it("does not log officials' views of documents that are not identity, medical or birth documents", async () => {
    const member = await memberWithSession(app);
    const photo = await upload(app, "POST", ADD, member.access, { document_type: "PASSPORT_PHOTO" }, await png());
    expect(photo.statusCode, photo.body).toBe(201);
    expect((await get(`/api/admin/documents/${photo.json().id}/file`, official.headers)).statusCode).toBe(200);
    expect((await get("/api/my-account/privacy/access-log", member.headers)).json()).toEqual({ items: [] });
  });
});

describe("erased accounts in the officials' views", () => {
  it("leave the members directory and the statistics once erased", async () => {
    const member = await memberWithSession(app, { overrides: { first_name: "Yaw", last_name: "Leaving" } });
    const directory = async () =>
      (await get(`/api/admin/members?q=${encodeURIComponent(member.email as string)}`, official.headers)).json();
    // fresh=true: computed now, not the answer kept for a minute (decision 157).
    const total = async () =>
      (await get("/api/admin/statistics?fresh=true", official.headers)).json().members.total as number;
    expect((await directory()).total).toBe(1);
    const before = await total();

    expect((await post("/api/my-account/privacy/erasure", member.headers, {})).statusCode).toBe(202);
    await app.services.privacy.jobs.run(new Date(Date.now() + 15 * 86_400_000));

    // Its e-mail is gone with the account; the placeholder name is not listed either.
    expect((await directory()).total).toBe(0);
    const placeholder = (
      await get(`/api/admin/members?q=${encodeURIComponent("Erased member")}`, official.headers)
    ).json();
    expect(placeholder.items.some((item: { id: string }) => item.id === member.userId)).toBe(false);
    expect(await total()).toBe(before - 1);
  });
});
