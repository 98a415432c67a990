import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n";
import { Loaded } from "./loaded";
import { CardSection } from "./titled-section";

beforeAll(async () => {
  await createI18n();
});

function show(read: { data: string[] | undefined; isError: boolean; refetch: () => unknown }) {
  render(
    <MantineProvider>
      <Loaded read={read} failed="The events could not be loaded.">
        {(list) => <p>{list.join(", ")}</p>}
      </Loaded>
    </MantineProvider>,
  );
}

describe("Loaded", () => {
  it("says it is loading while the read has no data", () => {
    show({ data: undefined, isError: false, refetch: () => undefined });
    expect(screen.getByRole("status").textContent).toBe("Loading…");
  });

  it("says the read failed and reads again on Retry", () => {
    const refetch = vi.fn();
    show({ data: undefined, isError: true, refetch });
    expect(screen.getByText("The events could not be loaded.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("says a list is empty with the empty line, and shows a list with something in it", () => {
    const { unmount } = render(
      <MantineProvider>
        <Loaded read={{ data: [], isError: false, refetch: () => undefined }} failed="Failed." empty="No event yet.">
          {(list: string[]) => <p>{list.join(", ")}</p>}
        </Loaded>
      </MantineProvider>,
    );
    expect(screen.getByText("No event yet.")).toBeTruthy();
    unmount();
    render(
      <MantineProvider>
        <Loaded
          read={{ data: ["Kata open"], isError: false, refetch: () => undefined }}
          failed="Failed."
          empty="No event yet."
        >
          {(list: string[]) => <p>{list.join(", ")}</p>}
        </Loaded>
      </MantineProvider>,
    );
    expect(screen.getByText("Kata open")).toBeTruthy();
    expect(screen.queryByText("No event yet.")).toBeNull();
  });

  it("shows the data, and keeps it when a later read fails", () => {
    show({ data: ["Kata open", "Kumite cup"], isError: true, refetch: () => undefined });
    expect(screen.getByText("Kata open, Kumite cup")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("in a card, loads with the card's line and fails in the card's lines, with no box inside the card's", () => {
    const inCard = (read: { data: string[] | undefined; isError: boolean; refetch: () => unknown }) =>
      render(
        <MantineProvider>
          <CardSection id="events-card" title="Events">
            <Loaded read={read} failed="The events could not be loaded.">
              {(list) => <p>{list.join(", ")}</p>}
            </Loaded>
          </CardSection>
        </MantineProvider>,
      );
    const boxes = (card: HTMLElement) => [card, ...card.querySelectorAll(".mantine-Paper-root")].length;

    const { unmount } = inCard({ data: undefined, isError: false, refetch: () => undefined });
    const loading = screen.getByRole("status");
    expect(loading.textContent).toBe("Loading…");
    expect(loading.tagName).toBe("P");
    unmount();

    inCard({ data: undefined, isError: true, refetch: () => undefined });
    const card = screen.getByRole("region", { name: "Events" });
    expect(screen.getByText("The events could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(boxes(card)).toBe(1);
  });

  it("on a page, fails in a box of its own", () => {
    show({ data: undefined, isError: true, refetch: () => undefined });
    expect(screen.getByText("The events could not be loaded.").closest(".mantine-Paper-root")).not.toBeNull();
  });
});
