import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp, stubApi } from "../../test/render-app";
import { notifications } from "./notifications-renderer";
import { dismissToastsOfOtherPages, notifyError, notifySuccess } from "./notify";

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

describe("a toast that follows its action to the next page", () => {
  it("is not claimed by a late page-change notice of the page it was raised on (signed out → the login page)", async () => {
    stubApi({});
    await renderApp("/auth/login");
    await screen.findByRole("heading", { name: "Sign in" });

    await act(async () => {
      await notifySuccess({ title: "Logout Successful", message: "Signed out." }, { followsToNextPage: true });
    });
    // The page-focus watcher is loaded lazily: its first notice may name the page being left.
    await act(async () => dismissToastsOfOtherPages("/auth/login"));
    await act(async () => dismissToastsOfOtherPages("/auth/next-page"));
    await act(async () => {
      await import("./notifications-renderer");
    });

    expect(await screen.findByText("Logout Successful")).toBeTruthy();
  });
});

describe("a toast of the page being left", () => {
  it("does not displace the toast that follows the action leaving it (a read failing after sign-out)", async () => {
    stubApi({});
    await renderApp("/auth/login");
    await screen.findByRole("heading", { name: "Sign in" });

    await act(async () => {
      await notifySuccess({ title: "Logout Successful", message: "Signed out." }, { followsToNextPage: true });
      await notifyError({ title: "Load Membership Record", message: "Failed to load your membership record" });
    });
    await act(async () => dismissToastsOfOtherPages("/auth/next-page"));

    expect(await screen.findByText("Logout Successful")).toBeTruthy();
    expect(screen.queryByText("Load Membership Record")).toBeNull();
  });
});
