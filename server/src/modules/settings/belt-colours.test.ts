import { BELTS, type BeltColourList, DEFAULT_BELT_COLOURS } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const { app } = await createTestApp();
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const superAdmin = await memberWithSession(app, { staff: { role: "SUPER_ADMIN", region: null } });
const regional = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const member = await memberWithSession(app);

const read = () => app.inject({ method: "GET", url: "/api/belt-colours" });
const save = (headers: Record<string, string> | undefined, items: unknown[]) =>
  app.inject({ method: "PUT", url: "/api/admin/belt-colours", headers, payload: { items } });
const beltOf = (body: BeltColourList, belt: string) => body.items.find((item) => item.belt === belt);

describe("belt colours (display settings)", () => {
  it("are read by anyone, without signing in: every belt in grade order, the defaults at first", async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { belt: string }) => item.belt)).toEqual([...BELTS]);
    expect(beltOf(body, "KYU_7")).toEqual({
      belt: "KYU_7",
      colour: DEFAULT_BELT_COLOURS.KYU_7,
      stripe_colour: null,
      text_colour: null,
      customised: false,
    });
  });

  it("a federation admin sets a belt's colour, stripe and text colour; the others keep theirs; audited", async () => {
    const response = await save(federation.headers, [
      { belt: "KYU_9", colour: "#FFD43B", stripe_colour: "rgba(0, 0, 0, 0.5)", text_colour: "rgb(0, 0, 0)" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(beltOf(response.json(), "KYU_9")).toEqual({
      belt: "KYU_9",
      colour: "#ffd43b",
      stripe_colour: "rgba(0, 0, 0, 0.5)",
      text_colour: "rgb(0, 0, 0)",
      customised: true,
    });
    expect(beltOf(response.json(), "KYU_8")?.customised).toBe(false);

    expect(beltOf((await read()).json(), "KYU_9")?.colour).toBe("#ffd43b");
    const row = await app.db.selectFrom("belt_colours").selectAll().where("belt", "=", "KYU_9").executeTakeFirst();
    expect(row).toMatchObject({ colour: "#ffd43b", updated_by: federation.userId });
    const audit = await app.db
      .selectFrom("audit_events")
      .select("actor_user_id")
      .where("action", "=", "BELT_COLOURS_UPDATED")
      .execute();
    expect(audit.map((entry) => entry.actor_user_id)).toContain(federation.userId);
  });

  it("a super admin may set them too, and setting the default colour again is no longer a customisation", async () => {
    const changed = await save(superAdmin.headers, [{ belt: "DAN_1", colour: "#000" }]);
    expect(changed.statusCode).toBe(200);
    expect(beltOf(changed.json(), "DAN_1")).toMatchObject({ colour: "#000", customised: true });
    const back = await save(superAdmin.headers, [{ belt: "DAN_1", colour: DEFAULT_BELT_COLOURS.DAN_1 }]);
    expect(beltOf(back.json(), "DAN_1")).toMatchObject({ colour: DEFAULT_BELT_COLOURS.DAN_1, customised: false });
  });

  it("a regional admin and a member are refused (403), and nothing changes", async () => {
    for (const caller of [regional, member]) {
      const response = await save(caller.headers, [{ belt: "KYU_6", colour: "#ff0000" }]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(beltOf((await read()).json(), "KYU_6")?.colour).toBe(DEFAULT_BELT_COLOURS.KYU_6);
  });

  it("without a session the change is refused (401)", async () => {
    expect((await save(undefined, [{ belt: "KYU_6", colour: "#ff0000" }])).statusCode).toBe(401);
  });

  it("refuses what is not a colour, a text colour that does not read on its belt, and a belt listed twice (400)", async () => {
    const cases: [unknown[], string][] = [
      [[{ belt: "KYU_6", colour: "blue" }], "items.0.colour"],
      [[{ belt: "KYU_6", colour: "rgb(0,0,255)" }], "items.0.colour"],
      [[{ belt: "KYU_6", colour: "#1971c2", stripe_colour: "rgb(256,0,0)" }], "items.0.stripe_colour"],
      [[{ belt: "KYU_6", colour: "#1971c2", stripe_colour: "rgba(0,0,0,1.5)" }], "items.0.stripe_colour"],
      [[{ belt: "KYU_10", colour: "#ffffff", text_colour: "#ffff00" }], "items.0.text_colour"],
      [
        [
          { belt: "KYU_6", colour: "#1971c2" },
          { belt: "KYU_6", colour: "#1971c2" },
        ],
        "items.1.belt",
      ],
      [[{ belt: "KYU_11", colour: "#1971c2" }], "items.0.belt"],
    ];
    for (const [items, field] of cases) {
      const response = await save(federation.headers, items);
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      const body = response.json();
      expect(body.code).toBeTypeOf("string");
      expect(Object.keys(body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await save(federation.headers, [])).statusCode).toBe(400);
    expect(beltOf((await read()).json(), "KYU_6")?.colour).toBe(DEFAULT_BELT_COLOURS.KYU_6);
  });
});
