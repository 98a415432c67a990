import { normalizeEmail, normalizeGhanaPhone, OutboxMessageSchema } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../http/errors.js";

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

  app.get(
    "/dev/outbox/attachments/:id",
    {
      schema: {
        tags: ["Development"],
        summary: "The file attached to a message of the dev outbox (not in production)",
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const attachment = await app.services.notifications.getAttachment(request.params.id);
      if (!attachment) throw notFound("There is no such attachment in the outbox.");
      return reply
        .header("content-type", attachment.contentType)
        .header("content-disposition", `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, "_")}"`)
        .header("x-content-type-options", "nosniff")
        .send(attachment.content);
    },
  );
};
