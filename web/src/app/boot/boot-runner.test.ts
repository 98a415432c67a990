import { describe, expect, it, vi } from "vitest";
import { BootRedirect, type BootStep, runBootSteps } from "./boot-runner";

function recordingStep(name: string, log: string[], run?: () => void | Promise<void>): BootStep<unknown> {
  return {
    name,
    async run() {
      log.push(name);
      await run?.();
    },
  };
}

describe("runBootSteps", () => {
  it("runs every step in order and starts", async () => {
    const log: string[] = [];
    const steps = [
      recordingStep("translations", log),
      recordingStep("http client", log, async () => {}),
      recordingStep("viewport", log),
    ];

    const result = await runBootSteps(steps, {}, { navigate: vi.fn(), logError: vi.fn() });

    expect(result).toEqual({ status: "started" });
    expect(log).toEqual(["translations", "http client", "viewport"]);
  });

  it("stops at a failing step, logs it and does not run the rest", async () => {
    const log: string[] = [];
    const failure = new Error("catalogue missing");
    const logError = vi.fn();
    const navigate = vi.fn();
    const steps = [
      recordingStep("translations", log, () => {
        throw failure;
      }),
      recordingStep("http client", log),
    ];

    const result = await runBootSteps(steps, {}, { navigate, logError });

    expect(result).toEqual({ status: "failed", step: "translations", error: failure });
    expect(log).toEqual(["translations"]);
    expect(logError).toHaveBeenCalledWith('Boot step "translations" failed', failure);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("navigates to the target a failing step supplies, without logging", async () => {
    const log: string[] = [];
    const logError = vi.fn();
    const navigate = vi.fn();
    const steps = [
      recordingStep("store initialisation", log, async () => {
        throw new BootRedirect("/maintenance.html");
      }),
      recordingStep("page meta", log),
    ];

    const result = await runBootSteps(steps, {}, { navigate, logError });

    expect(result).toEqual({ status: "redirected", step: "store initialisation", target: "/maintenance.html" });
    expect(navigate).toHaveBeenCalledWith("/maintenance.html");
    expect(logError).not.toHaveBeenCalled();
    expect(log).toEqual(["store initialisation"]);
  });

  it("accepts any error that carries a redirectTo", async () => {
    const navigate = vi.fn();
    const step: BootStep<unknown> = {
      name: "http client",
      run() {
        throw Object.assign(new Error("moved"), { redirectTo: "https://portal.example/elsewhere" });
      },
    };

    await runBootSteps([step], {}, { navigate, logError: vi.fn() });

    expect(navigate).toHaveBeenCalledWith("https://portal.example/elsewhere");
  });

  it("passes one shared context from step to step", async () => {
    const context: { greeting?: string } = {};
    const steps: BootStep<typeof context>[] = [
      {
        name: "create",
        run: (ctx) => {
          ctx.greeting = "akwaaba";
        },
      },
      {
        name: "use",
        run: (ctx) => {
          if (ctx.greeting !== "akwaaba") throw new Error("context not shared");
        },
      },
    ];

    expect(await runBootSteps(steps, context, { navigate: vi.fn(), logError: vi.fn() })).toEqual({ status: "started" });
  });
});
