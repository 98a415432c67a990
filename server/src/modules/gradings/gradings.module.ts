import { ApplicationsService } from "./applications.service.js";
import { type GradingDeps, GradingsService } from "./gradings.service.js";
import { ScoresService } from "./scores.service.js";

/** The gradings module's services (`app.services.gradings`). */
export interface GradingServices {
  sessions: GradingsService;
  applications: ApplicationsService;
  /** Score sheets, results and awards (decision 90). */
  results: ScoresService;
}

export function createGradingServices(deps: GradingDeps): GradingServices {
  const sessions = new GradingsService(deps);
  return {
    sessions,
    applications: new ApplicationsService(deps, sessions),
    results: new ScoresService(deps, sessions),
  };
}
