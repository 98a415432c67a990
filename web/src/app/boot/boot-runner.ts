export interface BootStep<Context> {
  name: string;
  run(context: Context): void | Promise<void>;
}

/**
 * Thrown by a step that cannot start the app here but knows where the browser should go instead
 * (spec section 2: "unless it supplies a redirect target").
 */
export class BootRedirect extends Error {
  readonly redirectTo: string;

  constructor(redirectTo: string, message = `Boot redirects to ${redirectTo}`) {
    super(message);
    this.name = "BootRedirect";
    this.redirectTo = redirectTo;
  }
}

/** Any error carrying a `redirectTo` string supplies a target, not only BootRedirect. */
export function getRedirectTarget(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("redirectTo" in error)) return null;
  const { redirectTo } = error;
  return typeof redirectTo === "string" && redirectTo !== "" ? redirectTo : null;
}

export type BootResult =
  | { status: "started" }
  | { status: "redirected"; step: string; target: string }
  | { status: "failed"; step: string; error: unknown };

export interface BootRunnerOptions {
  navigate?: (target: string) => void;
  logError?: (message: string, error: unknown) => void;
}

/** Runs the steps one after the other; the first failure stops start-up. */
export async function runBootSteps<Context>(
  steps: readonly BootStep<Context>[],
  context: Context,
  { navigate = (target) => window.location.assign(target), logError = console.error }: BootRunnerOptions = {},
): Promise<BootResult> {
  for (const step of steps) {
    try {
      await step.run(context);
    } catch (error) {
      const target = getRedirectTarget(error);
      if (target !== null) {
        navigate(target);
        return { status: "redirected", step: step.name, target };
      }
      logError(`Boot step "${step.name}" failed`, error);
      return { status: "failed", step: step.name, error };
    }
  }
  return { status: "started" };
}
