import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import {
  aDojo,
  aMyTraining,
  aPublicDojo,
  aSession,
  regionsAnswer,
  storeDojoSession,
  stubDojosApi,
} from "../test/dojo-fixtures";

const regions = regionsAnswer([{ code: "AA", name: "Greater Accra" }]);

describe("my training", () => {
  it("a member without a dojo finds one and asks to join; the request then waits", async () => {
    storeDojoSession();
    let requested = false;
    const request = {
      id: "e1",
      dojo: { id: "d1", code: "GKF-D-AA-0001", name: "Osu Shotokan Dojo" },
      status: "REQUESTED",
      requested_at: "2026-11-22T10:00:00.000Z",
      decided_at: null,
      ended_at: null,
    };
    const { sent } = stubDojosApi({
      "/api/regions": regions,
      "/api/my-account/membership/training": () => ({
        body: aMyTraining(requested ? { pending_request: request as never } : {}),
      }),
      "GET /api/gkf/dojos": { body: { items: [aPublicDojo(), aPublicDojo({ id: "d2", name: "Tema Karate Club" })] } },
      "POST /api/gkf/dojos/d1/join": () => {
        requested = true;
        return { status: 201, body: request };
      },
    });
    await renderApp("/dashboard/my-membership/training");
    expect(await screen.findByText(/You do not train at a dojo yet/)).toBeTruthy();
    // The membership tabs come with the page.
    expect(screen.getByRole("link", { name: "Training" }).getAttribute("aria-current")).toBe("page");
    const osu = await screen.findByRole("article", { name: "Osu Shotokan Dojo" });
    expect(within(osu).getByText("Head instructor: Kojo Asante")).toBeTruthy();
    expect(within(osu).getByText("Tuesday 17:00–18:30")).toBeTruthy();
    fireEvent.click(within(osu).getByRole("button", { name: "Ask to join" }));

    expect(await screen.findByText("Request sent")).toBeTruthy();
    // The request shows on the dojo's card, in place of the button (nothing above it moves).
    expect(
      await within(screen.getByRole("article", { name: "Osu Shotokan Dojo" })).findByRole("button", {
        name: "Withdraw my request",
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Tema Karate Club" }))
        .getByRole("button", { name: "Ask to join" })
        .hasAttribute("disabled"),
    ).toBe(true);
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/api/gkf/dojos/d1/join"]);
  });

  it("a student sees their dojo and its state, the week's sessions and their attendance", async () => {
    storeDojoSession();
    stubDojosApi({
      "/api/regions": regions,
      "/api/my-account/membership/training": {
        body: aMyTraining({
          dojo: aDojo({
            my_role: "STUDENT",
            status: "LAPSED",
            affiliation: { season: 2026, state: "OVERDUE", due_date: "2026-01-31", paid_at: null },
          }),
          upcoming_sessions: [aSession({ cancelled: true, cancel_note: "Hall closed" })],
          attendance: [
            {
              session_id: "s0",
              date: "2026-11-17",
              start_time: "17:00",
              end_time: "18:30",
              title: null,
              dojo: { id: "d1", name: "Osu Shotokan Dojo" },
              counts_toward_grading: true,
              status: "LATE",
            },
          ],
          rate: { attended: 1, recorded: 1, percent: 100 },
        }),
      },
      "/api/gkf/dojos": { body: { items: [] } },
    });
    await renderApp("/dashboard/my-membership/training");
    expect(await screen.findByRole("heading", { name: "Osu Shotokan Dojo" })).toBeTruthy();
    expect(screen.getByText("2026 affiliation overdue")).toBeTruthy();
    expect(screen.getByText(/has not paid this season's affiliation/)).toBeTruthy();
    expect(screen.getByText(/Cancelled: Hall closed/)).toBeTruthy();
    expect(screen.getByText("100% attended: 1 of 1 sessions recorded.")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Recent sessions" })).getByText("Late")).toBeTruthy();
  });

  it("a member whose request waits reads it at the top and may withdraw it", async () => {
    storeDojoSession();
    let withdrawn = false;
    const request = {
      id: "e1",
      dojo: { id: "d1", code: "GKF-D-AA-0001", name: "Osu Shotokan Dojo" },
      status: "REQUESTED" as const,
      requested_at: "2026-11-20T10:00:00.000Z",
      decided_at: null,
      ended_at: null,
    };
    const { sent } = stubDojosApi({
      "/api/regions": regions,
      "/api/my-account/membership/training": () => ({
        body: aMyTraining(withdrawn ? {} : { pending_request: request }),
      }),
      "/api/gkf/dojos": { body: { items: [aPublicDojo()] } },
      "DELETE /api/gkf/dojos/d1/join": () => {
        withdrawn = true;
        return { body: { ...request, status: "WITHDRAWN" } };
      },
    });
    await renderApp("/dashboard/my-membership/training");
    const panel = await screen.findByRole("region", { name: "Your request to join" });
    expect(within(panel).getByText(/Your request to join Osu Shotokan Dojo \(sent 20 Nov 2026\)/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Withdraw my request" }));
    expect(await within(panel).findByText("Request withdrawn.")).toBeTruthy();
    const osu = await screen.findByRole("article", { name: "Osu Shotokan Dojo" });
    expect(await within(osu).findByRole("button", { name: "Ask to join" })).toBeTruthy();
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual(["/api/gkf/dojos/d1/join"]);
  });
});
