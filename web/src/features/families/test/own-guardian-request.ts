import type { Family } from "@gkf/contract";
import type { StubAnswer } from "../../../test/stub-routes";
import { CONFIG_ROUTE } from "../../../test/stub-routes";
import { aProfile, aRecord, PAID_SUMMARY } from "../../memberships/test/membership-fixtures";

/** GET /my-account/family of Esi, 15, registered on her own: the request to her guardian, in this state. */
export function aFamily(request: Family["guardian_request"] = null): Family {
  return { children: [], guardian: null, guardian_request: request };
}

export const ownRequest = (status: "PENDING" | "DECLINED", sentTo: string) => ({
  status,
  sent_to: sentTo,
  created_at: "2026-11-20T09:00:00.000Z",
});

/** What the profile page asks for, for Esi (stubRoutes), with her family as given. */
export function minorRoutes(family: Family, config: object = {}): Record<string, StubAnswer> {
  return {
    ...CONFIG_ROUTE,
    "/api/config": { body: { ...CONFIG_ROUTE["/api/config"].body, ...config } },
    "/api/my-account/profile": { body: aProfile({ first_name: "Esi", last_name: "Quaye" }) },
    "/api/my-account/membership/my-record": { body: aRecord() },
    "/api/my-account/membership/my-record-summary": { body: PAID_SUMMARY },
    "/api/my-account/consents": {
      body: {
        current: { version: "2026-11-01", published_at: "2026-11-01T00:00:00.000Z", url: null },
        required: null,
        items: [],
      },
    },
    "/api/my-account/children": { body: { items: [] } },
    "GET /api/my-account/family": { body: family },
  };
}
