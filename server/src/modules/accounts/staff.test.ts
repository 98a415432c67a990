import { describe, expect, it } from "vitest";
import { runStaffCommand, UsageError } from "../../scripts/staff-command.js";
import { memberWithSession, outbox, registerActive, turnOnTwoStep } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const { app } = await createTestApp();
const superAdmin = await memberWithSession(app, { staff: { role: "SUPER_ADMIN", region: null } });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const member = await memberWithSession(app);
const kofi = await memberWithSession(app, { overrides: { first_name: "Kofi", last_name: "Mensah" } });

const list = (headers?: Record<string, string>) => app.inject({ method: "GET", url: "/api/admin/staff", headers });
const grant = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/admin/staff", headers, payload });
const revoke = (headers: Record<string, string> | undefined, grantId: string) =>
  app.inject({ method: "DELETE", url: `/api/admin/staff/${encodeURIComponent(grantId)}`, headers });
const grantsOf = (userId: string) =>
  app.db.selectFrom("staff_grants").select(["role", "region_code"]).where("user_id", "=", userId).execute();
const audited = (action: string, subject: string) =>
  app.db
    .selectFrom("audit_events")
    .selectAll()
    .where("action", "=", action)
    .where("subject_user_id", "=", subject)
    .orderBy("at", "desc")
    .execute();

describe("staff grants (super admins)", () => {
  it("the last super admin cannot be removed, not even by themselves (409 LAST_SUPER_ADMIN)", async () => {
    const response = await revoke(superAdmin.headers, `SUPER_ADMIN.${superAdmin.userId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "LAST_SUPER_ADMIN" });
    expect(await grantsOf(superAdmin.userId)).toEqual([{ role: "SUPER_ADMIN", region_code: null }]);
  });

  it("a super admin lists every grant with the member's name and sign-in", async () => {
    const response = await list(superAdmin.headers);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<{
      id: string;
      role: string;
      member: { id: string; username: string };
    }>;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: `FEDERATION_ADMIN.${federation.userId}`,
          role: "FEDERATION_ADMIN",
          region: null,
          member: expect.objectContaining({ id: federation.userId, username: federation.email }),
        }),
        expect.objectContaining({ role: "SUPER_ADMIN", member: expect.objectContaining({ id: superAdmin.userId }) }),
      ]),
    );
  });

  it("grants REGIONAL_ADMIN with its region: audited, the member told, the control panel opens to them", async () => {
    const before = await app.inject({ method: "GET", url: "/api/admin/statistics", headers: kofi.headers });
    expect(before.statusCode).toBe(403);

    const response = await grant(superAdmin.headers, { member: kofi.email, grant: "REGIONAL_ADMIN", region: "ah" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: `REGIONAL_ADMIN.${kofi.userId}`,
      role: "REGIONAL_ADMIN",
      region: "AH",
      member: { id: kofi.userId, first_name: "Kofi", last_name: "Mensah" },
    });
    expect(await grantsOf(kofi.userId)).toEqual([{ role: "REGIONAL_ADMIN", region_code: "AH" }]);
    const [event] = await audited("STAFF_GRANTED", kofi.userId);
    expect(event).toMatchObject({ actor_user_id: superAdmin.userId, outcome: "SUCCESS" });
    expect(JSON.parse(event?.detail ?? "{}")).toEqual({ role: "REGIONAL_ADMIN", region: "AH" });
    const [message] = await outbox(app, kofi.email as string);
    expect(message?.subject).toBe("You are now regional admin on GKF Portal");
    expect(message?.text).toContain("regional admin of Ashanti");

    // Staff pages need two-step sign-in (decision 106): refused until Kofi turns it on.
    const withoutApp = await app.inject({
      method: "GET",
      url: "/api/admin/statistics?region=AH",
      headers: kofi.headers,
    });
    expect(withoutApp.statusCode).toBe(403);
    expect(withoutApp.json()).toMatchObject({ code: "TFA_REQUIRED" });
    await turnOnTwoStep(app, kofi);
    const after = await app.inject({ method: "GET", url: "/api/admin/statistics?region=AH", headers: kofi.headers });
    expect(after.statusCode).toBe(200);
  });

  it("grants FEDERATION_ADMIN by phone-less e-mail in any case; a second time is 409 ALREADY_GRANTED", async () => {
    const first = await grant(superAdmin.headers, { member: member.email.toUpperCase(), grant: "FEDERATION_ADMIN" });
    expect(first.statusCode).toBe(201);
    const again = await grant(superAdmin.headers, { member: member.userId, grant: "FEDERATION_ADMIN" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_GRANTED" });
    const otherRegion = await grant(superAdmin.headers, { member: kofi.email, grant: "REGIONAL_ADMIN", region: "AA" });
    expect(otherRegion.statusCode).toBe(409);
    expect(otherRegion.json().message).toContain("revoke that grant first");
  });

  it("tells the member in French when French is their language", async () => {
    const french = await registerActive(app);
    const user = await app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", french.email as string)
      .executeTakeFirstOrThrow();
    await app.db.updateTable("users").set({ language: "fr" }).where("id", "=", user.id).execute();
    expect((await grant(superAdmin.headers, { member: french.email, grant: "FEDERATION_ADMIN" })).statusCode).toBe(201);
    const [message] = await outbox(app, french.email as string);
    expect(message?.subject).toBe("Vous êtes désormais administrateur de la fédération sur GKF Portal");
  });

  it("refuses a regional grant without a region or with an unknown one, a region on another grant, SUPER_ADMIN, and nobody (400, 404)", async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ member: kofi.email, grant: "REGIONAL_ADMIN" }, 400, "region"],
      [{ member: kofi.email, grant: "REGIONAL_ADMIN", region: "ZZ" }, 400, "region"],
      [{ member: kofi.email, grant: "FEDERATION_ADMIN", region: "AH" }, 400, "region"],
      [{ member: kofi.email, grant: "SUPER_ADMIN" }, 400, "grant"],
    ];
    for (const [payload, status, field] of cases) {
      const response = await grant(superAdmin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { [field]: expect.any(String) } });
    }
    const nobody = await grant(superAdmin.headers, { member: "nobody@example.com", grant: "FEDERATION_ADMIN" });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("never to oneself (403 NOT_YOURSELF)", async () => {
    const response = await grant(superAdmin.headers, { member: superAdmin.email, grant: "FEDERATION_ADMIN" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "NOT_YOURSELF" });
    expect(await grantsOf(superAdmin.userId)).toHaveLength(1);
  });

  it("a federation admin and a member are refused every staff action (403), and the refusals are audited", async () => {
    for (const caller of [federation, member]) {
      const before = await audited("ACCESS_REFUSED", caller.userId);
      expect((await list(caller.headers)).statusCode).toBe(403);
      const granting = await grant(caller.headers, { member: kofi.email, grant: "FEDERATION_ADMIN" });
      expect(granting.statusCode).toBe(403);
      expect(granting.json()).toMatchObject({ code: "FORBIDDEN" });
      expect((await revoke(caller.headers, `REGIONAL_ADMIN.${kofi.userId}`)).statusCode).toBe(403);
      const after = await audited("ACCESS_REFUSED", caller.userId);
      expect(after.length - before.length).toBe(3);
      expect(after.map((event) => JSON.parse(event.detail ?? "{}").permission)).toContain("staff.manage");
    }
    expect(await grantsOf(kofi.userId)).toEqual([{ role: "REGIONAL_ADMIN", region_code: "AH" }]);
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it("revokes a grant: gone at once, audited, the member told; an unknown grant is 404", async () => {
    const response = await revoke(superAdmin.headers, `REGIONAL_ADMIN.${kofi.userId}`);
    expect(response.statusCode).toBe(204);
    expect(await grantsOf(kofi.userId)).toEqual([]);
    const [event] = await audited("STAFF_REVOKED", kofi.userId);
    expect(event).toMatchObject({ actor_user_id: superAdmin.userId });
    const [message] = await outbox(app, kofi.email as string);
    expect(message?.subject).toBe("You are no longer regional admin on GKF Portal");
    expect((await app.inject({ method: "GET", url: "/api/admin/statistics", headers: kofi.headers })).statusCode).toBe(
      403,
    );
    expect((await revoke(superAdmin.headers, `REGIONAL_ADMIN.${kofi.userId}`)).statusCode).toBe(404);
    expect((await revoke(superAdmin.headers, "nonsense")).statusCode).toBe(404);
  });
});

describe("npm run staff (the first super admin on a new installation)", () => {
  it("grants SUPER_ADMIN by e-mail, audited with no actor; then that super admin may not revoke their own grant", async () => {
    const answer = await runStaffCommand(app.services.staff, ["grant", "SUPER_ADMIN", kofi.email as string]);
    await turnOnTwoStep(app, kofi);
    expect(answer).toBe("Granted SUPER_ADMIN to Kofi Mensah.");
    expect(await grantsOf(kofi.userId)).toEqual([{ role: "SUPER_ADMIN", region_code: null }]);
    const [event] = await audited("STAFF_GRANTED", kofi.userId);
    expect(event).toMatchObject({ actor_user_id: null, user_agent: "npm run staff" });
    expect(await runStaffCommand(app.services.staff, ["list"])).toContain("SUPER_ADMIN  Kofi Mensah");

    // Two super admins now: the first may not remove themselves, the other may remove them.
    const own = await revoke(superAdmin.headers, `SUPER_ADMIN.${superAdmin.userId}`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: "NOT_YOURSELF" });
    expect((await revoke(kofi.headers, `SUPER_ADMIN.${superAdmin.userId}`)).statusCode).toBe(204);
    expect(await grantsOf(superAdmin.userId)).toEqual([]);
  });

  it("refuses to revoke the last super admin, and explains its usage", async () => {
    await expect(
      runStaffCommand(app.services.staff, ["revoke", "SUPER_ADMIN", kofi.email as string]),
    ).rejects.toMatchObject({
      code: "LAST_SUPER_ADMIN",
    });
    expect(await grantsOf(kofi.userId)).toEqual([{ role: "SUPER_ADMIN", region_code: null }]);
    await expect(runStaffCommand(app.services.staff, ["grant", "KING", "x@example.com"])).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(runStaffCommand(app.services.staff, [])).rejects.toBeInstanceOf(UsageError);
  });
});
