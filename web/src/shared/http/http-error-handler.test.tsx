import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n";
import { NotificationsHost } from "../notifications/notifications-host";
import { notifications } from "../notifications/notifications-renderer";
import { createHttpClient } from "./http-client";
import { HttpError } from "./http-error";
import { createHttpErrorHandler, describeHttpError } from "./http-error-handler";

let t: Awaited<ReturnType<typeof createI18n>>["t"];

beforeAll(async () => {
  const i18n = await createI18n();
  t = i18n.t.bind(i18n);
});

afterEach(() => {
  notifications.clean();
});

function renderToasts() {
  render(
    <MantineProvider>
      <NotificationsHost />
    </MantineProvider>,
  );
}

describe("the HTTP error handler", () => {
  it("shows the API's error answer as a red toast: title by code, message with the action", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: "VALIDATION_FAILED",
              message: "The date of birth is in the future",
              action: "Check the date and send it again.",
            }),
            { status: 422, headers: { "content-type": "application/json" } },
          ),
      ),
    );
    const http = createHttpClient({ basePath: "/api" });
    http.onError(createHttpErrorHandler(t));
    renderToasts();

    await expect(http.get("/my-account/membership/my-record")).rejects.toBeInstanceOf(HttpError);

    expect(await screen.findByText("Check your details")).toBeTruthy();
    expect(screen.getByText("The date of birth is in the future. Check the date and send it again.")).toBeTruthy();
    // Negative: Mantine marks the toast's colour on its root.
    const toast = screen.getByText("Check your details").closest(".mantine-Notification-root");
    expect(toast?.getAttribute("style")).toContain("--notification-color: var(--mantine-color-red-filled)");
  });

  it("gives an unknown code the generic title and keeps the server's message", () => {
    const error = new HttpError("response", { status: 418, body: { code: "TEAPOT", message: "I am a teapot" } });
    expect(describeHttpError(error, t)).toEqual({ title: "Something went wrong", message: "I am a teapot" });
  });

  it("explains a lost connection and a timeout in words", async () => {
    expect(describeHttpError(new HttpError("network"), t).title).toBe("No connection");
    expect(describeHttpError(new HttpError("timeout"), t).title).toBe("No answer in time");

    renderToasts();
    createHttpErrorHandler(t)(new HttpError("network"));
    expect(await screen.findByText(/We could not reach GKF Portal/)).toBeTruthy();
  });
});
