import type { Statistics } from "@gkf/contract";
import { expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

// STATISTICS_MAX_AGE_SECONDS=0: the dashboard is computed on every request and nothing is kept.
const { app } = await createTestApp({ STATISTICS_MAX_AGE_SECONDS: "0" });
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const total = async () => {
  const response = await app.inject({ method: "GET", url: "/api/admin/statistics", headers: official.headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as Statistics).members.total;
};

it("with STATISTICS_MAX_AGE_SECONDS=0 each answer is computed at once and none is kept", async () => {
  expect(await total()).toBe(1);
  await memberWithSession(app);
  expect(await total()).toBe(2);
  expect(await app.db.selectFrom("statistics_snapshots").selectAll().execute()).toEqual([]);
});
