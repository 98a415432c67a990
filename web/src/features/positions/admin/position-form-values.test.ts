import type { AdminPosition } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import {
  checkPositionForm,
  fromLocalInput,
  type PositionFormValues,
  toFormValues,
  toLocalInput,
  toPositionWrite,
} from "./position-form-values";

const valid: PositionFormValues = {
  name: "  Kata judges' coordinator ",
  description: " Plans the kata panels. ",
  seats: 2,
  opens_at: "2026-03-01T09:00",
  closes_at: "2026-03-29T17:30",
  min_belt: "DAN_1",
  membership_types: ["ATHLETE", "REFEREE"],
  requires_compliance: true,
};

describe("the position form", () => {
  it("turns local datetime-local values into ISO UTC and back", () => {
    const iso = fromLocalInput("2026-03-01T09:00");
    expect(iso).toBe(new Date(2026, 2, 1, 9, 0).toISOString());
    expect(toLocalInput(iso ?? "")).toBe("2026-03-01T09:00");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("tomorrow")).toBeNull();
  });

  it("finds the mistakes the server would refuse", () => {
    expect(checkPositionForm(valid)).toEqual({});
    expect(
      checkPositionForm({
        ...valid,
        name: "ab",
        description: "  ",
        seats: 0,
        closes_at: "2026-03-01T08:00",
      }),
    ).toEqual({ name: "name_length", description: "required", seats: "seats_range", closes_at: "closes_after_opens" });
    expect(checkPositionForm({ ...valid, seats: "", opens_at: "" })).toEqual({
      seats: "seats_range",
      opens_at: "date_required",
    });
    expect(checkPositionForm({ ...valid, seats: 1.5 }).seats).toBe("seats_range");
  });

  it("builds the request body: trimmed texts, UTC times, null for any belt", () => {
    expect(toPositionWrite(valid)).toEqual({
      name: "Kata judges' coordinator",
      description: "Plans the kata panels.",
      seats: 2,
      opens_at: new Date(2026, 2, 1, 9, 0).toISOString(),
      closes_at: new Date(2026, 2, 29, 17, 30).toISOString(),
      min_belt: "DAN_1",
      membership_types: ["ATHLETE", "REFEREE"],
      requires_compliance: true,
    });
    expect(toPositionWrite({ ...valid, min_belt: "" }).min_belt).toBeNull();
  });

  it("starts a new position opening now for four weeks, and an edit from the position", () => {
    const now = new Date(2026, 2, 1, 9, 30, 45).getTime();
    const fresh = toFormValues(null, now);
    expect(fresh.opens_at).toBe("2026-03-01T09:30");
    expect(fresh.closes_at).toBe("2026-03-29T09:30");
    expect(fresh.requires_compliance).toBe(true);

    const position: AdminPosition = {
      id: "p-1",
      name: "Coach",
      description: "Coaches",
      seats: 1,
      opens_at: new Date(2026, 2, 1, 9, 0).toISOString(),
      closes_at: new Date(2026, 3, 1, 9, 0).toISOString(),
      eligibility: { min_belt: null, membership_types: ["COACH"], requires_compliance: false },
      status: "OPEN",
      counts: { SUBMITTED: 0, SHORTLISTED: 0, APPOINTED: 0, REJECTED: 0, WITHDRAWN: 0 },
      created_at: "2026-02-01T00:00:00.000Z",
    };
    expect(toFormValues(position, now)).toMatchObject({
      opens_at: "2026-03-01T09:00",
      closes_at: "2026-04-01T09:00",
      min_belt: "",
      membership_types: ["COACH"],
      requires_compliance: false,
    });
  });
});
