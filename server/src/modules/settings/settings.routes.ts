import { settingsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;

  // Display settings, the same for everyone: no sign-in, and a browser may keep them a minute.
  route(app, endpoints.beltColours, {}, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return { items: await settings.listBeltColours() };
  });

  route(app, endpoints.setBeltColours, {}, async (request) => {
    const scope = await requirePermission(request, "settings.manage");
    const items = request.body.items.map((item) => ({
      belt: item.belt,
      colour: item.colour,
      stripe_colour: item.stripe_colour ?? null,
      text_colour: item.text_colour ?? null,
    }));
    return {
      items: await settings.setBeltColours(scope.userId, items, {
        ip: request.ip,
        userAgent: String(request.headers["user-agent"] ?? ""),
      }),
    };
  });
};
