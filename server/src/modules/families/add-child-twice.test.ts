import { FAMILY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { child, familiesTestApp } from "./families-test-helpers.js";

/**
 * The same child added twice: a guardian on a slow network whose first answer was lost sends the
 * form again, or taps twice. One child account, not two (two memberships to pay, two records);
 * both engines.
 */
const { app, get, post } = await familiesTestApp();
const CHILDREN = "/api/my-account/children";

const namesOf = async (headers: Record<string, string>) =>
  ((await get(CHILDREN, headers)).json() as { items: { first_name: string }[] }).items
    .map((one) => one.first_name)
    .sort();

describe("adding a child the guardian added already", () => {
  it("is refused with the child's name, however the names are typed; a twin (same birth date) is added", async () => {
    const guardian = await memberWithSession(app);
    expect((await post(CHILDREN, guardian.headers, child({ first_name: "Kwabena" }))).statusCode).toBe(201);

    const again = await post(
      CHILDREN,
      guardian.headers,
      child({ first_name: " kwabena ", last_name: "MENSAH", gender: "MALE" }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: FAMILY_ERROR_CODES.CHILD_ALREADY_ADDED,
      message: "Kwabena Mensah, born 2016-02-10, is already one of your children.",
    });
    const twin = await post(CHILDREN, guardian.headers, child({ first_name: "Kwame" }));
    expect(twin.statusCode, twin.body).toBe(201);
    expect(await namesOf(guardian.headers)).toEqual(["Kwabena", "Kwame"]);

    // Another guardian's child of the same name and birth date is theirs to add.
    const other = await memberWithSession(app);
    expect((await post(CHILDREN, other.headers, child({ first_name: "Kwabena" }))).statusCode).toBe(201);
  });

  it("sent six times at once: one child is added, the others are refused", async () => {
    const guardian = await memberWithSession(app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(CHILDREN, guardian.headers, child({ first_name: "Yayra" }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await namesOf(guardian.headers)).toEqual(["Yayra"]);
    // No second account left behind: the refused ones made none.
    const accounts = await app.db.selectFrom("users").select("id").where("first_name", "=", "Yayra").execute();
    expect(accounts).toHaveLength(1);
  });
});
