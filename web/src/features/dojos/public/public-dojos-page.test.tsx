import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { aPublicDojo, regionsAnswer, stubDojosApi } from "../test/dojo-fixtures";

const regions = regionsAnswer([
  { code: "AA", name: "Greater Accra" },
  { code: "AH", name: "Ashanti" },
]);

describe("the public dojo list", () => {
  it("lists the affiliated dojos of a region, without signing in; home links to it", async () => {
    const { sent } = stubDojosApi({
      "/api/regions": regions,
      "/api/gkf/dojos": ({ url }) => ({
        body: {
          items:
            url.searchParams.get("region") === "AH"
              ? [aPublicDojo({ id: "d2", name: "Kumasi Budokan", region: { code: "AH", name: "Ashanti" } })]
              : [aPublicDojo()],
        },
      }),
    });
    await renderApp("/home");
    fireEvent.click(await screen.findByRole("link", { name: "Find a dojo" }));
    expect(await screen.findByRole("heading", { name: "Find a dojo", level: 1 })).toBeTruthy();
    const osu = await screen.findByRole("article", { name: "Osu Shotokan Dojo" });
    expect(within(osu).getByText("Head instructor: Kojo Asante")).toBeTruthy();
    // No join button for a visitor.
    expect(within(osu).queryByRole("button")).toBeNull();

    await screen.findByRole("option", { name: "Ashanti" });
    fireEvent.change(screen.getByLabelText("Region"), { target: { value: "AH" } });
    expect(await screen.findByRole("article", { name: "Kumasi Budokan" })).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/dojos?region=AH");
    expect(sent.some((request) => request.path === "/api/gkf/dojos" && request.method === "GET")).toBe(true);
  });

  it("is not there while the dojos flag is off", async () => {
    stubDojosApi({
      "/api/config": { body: { features: { dojos: false }, phone_signup: true, environment: "test", version: "1" } },
    });
    await renderApp("/dojos");
    expect(await screen.findByText("We could not find that page")).toBeTruthy();
  });
});
