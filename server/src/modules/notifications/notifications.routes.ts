import { normalizeEmail, normalizeGhanaPhone, OutboxMessageSchema } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** GET /api/dev/outbox: registered outside production only, so the path does not exist there. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["Development"],
        summary: "Messages sent to an address, newest first (not in production)",
        querystring: z.object({ to: z.string().trim().min(1).max(254).describe("E-mail address or phone (E.164)") }),
        response: { 200: z.array(OutboxMessageSchema) },
      },
    },
    async (request) => {
      // Phones are stored in E.164; let people ask with the number as they write it.
      const { to } = request.query;
      return app.services.notifications.listForRecipient(
        to.includes("@") ? normalizeEmail(to) : (normalizeGhanaPhone(to) ?? to),
      );
    },
  );
};
