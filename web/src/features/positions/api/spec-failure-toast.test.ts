import { beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../../shared/http/http-error";
import { changeLanguage, createI18n } from "../../../shared/i18n/i18n";
import { toSpecFailureToast } from "./spec-failure-toast";

beforeAll(async () => {
  await createI18n();
});

describe("toSpecFailureToast", () => {
  it("keeps the spec's title and message and adds the server's reason for a refusal", () => {
    const error = new HttpError("response", {
      status: 409,
      body: { code: "APPLICATION_WINDOW_CLOSED", message: "Applications for this position are closed." },
    });
    expect(toSpecFailureToast("positions.toasts.apply_for_position", error)).toEqual({
      title: "Position Application",
      message: "Failed to submit your application",
      action: "Applications for this position are closed.",
    });
  });

  it("adds nothing for a server error or a lost connection", () => {
    const serverError = new HttpError("response", {
      status: 500,
      body: { code: "INTERNAL_ERROR", message: "Something went wrong on our side." },
    });
    expect(toSpecFailureToast("positions.toasts.available_positions", serverError)).toEqual({
      title: "Available Positions",
      message: "Failed to fetch available positions",
    });
    expect(toSpecFailureToast("positions.toasts.my_applications", new HttpError("network"))).toEqual({
      title: "Your Position Applications",
      message: "Failed to fetch your position applications",
    });
  });

  it("speaks the member's language once French is chosen", async () => {
    await changeLanguage("fr");
    try {
      expect(toSpecFailureToast("positions.toasts.withdraw_application", new HttpError("network"))).toEqual({
        title: "Retrait de candidature",
        message: "Impossible de retirer votre candidature",
      });
    } finally {
      await changeLanguage("en");
    }
  });
});
