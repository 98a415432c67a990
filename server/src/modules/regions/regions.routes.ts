import { ErrorBodySchema, RegionListSchema, RegionSchema } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../http/errors.js";

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/regions",
    {
      schema: {
        tags: ["Reference data"],
        summary: "Ghana's 16 regions with their districts",
        response: { 200: RegionListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return { items: await app.services.regions.listRegions() };
    },
  );

  app.get(
    "/regions/:code",
    {
      schema: {
        tags: ["Reference data"],
        summary: "One region with its districts",
        params: z.object({ code: z.string().describe("Two-letter region code, e.g. AA") }),
        response: { 200: RegionSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const code = request.params.code.toUpperCase();
      const region = (await app.services.regions.listRegions()).find((candidate) => candidate.code === code);
      if (!region) throw notFound("There is no region with this code.");
      return region;
    },
  );
};
