import type { PaymentCrediting } from "../payments/payment-crediting.js";
import { ApplicationsService } from "./applications.service.js";
import { type CandidateDeps, CandidatesService } from "./candidates.service.js";
import { GradingsService } from "./gradings.service.js";
import { ScoresService } from "./scores.service.js";

/** The gradings module's services (`app.services.gradings`). */
export interface GradingServices {
  sessions: GradingsService;
  applications: ApplicationsService;
  /** The candidate's side: open sessions, withdrawing, the fee, overrides (decision 91). */
  candidates: CandidatesService;
  /** Score sheets, results and awards (decision 90). */
  results: ScoresService;
}

/** Builds the module and registers what crediting a GRADING_FEE payment does. */
export function createGradingServices(deps: CandidateDeps, crediting: PaymentCrediting): GradingServices {
  const sessions = new GradingsService(deps);
  const applications = new ApplicationsService(deps, sessions);
  const candidates = new CandidatesService(deps, sessions, applications);
  crediting.registerPurpose("GRADING_FEE", candidates.creditHandler());
  return {
    sessions,
    applications,
    candidates,
    results: new ScoresService(deps, sessions, applications),
  };
}
