import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
// The membership record's full shape: the memberships feature's fixture (tests may share fixtures).
import { aRecord } from "../../memberships/test/membership-fixtures";
import { aDojo, regionsAnswer, storeDojoSession, stubDojosApi } from "../test/dojo-fixtures";

const regions = regionsAnswer([{ code: "AH", name: "Ashanti", districts: [{ code: "EJ", name: "Ejisu Municipal" }] }]);

function aRecordOf(type: "COACH" | "ATHLETE", status: "ACTIVE") {
  return aRecord({ status, current_membership_type: type });
}

describe("registering a dojo", () => {
  it("an active coach without a dojo registers one; it then waits for the region", async () => {
    storeDojoSession();
    let registered = false;
    const { sent } = stubDojosApi({
      "/api/regions": regions,
      "/api/my-account/membership/my-record": { body: aRecordOf("COACH", "ACTIVE") },
      "/api/gkf/dojos/mine": () => ({
        body: { items: registered ? [aDojo({ id: "d9", name: "Ejisu Tigers", status: "PENDING" })] : [] },
      }),
      "POST /api/gkf/dojos": () => {
        registered = true;
        return { status: 201, body: { id: "d9", code: "GKF-D-AH-0003", status: "PENDING" } };
      },
    });
    await renderApp("/dashboard/my-activities/index");
    const panel = await screen.findByRole("region", { name: "Register a dojo" });
    fireEvent.click(await within(panel).findByRole("button", { name: "Register the dojo" }));
    expect((await within(panel).findAllByText("Required")).length).toBeGreaterThanOrEqual(5);
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);

    fireEvent.change(within(panel).getByLabelText(/^Dojo name/), { target: { value: "Ejisu Tigers" } });
    await within(panel).findByRole("option", { name: "Ashanti" });
    fireEvent.change(within(panel).getByLabelText(/^Region/), { target: { value: "AH" } });
    fireEvent.change(within(panel).getByLabelText(/^District/), { target: { value: "EJ" } });
    fireEvent.change(within(panel).getByLabelText(/^Town/), { target: { value: "Ejisu" } });
    fireEvent.change(within(panel).getByLabelText(/^Address/), { target: { value: "School hall" } });
    fireEvent.change(within(panel).getByLabelText(/^Styles taught/), { target: { value: "Shotokan, Goju-ryu" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Register the dojo" }));

    expect(await screen.findByText("GKF-D-AH-0003 now waits for the regional admin's decision.")).toBeTruthy();
    expect(sent.find((request) => request.method === "POST")?.body).toEqual({
      name: "Ejisu Tigers",
      region: "AH",
      district: "EJ",
      town: "Ejisu",
      address: "School hall",
      styles: ["Shotokan", "Goju-ryu"],
    });
    expect(await screen.findByText(/The regional admin reviews your dojo/)).toBeTruthy();
  });

  it("a member who is not an active coach is told who registers dojos, with no form", async () => {
    storeDojoSession();
    stubDojosApi({
      "/api/my-account/membership/my-record": { body: aRecordOf("ATHLETE", "ACTIVE") },
      "/api/gkf/dojos/mine": { body: { items: [] } },
    });
    await renderApp("/dashboard/my-activities/index");
    expect(await screen.findByText(/Dojos are registered by coaches with an active membership/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Register the dojo" })).toBeNull();
  });
});
