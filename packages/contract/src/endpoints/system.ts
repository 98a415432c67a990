import { defineEndpoint } from "../endpoint.js";
import { PublicConfigSchema, StatusSchema } from "../system.js";

const tags = ["System"] as const;

/** Whether the portal works, and the settings the web app starts with. */
export const systemEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: "/status",
    summary: "Whether the portal works; details (version, database, integrations, messages) for staff",
    description:
      "Answers 200 while the process runs; `status` is `degraded` when the database does not answer or messages " +
      "failed for good in the last 24 hours. `details` only for a bearer token of a staff member.",
    tags,
    // Anyone may ask; a staff member's bearer token adds the details, an invalid one is ignored.
    auth: "none",
    responses: { 200: StatusSchema },
  }),
  config: defineEndpoint({
    method: "GET",
    path: "/config",
    summary: "Feature flags and public settings for the web app",
    tags,
    auth: "none",
    responses: { 200: PublicConfigSchema },
  }),
};
