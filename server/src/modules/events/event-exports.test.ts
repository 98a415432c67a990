import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { pdfWords } from "../../test/pdf-text.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, enrol } from "../dojos/dojo-test-helpers.js";
import { RESULTS_CSV_COLUMNS } from "./event-exports.service.js";
import { athlete, enter, eventBody, publishedEvent } from "./events-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashanti = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const accra = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });

type Entry = { id: string; member: { first_name: string; last_name: string; code: string } };

/** A tournament of Ashanti with two entrants in kata (one of a dojo) and one in kumite. */
async function tournament(title: string) {
  const { head, dojo } = await activeDojo(app, federation);
  const [ama, efua, akos] = [await athlete(app), await athlete(app), await athlete(app)];
  await enrol(app, dojo.id, head, ama);
  const event = await publishedEvent(app, ashanti, eventBody({ title, organiser: { kind: "REGION", region: "AH" } }));
  const club = await app.db.selectFrom("dojos").select("name").where("id", "=", dojo.id).executeTakeFirstOrThrow();
  const a: Entry = (await enter(app, event.id, ama)).json();
  const b: Entry = (await enter(app, event.id, efua)).json();
  const c: Entry = (await enter(app, event.id, akos, { category: "SEN-F-KUM-55" })).json();
  return { event, dojo: { ...dojo, name: club.name }, members: { ama, efua, akos }, entries: { a, b, c } };
}

const get = (url: string, who = ashanti) => app.inject({ method: "GET", url, headers: who.headers });
const checkIn = (eventId: string, payload: Record<string, unknown>, who = ashanti) =>
  app.inject({ method: "PATCH", url: `/api/admin/events/${eventId}/check-in`, headers: who.headers, payload });

describe("check-in at the door", () => {
  it("checks a member in by membership number, once, and says so the second time", async () => {
    const { event, entries } = await tournament("Door Cup");
    const first = await checkIn(event.id, { code: ` ${entries.a.member.code.toLowerCase()} ` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      member: { code: entries.a.member.code },
      items: [{ id: entries.a.id, checked_in_at: expect.any(String), category: "SEN-F-KATA" }],
      already_checked_in: false,
    });
    const again = await checkIn(event.id, { code: entries.a.member.code });
    expect(again.json()).toMatchObject({ already_checked_in: true });
    const row = await app.db
      .selectFrom("event_entries")
      .select(["checked_in_at", "checked_in_by"])
      .where("id", "=", entries.a.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ checked_in_at: first.json().items[0].checked_in_at, checked_in_by: ashanti.userId });
  });

  it("checks a member in by their card's QR, and refuses a forged card", async () => {
    const { event, members, entries } = await tournament("Card Cup");
    const record = (await get("/api/my-account/membership/my-record", members.efua)).json();
    const url: string = record.membership_certificate.verify_url;
    const byUrl = await checkIn(event.id, { card: url });
    expect(byUrl.statusCode, byUrl.body).toBe(200);
    expect(byUrl.json().items.map((entry: { id: string }) => entry.id)).toEqual([entries.b.id]);
    const token = url.split("/verify/t/")[1] ?? "";
    const forged = await checkIn(event.id, { card: `${token.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: "CARD_NOT_GENUINE", message: expect.stringContaining("not genuine") });
  });

  it("says who has no entry, whose entry is not confirmed, and which number nobody holds", async () => {
    const { event } = await tournament("Refusal Cup");
    const outsider = await athlete(app);
    const code = (await get("/api/my-account/membership/my-record", outsider)).json().code as string;
    const notEntered = await checkIn(event.id, { code });
    expect(notEntered.statusCode).toBe(404);
    expect(notEntered.json()).toMatchObject({ code: "NOT_ENTERED", message: expect.stringContaining(code) });

    const paid = await publishedEvent(
      app,
      ashanti,
      eventBody({ organiser: { kind: "REGION", region: "AH" }, fee: 5000 }),
    );
    expect((await enter(app, paid.id, outsider)).json()).toMatchObject({ status: "SUBMITTED" });
    const unpaid = await checkIn(paid.id, { code });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      code: "ENTRY_NOT_CONFIRMED",
      message: expect.stringContaining("their entry is submitted"),
    });

    const nobody = await checkIn(event.id, { code: "GKF-AH-26-999999" });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: "NO_SUCH_MEMBER" });

    const both = await checkIn(event.id, { code, card: "x" });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { code: expect.any(String) } });
  });

  it("refuses a member and another region's official", async () => {
    const { event, members, entries } = await tournament("Guarded Cup");
    for (const who of [members.ama, accra]) {
      const refused = await checkIn(event.id, { code: entries.a.member.code }, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "FORBIDDEN" });
    }
  });
});

describe("the check-in list PDF", () => {
  it("lists each category's confirmed entries with number, name, club and belt, the checked-in with their time", async () => {
    const { event, dojo, entries } = await tournament("Printed Cup");
    await checkIn(event.id, { code: entries.a.member.code });
    const response = await get(`/api/admin/events/${event.id}/check-in.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="gkf-event-.*-check-in\.pdf"/);
    const words = pdfWords(response.rawPayload);
    expect(words).toContain("Check-in list: Printed Cup");
    expect(words).toContain("SEN-F-KATA · Senior · Women · Kata");
    expect(words).toContain("SEN-F-KUM-55 · Senior · Women · Kumite -55 kg");
    // A category nobody entered is printed, empty.
    expect(words).toContain("CAD-F-KATA · Cadet · Women · Kata");
    expect(words).toContain("No confirmed entries.");
    expect(words).toContain("2 confirmed, 1 checked in");
    expect(words).toContain(entries.a.member.code);
    expect(words).toContain(`${entries.a.member.last_name}, ${entries.a.member.first_name}`);
    expect(words).toContain(dojo.name);
    expect(words).toMatch(/\n\d{2}:\d{2}\n/);

    const kumite = pdfWords((await get(`/api/admin/events/${event.id}/check-in.pdf?category=SEN-F-KUM-55`)).rawPayload);
    expect(kumite).toContain(entries.c.member.code);
    expect(kumite).not.toContain(entries.a.member.code);
  });

  it("prints in the organiser's language", async () => {
    const { event } = await tournament("Coupe d'Ashanti");
    const french = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    await app.db.updateTable("users").set({ language: "fr" }).where("id", "=", french.userId).execute();
    const words = pdfWords((await get(`/api/admin/events/${event.id}/check-in.pdf`, french)).rawPayload);
    expect(words).toContain("Liste d'accueil: Coupe d'Ashanti");
    expect(words).toContain("SEN-F-KATA · Senior · Femmes · Kata");
    expect(words).toContain("2 confirmées, 0 présentes");
  });

  it("refuses a member and another region's official", async () => {
    const { event, members } = await tournament("Secret Cup");
    for (const who of [members.ama, accra]) {
      const refused = await get(`/api/admin/events/${event.id}/check-in.pdf`, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "FORBIDDEN" });
    }
  });
});

describe("results exports", () => {
  it("gives a tournament's placings as CSV (formula-safe) and PDF", async () => {
    const { event, dojo, entries } = await tournament("Medal Cup");
    // A name a spreadsheet would run as a formula.
    await app.db
      .updateTable("users")
      .set({ last_name: "=HYPERLINK(1)" })
      .where(
        "id",
        "=",
        (
          await app.db
            .selectFrom("event_entries")
            .select("user_id")
            .where("id", "=", entries.b.id)
            .executeTakeFirstOrThrow()
        ).user_id,
      )
      .execute();
    const recorded = await app.inject({
      method: "PUT",
      url: `/api/admin/events/${event.id}/results`,
      headers: ashanti.headers,
      payload: {
        results: [
          { entry: entries.a.id, placing: 1 },
          { entry: entries.b.id, placing: 2 },
          { entry: entries.c.id, placing: 3 },
        ],
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const csv = await get(`/api/admin/events/${event.id}/results.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(RESULTS_CSV_COLUMNS.join(","));
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 10))).toEqual([
      ["TOURNAMENT", "SEN-F-KATA", "SENIOR", "FEMALE", "KATA", "", "1", "GOLD", "", entries.a.id],
      ["TOURNAMENT", "SEN-F-KATA", "SENIOR", "FEMALE", "KATA", "", "2", "SILVER", "", entries.b.id],
      ["TOURNAMENT", "SEN-F-KUM-55", "SENIOR", "FEMALE", "KUMITE", "-55", "3", "BRONZE", "", entries.c.id],
    ]);
    expect(lines[1]?.endsWith(`,AH,${dojo.name}`)).toBe(true);
    expect(lines[2]).toContain(",'=HYPERLINK(1),");

    const pdf = await get(`/api/admin/events/${event.id}/results.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const words = pdfWords(pdf.rawPayload);
    expect(words).toContain("Results: Medal Cup");
    expect(words).toContain("1 Gold");
    expect(words).toContain("2 Silver");
    expect(words).toContain("3 Bronze");
    expect(words).toContain(`${entries.a.member.last_name}, ${entries.a.member.first_name}`);
    expect(words).toContain("No results recorded yet.");

    for (const path of ["results.csv", "results.pdf"]) {
      const refused = await get(`/api/admin/events/${event.id}/${path}`, accra);
      expect(refused.statusCode).toBe(403);
    }
  });

  it("gives a seminar's attendance as CSV and PDF", async () => {
    const [here, away] = [await athlete(app), await athlete(app)];
    const event = await publishedEvent(
      app,
      federation,
      eventBody({ type: "SEMINAR", title: "Kata Seminar", categories: [] }),
    );
    const a: Entry = (await enter(app, event.id, here, {})).json();
    const b: Entry = (await enter(app, event.id, away, {})).json();
    await app.inject({
      method: "PUT",
      url: `/api/admin/events/${event.id}/results`,
      headers: federation.headers,
      payload: {
        results: [
          { entry: a.id, attended: true },
          { entry: b.id, attended: false },
        ],
      },
    });
    const lines = (await get(`/api/admin/events/${event.id}/results.csv`, federation)).body.trim().split("\r\n");
    const attended = new Map(lines.slice(1).map((line) => [line.split(",")[9], line.split(",")[8]]));
    expect(attended).toEqual(
      new Map([
        [a.id, "yes"],
        [b.id, "no"],
      ]),
    );
    expect(lines[1]?.startsWith("SEMINAR,,,,,,,,")).toBe(true);
    const words = pdfWords((await get(`/api/admin/events/${event.id}/results.pdf`, federation)).rawPayload);
    expect(words).toContain("Attendance: Kata Seminar");
    expect(words).toContain("Yes");
    expect(words).toContain("No");
  });
});
