import { PublicConfigSchema, StatusSchema } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { APP_VERSION } from "../../version.js";

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/status",
    {
      schema: {
        tags: ["System"],
        summary: "Health of this server: version, uptime, database, integrations",
        description: "Answers 200 while the process runs; `status` is `degraded` when the database does not answer.",
        response: { 200: StatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return app.services.system.status();
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
      environment: app.config.env,
      version: APP_VERSION,
    }),
  );
};
