import { ApplicationsService } from "./applications.service.js";
import { type GradingDeps, GradingsService } from "./gradings.service.js";

/** The gradings module's services (`app.services.gradings`). */
export interface GradingServices {
  sessions: GradingsService;
  applications: ApplicationsService;
}

export function createGradingServices(deps: GradingDeps): GradingServices {
  const sessions = new GradingsService(deps);
  return { sessions, applications: new ApplicationsService(deps, sessions) };
}
