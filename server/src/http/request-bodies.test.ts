import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";

/**
 * OpenAPI documents the request body of every operation that takes one (issue 11): routes made
 * from contract descriptors (http/endpoint.ts) get it from the descriptor's body or form, and
 * every route is made from one (forms, update/my-record's JSON-or-form and the webhook included).
 */

/** Operations that take no body at all: their action is in the method and path. */
const TAKES_NO_BODY = new Set([
  "POST /api/auth/logout",
  "POST /api/auth/verify/user-device/resend",
  "DELETE /api/my-account/sessions/{id}",
  "DELETE /api/my-account/devices/{id}",
  "POST /api/admin/positions/{id}/open",
  "POST /api/admin/positions/{id}/close",
  "POST /api/gkf/dojos/{id}/affiliation/pay",
  "DELETE /api/gkf/dojos/{id}/instructors/{memberId}",
  "DELETE /api/gkf/dojos/{id}/join",
  "DELETE /api/gkf/dojos/{id}/trainings/{trainingId}",
  "POST /api/my-account/privacy/export",
  "DELETE /api/my-account/privacy/erasure",
  "DELETE /api/admin/staff/{grantId}",
  "POST /api/my-account/tfa/setup",
  "POST /api/my-account/guardian-requests/{token}/confirm",
  "POST /api/my-account/guardian-requests/{token}/decline",
]);

const { app } = await createTestApp();

describe("the OpenAPI document", () => {
  it("has a request body for every operation that takes one", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    }>();
    const missing: string[] = [];
    const unexpected: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const hasBody = Object.keys(operation.requestBody?.content ?? {}).length > 0;
        const writes = ["POST", "PUT", "PATCH", "DELETE"].includes(method.toUpperCase());
        if (hasBody && (!writes || TAKES_NO_BODY.has(name))) unexpected.push(name);
        if (!hasBody && writes && !TAKES_NO_BODY.has(name)) missing.push(name);
      }
    }
    const known = new Set(
      Object.entries(document.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const gone = [...TAKES_NO_BODY].filter((name) => !known.has(name));

    expect({ missing, unexpected, gone }).toEqual({ missing: [], unexpected: [], gone: [] });
  });
});
