import type { TrainingWrite } from "@gkf/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
import { renderApp } from "../../../test/render-app";
import { aDojo, anInstructor, aStudent, storeDojoSession, stubDojosApi } from "../test/dojo-fixtures";

const assistant = anInstructor({
  member_id: "coach-2",
  first_name: "Efua",
  last_name: "Owusu",
  role: "ASSISTANT",
  flagged: true,
  credentials: [
    { type: "COACHING_LICENCE", state: "EXPIRED", expiry_date: "2026-01-31" },
    { type: "FIRST_AID", state: "VALID", expiry_date: "2027-01-31" },
    { type: "SAFEGUARDING", state: "MISSING", expiry_date: null },
  ],
});

/**
 * An instructor on the trainings page opens "New weekly training", fills it and schedules it; the
 * answer is held until `release()`. Returns the form it was sent from.
 */
async function scheduleHeldTraining(): Promise<{ form: HTMLElement; release: () => void }> {
  storeDojoSession();
  const { held, release } = heldAnswer();
  stubDojosApi({
    "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
    "GET /api/gkf/dojos/d1/trainings": { body: { items: [] } },
    "/api/gkf/dojos/d1/sessions": { body: { items: [] } },
    "/api/gkf/dojos/d1/instructors": { body: { items: [anInstructor()] } },
    "POST /api/gkf/dojos/d1/trainings": { status: 201, body: aTraining(), held },
  });
  await renderApp("/dashboard/my-activities/trainings");
  fireEvent.click(await screen.findByRole("button", { name: "New weekly training" }));
  const form = await screen.findByRole("form", { name: "New weekly training" });
  await fillTrainingForm(form);
  fireEvent.click(within(form).getByRole("button", { name: "Schedule the training" }));
  return { form, release };
}

/** POST …/trainings' answer: the training as scheduled. */
const aTraining = () => ({
  weekday: 4,
  start_time: "18:00",
  end_time: "19:30",
  counts_toward_grading: true,
  id: "t9",
  title: null,
  lead_instructor: { member_id: "coach-1", first_name: "Kojo", last_name: "Asante", flagged: false },
  min_belt: null,
  max_belt: null,
  starts_on: "2026-11-22",
  ends_on: null,
});

/** Thursdays 18:00–19:30, led by Kojo Asante (the head instructor). */
async function fillTrainingForm(form: HTMLElement) {
  await within(form).findByRole("option", { name: "Kojo Asante" });
  fireEvent.change(within(form).getByLabelText(/^Day/), { target: { value: "4" } });
  fireEvent.change(within(form).getByLabelText(/^Starts at/), { target: { value: "18:00" } });
  fireEvent.change(within(form).getByLabelText(/^Ends at/), { target: { value: "19:30" } });
  fireEvent.change(within(form).getByLabelText(/^Lead instructor/), { target: { value: "coach-1" } });
}

describe("instructors' pages", () => {
  it("the head instructor sees credentials and may add an assistant; an expired licence is flagged", async () => {
    storeDojoSession();
    const { sent } = stubDojosApi({
      "/api/gkf/dojos/mine": { body: { items: [aDojo({ my_role: "HEAD" })] } },
      "GET /api/gkf/dojos/d1/instructors": { body: { items: [anInstructor(), assistant] } },
      "POST /api/gkf/dojos/d1/instructors": {
        status: 201,
        body: anInstructor({ member_id: "coach-3", first_name: "Yaw", last_name: "Darko", role: "ASSISTANT" }),
      },
    });
    await renderApp("/dashboard/my-activities/instructors");
    const efua = await screen.findByRole("article", { name: "Efua Owusu" });
    expect(within(efua).getByText(/cannot lead a new training/)).toBeTruthy();
    expect(within(efua).getByText("Expired")).toBeTruthy();
    expect(within(efua).getByText("Missing")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add the assistant" }));
    expect(await screen.findByText("Enter the coach's membership number")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Membership number"), { target: { value: "GKF-AA-26-000777" } });
    fireEvent.click(screen.getByRole("button", { name: "Add the assistant" }));
    expect(await screen.findByText("Yaw Darko now teaches at this dojo.")).toBeTruthy();
    expect(sent.find((request) => request.method === "POST")?.body).toEqual({ member: "GKF-AA-26-000777" });
  });

  it("an assistant instructor sees the instructors but cannot add one", async () => {
    storeDojoSession();
    stubDojosApi({
      "/api/gkf/dojos/mine": { body: { items: [aDojo({ my_role: "ASSISTANT" })] } },
      "/api/gkf/dojos/d1/instructors": { body: { items: [anInstructor(), assistant] } },
    });
    await renderApp("/dashboard/my-activities/instructors");
    await screen.findByRole("article", { name: "Kojo Asante" });
    expect(screen.getByText("The head instructor adds assistant instructors.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add the assistant" })).toBeNull();
  });

  it("join requests are accepted with one tap; students show status, never documents", async () => {
    storeDojoSession();
    const request = aStudent({
      member_id: "m9",
      first_name: "Esi",
      last_name: "Quaye",
      enrolment_status: "REQUESTED",
      compliance_status: "INCOMPLETE",
      message: "I trained in Kumasi.",
    });
    const { sent } = stubDojosApi({
      "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
      "GET /api/gkf/dojos/d1/students": { body: { items: [aStudent(), request] } },
      "PATCH /api/gkf/dojos/d1/students/m9": { body: { ...request, enrolment_status: "ACTIVE" } },
    });
    await renderApp("/dashboard/my-activities/students");
    const esi = await screen.findByRole("article", { name: "Esi Quaye" });
    expect(within(esi).getByText("Documents incomplete")).toBeTruthy();
    expect(within(esi).getByText("“I trained in Kumasi.”")).toBeTruthy();
    const ama = screen.getByRole("article", { name: "Ama Mensah" });
    expect(within(ama).queryByRole("button", { name: "Accept" })).toBeNull();
    fireEvent.click(within(esi).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Esi Quaye now trains at this dojo.")).toBeTruthy();
    expect(sent.find((r) => r.method === "PATCH")?.body).toEqual({ decision: "ACCEPTED" });
  });

  it("a weekly training needs a lead who may lead and an end after its start", async () => {
    storeDojoSession();
    const { sent } = stubDojosApi({
      "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
      "GET /api/gkf/dojos/d1/trainings": { body: { items: [] } },
      "/api/gkf/dojos/d1/sessions": { body: { items: [] } },
      "/api/gkf/dojos/d1/instructors": { body: { items: [anInstructor(), assistant] } },
      "POST /api/gkf/dojos/d1/trainings": ({ body }) => ({
        status: 201,
        body: {
          ...(body as TrainingWrite),
          id: "t9",
          title: null,
          lead_instructor: { member_id: "coach-1", first_name: "Kojo", last_name: "Asante", flagged: false },
          min_belt: null,
          max_belt: null,
          starts_on: "2026-11-22",
          ends_on: null,
        },
      }),
    });
    await renderApp("/dashboard/my-activities/trainings");
    fireEvent.click(await screen.findByRole("button", { name: "New weekly training" }));
    const form = await screen.findByRole("form", { name: "New weekly training" });
    await within(form).findByRole("option", { name: "Efua Owusu (credentials expired)" });
    fireEvent.change(within(form).getByLabelText(/^Day/), { target: { value: "4" } });
    fireEvent.change(within(form).getByLabelText(/^Starts at/), { target: { value: "18:00" } });
    fireEvent.change(within(form).getByLabelText(/^Ends at/), { target: { value: "17:00" } });
    fireEvent.change(within(form).getByLabelText(/^Lead instructor/), { target: { value: "coach-2" } });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule the training" }));
    expect(await within(form).findByText("Ends after it starts")).toBeTruthy();
    expect(within(form).getByText(/choose another lead/)).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Ends at/), { target: { value: "19:30" } });
    fireEvent.change(within(form).getByLabelText(/^Lead instructor/), { target: { value: "coach-1" } });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule the training" }));
    expect(await screen.findByText("Training scheduled")).toBeTruthy();
    expect(sent.find((r) => r.method === "POST")?.body).toEqual({
      weekday: 4,
      start_time: "18:00",
      end_time: "19:30",
      lead_instructor: "coach-1",
      counts_toward_grading: true,
    });
  });

  it("a training scheduled after its dialog was closed still toasts, and the next opening starts with the form", async () => {
    preferReducedMotion();
    let { form, release } = await scheduleHeldTraining();
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again: the first answer must neither close it nor turn it into "Done".
    fireEvent.click(screen.getByRole("button", { name: "New weekly training" }));
    form = await screen.findByRole("form", { name: "New weekly training" });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: "Kata" } });
    release();
    expect(await screen.findByText("Training scheduled")).toBeTruthy();
    expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Kata");
    expect(screen.getByRole("form", { name: "New weekly training" })).toBe(form);
    expect(screen.queryByRole("button", { name: "Done" })).toBeNull();
  });

  it("a training scheduled while its dialog closed and opened again at once leaves that opening with the form, not 'Done'", async () => {
    const { form, release } = await scheduleHeldTraining();
    // Closed and opened again before the closing transition ends: Mantine keeps the dialog's content,
    // so the form the answer belongs to is still mounted, now in a new opening.
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "New weekly training" }));
    expect(screen.getByRole("form", { name: "New weekly training" })).toBe(form);
    release();
    expect(await screen.findByText("Training scheduled")).toBeTruthy();
    // The toast and "Done" come from the same answer: had it taken this opening, "Done" would be here.
    expect(screen.queryByRole("button", { name: "Done" })).toBeNull();
    expect(screen.getByRole("form", { name: "New weekly training" })).toBe(form);
  });

  it("a pending dojo says it waits for the region; its pages wait too", async () => {
    storeDojoSession();
    stubDojosApi({ "/api/gkf/dojos/mine": { body: { items: [aDojo({ status: "PENDING" })] } } });
    await renderApp("/dashboard/my-activities/trainings");
    expect(await screen.findByText(/The regional admin reviews your dojo/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New weekly training" })).toBeNull();
  });

  it("the tabs lead to the events page, which keeps them", async () => {
    storeDojoSession();
    stubDojosApi({
      "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
      "/api/gkf/dojos/d1/students": { body: { items: [aStudent()] } },
      "/api/gkf/events": { body: { items: [] } },
    });
    await renderApp("/dashboard/my-activities/students");
    const tabs = await screen.findByRole("navigation", { name: "Dojo activities" });
    const events = within(tabs).getByRole("link", { name: "Events" });
    expect(events.getAttribute("href")).toBe("/dashboard/my-activities/events");

    fireEvent.click(events);
    expect(await screen.findByRole("heading", { name: "Events", level: 1 })).toBeTruthy();
    const eventTabs = await screen.findByRole("navigation", { name: "Dojo activities" });
    expect(within(eventTabs).getByRole("link", { name: "Events" }).getAttribute("aria-current")).toBe("page");
    expect(within(eventTabs).getByRole("link", { name: "Today" }).getAttribute("href")).toBe(
      "/dashboard/my-activities/index",
    );
  });
});
