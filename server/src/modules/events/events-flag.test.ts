import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeMember } from "../dojos/dojo-test-helpers.js";
import { athlete, enter, eventBody, publishedEvent } from "./events-test-helpers.js";

// The dojos flag off: federation and regional events work; dojo events do not exist.
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "false" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });

describe("events with the dojos flag off", () => {
  it("refuses a dojo's event and an instructor's entry, and still runs the federation's", async () => {
    const dojoEvent = await app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers: federation.headers,
      payload: eventBody({ type: "SEMINAR", categories: [], organiser: { kind: "DOJO", dojo: "any" } }),
    });
    expect(dojoEvent.statusCode).toBe(400);
    expect(dojoEvent.json().fields).toEqual({ "organiser.kind": "dojo events are not available" });
    const event = await publishedEvent(app, federation);
    const member = await athlete(app);
    expect((await enter(app, event.id, member)).json()).toMatchObject({ status: "CONFIRMED" });
    const coach = await activeMember(app, { role: "COACH" });
    const refused = await enter(app, event.id, coach, { member: member.userId, category: "SEN-F-KUM-55" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "NOT_YOUR_STUDENT" });
  });
});
