import { RegionListSchema, regionsEndpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { notFound } from "../../http/errors.js";
import { type PreparedJson, prepareJson, sendPrepared } from "../../http/precompressed.js";

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reference data that changes only by migration: the list's answer is built once per process,
  // checked against its schema once, and sent precompressed with an ETag (http/precompressed.ts).
  let prepared: Promise<PreparedJson> | undefined;
  const preparedList = () => {
    prepared ??= app.services.regions
      .listRegions()
      .then((items) => prepareJson(RegionListSchema.parse({ items })))
      .catch((error: unknown) => {
        prepared = undefined;
        throw error;
      });
    return prepared;
  };

  route(app, regionsEndpoints.list, { selfEncoded: true }, async (request, reply) =>
    sendPrepared(request, reply, await preparedList(), "public, max-age=3600"),
  );

  route(app, regionsEndpoints.get, {}, async (request) => {
    const code = request.params.code.toUpperCase();
    const region = (await app.services.regions.listRegions()).find((candidate) => candidate.code === code);
    if (!region) throw notFound("There is no region with this code.");
    return region;
  });
};
