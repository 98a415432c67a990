import { FAMILY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import {
  latestCode,
  memberWithSession,
  nextClientAddress,
  outbox,
  registration,
  signIn,
} from "../../test/accounts-helpers.js";
import { familiesTestApp } from "./families-test-helpers.js";

/**
 * A guardian made from a minor's registration has placeholder details ("Guardian", 1900-01-01):
 * never shown as theirs, and completed once by the guardian (issue 16, decision 111); both engines.
 */
const { app, get, bearer } = await familiesTestApp();
const put = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: "PUT", url, headers, payload });

describe("a guardian's own details", () => {
  it("are asked for after a minor's registration, never greeted as 'Guardian', and completed once as an adult", async () => {
    const body = registration({ first_name: "Yaa", last_name: "Tetteh", date_of_birth: "2014-04-02" });
    const registered = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: body,
      remoteAddress: nextClientAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [activation] = await outbox(app, body.email);
    expect(activation?.text.startsWith("Hello,\n\n")).toBe(true);
    expect(activation?.text).not.toContain("Guardian");
    const activated = await app.inject({
      method: "PATCH",
      url: "/api/my-account/activate/account-by-email",
      payload: { token: await latestCode(app, body.email) },
    });
    expect(activated.statusCode).toBe(200);
    const guardian = bearer((await signIn(app, body.email)).access);
    expect((await get("/api/my-account/profile", guardian)).json()).toMatchObject({ details_to_complete: true });

    const minor = await put("/api/my-account/guardian-details", guardian, {
      first_name: "Efua",
      last_name: "Tetteh",
      date_of_birth: "2010-01-01",
    });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().fields).toMatchObject({ date_of_birth: expect.stringContaining("18") });
    const done = await put("/api/my-account/guardian-details", guardian, {
      first_name: "Efua",
      last_name: "Tetteh-Mensah",
      date_of_birth: "1985-07-09",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ first_name: "Efua", last_name: "Tetteh-Mensah", date_of_birth: "1985-07-09" });
    expect(done.json().details_to_complete).toBeUndefined();
    const again = await put("/api/my-account/guardian-details", guardian, {
      first_name: "Other",
      last_name: "Name",
      date_of_birth: "1980-01-01",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(FAMILY_ERROR_CODES.DETAILS_COMPLETE);
  });

  it("are not changed this way by a member whose details are their own", async () => {
    const member = await memberWithSession(app, { overrides: { first_name: "Kwame" } });
    const refused = await put("/api/my-account/guardian-details", member.headers, {
      first_name: "Someone",
      last_name: "Else",
      date_of_birth: "1980-01-01",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(FAMILY_ERROR_CODES.DETAILS_COMPLETE);
    expect((await get("/api/my-account/profile", member.headers)).json()).toMatchObject({ first_name: "Kwame" });
  });
});
