import { defaultBeltColours } from "@gkf/contract";
import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../app/app";
import { bootForTest, stubApi } from "../../test/render-app";
import { BeltLabel } from "./belt-label";

const list = (changes: Record<string, object> = {}) => ({
  items: defaultBeltColours().map((entry) => ({ ...entry, ...changes[entry.belt] })),
});

describe("a belt label", () => {
  it("paints the federation's colour once read, and the default before or without it", async () => {
    const services = await bootForTest();
    stubApi({ "/api/belt-colours": { body: list({ KYU_7: { colour: "#ff00aa", stripe_colour: "rgb(0,0,0)" } }) } });
    const view = render(
      <AppProviders services={services}>
        <BeltLabel belt="KYU_7" none="No belt" />
      </AppProviders>,
    );
    expect(view.getByText("7th kyu")).toBeTruthy();
    const strip = () => view.container.querySelector("[data-belt-colour]") as HTMLElement;
    expect(strip().dataset.beltColour).toBe("#2f9e44");
    await waitFor(() => expect(strip().dataset.beltColour).toBe("#ff00aa"));
    expect(strip().dataset.beltStripe).toBe("rgb(0,0,0)");
    view.unmount();

    const offline = await bootForTest();
    stubApi({});
    const without = render(
      <AppProviders services={offline}>
        <BeltLabel belt="DAN_1" none="No belt" />
      </AppProviders>,
    );
    expect((without.container.querySelector("[data-belt-colour]") as HTMLElement).dataset.beltColour).toBe("#111111");
  });
});
