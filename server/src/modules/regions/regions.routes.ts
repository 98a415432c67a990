import { regionsEndpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { notFound } from "../../http/errors.js";

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, regionsEndpoints.list, {}, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=3600");
    return { items: await app.services.regions.listRegions() };
  });

  route(app, regionsEndpoints.get, {}, async (request) => {
    const code = request.params.code.toUpperCase();
    const region = (await app.services.regions.listRegions()).find((candidate) => candidate.code === code);
    if (!region) throw notFound("There is no region with this code.");
    return region;
  });
};
