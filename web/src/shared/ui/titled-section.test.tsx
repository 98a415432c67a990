import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyNote, TitledSection } from "./titled-section";

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
