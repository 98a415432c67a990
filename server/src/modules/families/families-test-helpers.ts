import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import {
  bearer,
  latestCode,
  memberWithSession,
  nextClientAddress,
  outbox,
  registration,
  signIn,
} from "../../test/accounts-helpers.js";
import { setRegistrationFees } from "../../test/fee-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument } from "../../test/upload-helpers.js";
import { giveDocument } from "../dojos/dojo-test-helpers.js";

/**
 * What the families tests share (issue 16, decision 104): an app on the frozen calendar
 * (2026-06-15) with registration fees set by an official, and ways to add and act for a child.
 */
export async function familiesTestApp() {
  freezeCalendar();
  const { app } = await createTestApp({ PHONE_SIGNUP: "on" });
  const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
  await setRegistrationFees(app, official);

  type Headers = Record<string, string>;
  const get = (url: string, headers: Headers) => app.inject({ method: "GET", url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
  const refusals = (actor: string) =>
    app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "ACCESS_REFUSED")
      .where("actor_user_id", "=", actor)
      .execute();

  /** An adult with a session and one child added from the dashboard. */
  async function guardianWithChild(overrides: Record<string, unknown> = {}) {
    const guardian = await memberWithSession(app, { overrides: { first_name: "Yaw", last_name: "Boateng" } });
    const added = await post("/api/my-account/children", guardian.headers, child(overrides));
    expect(added.statusCode, added.body).toBe(201);
    return { guardian, child: added.json() as { id: string; first_name: string; last_name: string; age: number } };
  }
  /**
   * A child added by this guardian whose membership is active (paid till 2099); `medical` gives
   * them an approved medical clearance (event entries need one). Returns the child's id.
   */
  async function activeChild(
    guardianHeaders: Headers,
    overrides: Record<string, unknown> = {},
    { medical = false } = {},
  ): Promise<string> {
    const added = await post("/api/my-account/children", guardianHeaders, child(overrides));
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    await app.db
      .updateTable("memberships")
      .set({ status: "ACTIVE", has_paid_registration: 1, expiry_date: "2099-01-01", period_start: "2026-01-01" })
      .where("user_id", "=", id)
      .execute();
    if (medical) await giveDocument(app, id, "MEDICAL_CLEARANCE");
    return id;
  }
  return { app, official, get, post, refusals, guardianWithChild, activeChild, bearer };
}

export const actingFor = (headers: Record<string, string>, childId: string) => ({
  ...headers,
  "x-acting-for": childId,
});

export const child = (overrides: Record<string, unknown> = {}) => ({
  first_name: "Ama",
  last_name: "Mensah",
  date_of_birth: "2016-02-10",
  gender: "FEMALE",
  region: "AH",
  district: "KM",
  ...overrides,
});

/** A multipart upload of a small PDF with these fields. */
export function multipartBody(fields: Record<string, string>) {
  const boundary = `----gkf${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="birth.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdfDocument(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: Buffer.concat([Buffer.from(parts.join("")), file]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The spec's self-registration, from an address of its own (registrations are limited per address). */
export const registerSelf = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/account-manager/users/register/self",
    payload,
    remoteAddress: nextClientAddress(),
  });

/** A 15-year-old, Esi Quaye, registers naming `guardianEmail` (decision 111), activates and signs in. */
export async function teenNaming(app: FastifyInstance, guardianEmail: string) {
  const body = registration({
    first_name: "Esi",
    last_name: "Quaye",
    date_of_birth: "2011-03-02",
    guardian_email: guardianEmail,
  });
  const registered = await registerSelf(app, body);
  expect(registered.statusCode, registered.body).toBe(201);
  expect(registered.json()).toMatchObject({ first_name: "Esi", is_active: false });
  const activated = await app.inject({
    method: "PATCH",
    url: "/api/my-account/activate/account-by-email",
    payload: { token: await latestCode(app, body.email) },
  });
  expect(activated.statusCode).toBe(200);
  const { access } = await signIn(app, body.email);
  const teen = await app.db.selectFrom("users").select("id").where("email", "=", body.email).executeTakeFirstOrThrow();
  return { email: body.email, id: teen.id, headers: bearer(access) };
}

/** The token of the latest guardian request sent to `guardianEmail`, whose message names Esi Quaye. */
export async function guardianRequestToken(app: FastifyInstance, guardianEmail: string): Promise<string> {
  const [message] = await outbox(app, guardianEmail);
  expect(message?.text).toContain("Esi Quaye");
  expect(message?.text).toContain("/dashboard/my-account/index/guardian-request/");
  return latestCode(app, guardianEmail);
}
