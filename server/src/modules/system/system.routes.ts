import { systemEndpoints } from "@gkf/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerToken } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
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
  route(app, systemEndpoints.status, {}, async (request, reply) => {
    reply.header("cache-control", "no-store").header("vary", "authorization");
    return app.services.system.status(await isStaff(app, request));
  });

  route(app, systemEndpoints.config, {}, async () => ({
    features: { dojos: app.config.features.dojos },
    phone_signup: app.config.phoneSignup,
    environment: app.config.env,
    version: APP_VERSION,
  }));
};
