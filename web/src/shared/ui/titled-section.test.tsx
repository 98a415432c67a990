import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardSection, EmptyNote, TitledSection } from "./titled-section";

describe("TitledSection", () => {
  it("is a region named by its heading, a level-2 heading, with the button beside it and the list under it", () => {
    render(
      <MantineProvider>
        <TitledSection id="coming-sessions" title="Sessions this week" actions={<button type="button">Add</button>}>
          <EmptyNote>No sessions this week.</EmptyNote>
        </TitledSection>
      </MantineProvider>,
    );
    const section = screen.getByRole("region", { name: "Sessions this week" });
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("Sessions this week");
    expect(within(section).getByRole("button", { name: "Add" })).toBeTruthy();
    expect(within(section).getByText("No sessions this week.")).toBeTruthy();
  });
});

describe("CardSection", () => {
  it("is a region named by its heading at the level asked, with what is beside it, its line and its content", () => {
    render(
      <MantineProvider>
        <CardSection
          id="fees-senior"
          title="Senior"
          level={3}
          anchor="slot-senior"
          aside={<span>Needed</span>}
          intro="What a senior pays."
        >
          <p>GHS 100</p>
        </CardSection>
      </MantineProvider>,
    );
    const card = screen.getByRole("region", { name: "Senior" });
    expect(card.id).toBe("slot-senior");
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("Senior");
    expect(within(card).queryByRole("heading", { level: 2 })).toBeNull();
    expect(within(card).getByText("Needed")).toBeTruthy();
    expect(within(card).getByText("What a senior pays.")).toBeTruthy();
    expect(within(card).getByText("GHS 100")).toBeTruthy();
  });

  it("is a level-2 heading unless told otherwise", () => {
    render(
      <MantineProvider>
        <CardSection id="tfa" title="Two-step sign-in">
          <p>Off</p>
        </CardSection>
      </MantineProvider>,
    );
    const card = screen.getByRole("region", { name: "Two-step sign-in" });
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("Two-step sign-in");
  });
});
