import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp, stubApi } from "../../test/render-app";
import { notifications } from "./notifications-renderer";
import { notifyError } from "./notify";

afterEach(() => {
  act(() => notifications.clean());
});

/** How many toasts are on screen at once, at every change of the page. */
function watchToastCount() {
  let most = 0;
  const count = () => document.querySelectorAll(".mantine-Notification-root").length;
  const observer = new MutationObserver(() => {
    most = Math.max(most, count());
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return {
    most: () => Math.max(most, count()),
    stop: () => observer.disconnect(),
  };
}

describe("a toast that replaces another", () => {
  it("comes once the other has gone, never beside it (the two pushed each other: layout shift)", async () => {
    stubApi({});
    await renderApp("/auth/login");
    await screen.findByRole("heading", { name: "Sign in" });

    await act(async () => {
      await notifyError({ title: "First problem", message: "The first one." });
    });
    expect(await screen.findByText("First problem")).toBeTruthy();

    const toasts = watchToastCount();
    await act(async () => {
      await notifyError({ title: "Second problem", message: "The second one." });
    });
    expect(await screen.findByText("Second problem")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("First problem")).toBeNull());
    toasts.stop();
    expect(toasts.most()).toBe(1);
  });
});
