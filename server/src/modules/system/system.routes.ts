import { PublicConfigSchema, StatusSchema } from "@gkf/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerToken } from "../../http/authenticate.js";
import { APP_VERSION } from "../../version.js";

/** A caller with a live session and any staff grant (read from the database, as every check). */
async function isStaff(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  const auth = await app.services.accounts.authenticate(token).catch(() => null);
  if (!auth) return false;
  const grants = await app.services.accounts.getStaffGrants(auth.userId);
  return grants.length > 0;
}

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/status",
    {
      schema: {
        tags: ["System"],
        summary: "Whether the portal works; details (version, database, integrations, messages) for staff",
        description:
          "Answers 200 while the process runs; `status` is `degraded` when the database does not answer or messages " +
          "failed for good in the last 24 hours. `details` only for a bearer token of a staff member.",
        response: { 200: StatusSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("vary", "authorization");
      return app.services.system.status(await isStaff(app, request));
    },
  );

  app.get(
    "/config",
    {
      schema: {
        tags: ["System"],
        summary: "Feature flags and public settings for the web app",
        response: { 200: PublicConfigSchema },
      },
    },
    async () => ({
      features: { dojos: app.config.features.dojos },
      phone_signup: app.config.phoneSignup,
      environment: app.config.env,
      version: APP_VERSION,
    }),
  );
};
