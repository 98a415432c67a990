import { FAMILY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox, registerActive, registration, signIn } from "../../test/accounts-helpers.js";
import { actingFor, familiesTestApp, guardianRequestToken, registerSelf, teenNaming } from "./families-test-helpers.js";

/**
 * A 13–17-year-old registering on their own names a guardian, who confirms or declines (issue 16,
 * decision 111); both engines. The calendar is frozen on 2026-06-15.
 */
const { app, get, post, bearer } = await familiesTestApp();

const register = (payload: Record<string, unknown>) => registerSelf(app, payload);
const teenRegistersNaming = (guardianEmail: string) => teenNaming(app, guardianEmail);
const requestToken = (guardianEmail: string) => guardianRequestToken(app, guardianEmail);

describe("a minor registering on their own names a guardian", () => {
  it("is limited until the guardian confirms; a stranger cannot confirm; confirming makes the guardianship and tells both", async () => {
    const guardian = await memberWithSession(app, { overrides: { first_name: "Kojo", last_name: "Quaye" } });
    const teen = await teenRegistersNaming(guardian.email as string);
    const token = await requestToken(guardian.email as string);

    const family = await get("/api/my-account/family", teen.headers);
    expect(family.json()).toMatchObject({
      guardian: null,
      guardian_request: { status: "PENDING", sent_to: expect.stringContaining("•") },
    });
    const record = await get("/api/my-account/membership/my-record", teen.headers);
    expect(record.json()).toMatchObject({ status: "PENDING_PAYMENT" });
    const paying = await post("/api/my-account/membership/payment/initialize", teen.headers, {
      purpose: "REGISTRATION",
    });
    expect(paying.statusCode).toBe(403);
    expect(paying.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_PENDING);

    const stranger = await memberWithSession(app);
    for (const attempt of [
      await get(`/api/my-account/guardian-requests/${token}`, stranger.headers),
      await post(`/api/my-account/guardian-requests/${token}/confirm`, stranger.headers),
      await post(`/api/my-account/guardian-requests/${token}/decline`, stranger.headers),
      await post(`/api/my-account/guardian-requests/${token}/confirm`, teen.headers),
    ]) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_REQUEST_NOT_YOURS);
    }
    const unknown = await get(`/api/my-account/guardian-requests/${"x".repeat(32)}`, guardian.headers);
    expect(unknown.statusCode).toBe(404);

    const seen = await get(`/api/my-account/guardian-requests/${token}`, guardian.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ status: "PENDING", child: { first_name: "Esi", date_of_birth: "2011-03-02" } });
    const confirmed = await post(`/api/my-account/guardian-requests/${token}/confirm`, guardian.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "CONFIRMED" });
    const again = await post(`/api/my-account/guardian-requests/${token}/confirm`, guardian.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_REQUEST_CLOSED);

    const children = await get("/api/my-account/children", guardian.headers);
    expect(children.json().items).toEqual([
      expect.objectContaining({ id: teen.id, first_name: "Esi", own_sign_in: { login_with: "email", active: true } }),
    ]);
    const asGuardian = await get("/api/my-account/membership/my-record", actingFor(guardian.headers, teen.id));
    expect(asGuardian.statusCode).toBe(200);
    const teenFamily = await get("/api/my-account/family", teen.headers);
    expect(teenFamily.json()).toMatchObject({
      guardian: { id: guardian.userId, first_name: "Kojo" },
      guardian_request: null,
    });
    const stillGuardians = await post("/api/my-account/membership/payment/initialize", teen.headers, {
      purpose: "REGISTRATION",
    });
    expect(stillGuardians.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_REQUIRED);

    const [toTeen] = await outbox(app, teen.email);
    expect(toTeen?.subject).toBe("Your guardian confirmed your registration");
    expect(toTeen?.text).toContain("Kojo Quaye");
    const [toGuardian] = await outbox(app, guardian.email as string);
    expect(toGuardian?.subject).toBe("You are now the guardian of Esi Quaye");
  });

  it("a declined request tells the minor and keeps the account limited; a minor cannot be the guardian", async () => {
    const guardian = await memberWithSession(app);
    const teen = await teenRegistersNaming(guardian.email as string);
    const token = await requestToken(guardian.email as string);
    const declined = await post(`/api/my-account/guardian-requests/${token}/decline`, guardian.headers);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: "DECLINED" });
    const late = await post(`/api/my-account/guardian-requests/${token}/confirm`, guardian.headers);
    expect(late.statusCode).toBe(409);
    const [toTeen] = await outbox(app, teen.email);
    expect(toTeen?.subject).toBe("The guardian you named declined");
    const family = await get("/api/my-account/family", teen.headers);
    expect(family.json()).toMatchObject({ guardian: null, guardian_request: { status: "DECLINED" } });
    const paying = await post("/api/my-account/membership/payment/initialize", teen.headers, {
      purpose: "REGISTRATION",
    });
    expect(paying.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_PENDING);
    expect((await get("/api/my-account/children", guardian.headers)).json().items).toEqual([]);

    // A 16-year-old with a sign-in of their own is named: they cannot confirm.
    const minor = await registerActive(app, { date_of_birth: "2010-01-05" });
    const { access } = await signIn(app, minor.email as string);
    await teenRegistersNaming(minor.email as string);
    const minorsToken = await requestToken(minor.email as string);
    const refused = await post(`/api/my-account/guardian-requests/${minorsToken}/confirm`, bearer(access));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(FAMILY_ERROR_CODES.ADULTS_ONLY);
  });

  it("is refused for adults, under-13s and one's own address; adults register as before", async () => {
    const adult = registration({ guardian_email: `parent.${Date.now()}@example.com` });
    const young = registration({ date_of_birth: "2016-01-01", guardian_email: `parent2.${Date.now()}@example.com` });
    const own = registration({ date_of_birth: "2011-01-01" });
    for (const [body, field] of [
      [adult, "guardian_email"],
      [young, "guardian_email"],
      [{ ...own, guardian_email: own.email }, "guardian_email"],
    ] as const) {
      const answer = await register(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: "VALIDATION_FAILED" });
      expect(JSON.stringify(answer.json())).toContain(field);
    }
    const plain = await register(registration());
    expect(plain.statusCode).toBe(201);
  });
});
