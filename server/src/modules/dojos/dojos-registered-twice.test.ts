import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.js";
import { clearedCoach, dojoBody } from "./dojo-test-helpers.js";

/**
 * The same dojo registered twice by its head instructor: a form sent again after its answer was
 * lost on a slow network, or a second tap. One registration waits for the region, not two (two
 * codes, two affiliation fees); both engines.
 */
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const register = (headers: Record<string, string>, body: object) =>
  app.inject({ method: "POST", url: "/api/gkf/dojos", headers, payload: body });
const dojosNamed = (name: string) => app.db.selectFrom("dojos").select(["code"]).where("name", "=", name).execute();

describe("registering a dojo the coach registered already", () => {
  it("is refused with its code, however the name is typed; another dojo of theirs, or elsewhere, is registered", async () => {
    const coach = await clearedCoach(app);
    const body = dojoBody("AH", { name: "Asokwa Shotokan Club" });
    const first = await register(coach.headers, body);
    expect(first.statusCode, first.body).toBe(201);

    const again = await register(coach.headers, { ...body, name: "  asokwa  shotokan club", address: "Another road" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "DOJO_ALREADY_REGISTERED",
      message: `You registered Asokwa Shotokan Club in Kumasi already (${first.json().code}).`,
    });
    expect(await dojosNamed("Asokwa Shotokan Club")).toHaveLength(1);

    // A second dojo of the same coach, and a branch of the same name in another town, are new dojos.
    expect((await register(coach.headers, { ...body, name: "Asokwa Kids Club" })).statusCode).toBe(201);
    expect((await register(coach.headers, { ...body, town: "Obuasi" })).statusCode).toBe(201);
    // Another coach's dojo of the same name is theirs to register.
    const other = await clearedCoach(app);
    expect((await register(other.headers, body)).statusCode).toBe(201);
  });

  it("sent six times at once: one dojo is registered, the others are refused", async () => {
    const coach = await clearedCoach(app);
    const body = dojoBody("AH", { name: "Bantama Budokan" });
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(coach.headers, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await dojosNamed("Bantama Budokan")).toHaveLength(1);
  });
});
