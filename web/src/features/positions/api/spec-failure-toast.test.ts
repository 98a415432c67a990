import { SPEC_TOASTS } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../shared/http/http-error";
import { toSpecFailureToast } from "./spec-failure-toast";

describe("toSpecFailureToast", () => {
  it("keeps the spec's title and message and adds the server's reason for a refusal", () => {
    const error = new HttpError("response", {
      status: 409,
      body: { code: "APPLICATION_WINDOW_CLOSED", message: "Applications for this position are closed." },
    });
    expect(toSpecFailureToast(SPEC_TOASTS.applyForPosition, error)).toEqual({
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
    expect(toSpecFailureToast(SPEC_TOASTS.availablePositions, serverError)).toEqual({
      title: "Available Positions",
      message: "Failed to fetch available positions",
    });
    expect(toSpecFailureToast(SPEC_TOASTS.myApplications, new HttpError("network"))).toEqual({
      title: "Your Position Applications",
      message: "Failed to fetch your position applications",
    });
  });
});
