import { documentsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { sendStoredFile } from "../files/files.http.js";

/** A member's own documents and belt certificates: list, counts, files, uploads and replacements. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.services;

  route(app, endpoints.list, {}, async (request) => ({ items: await documents.listOwn(authOf(request).userId) }));

  route(app, endpoints.statistics, {}, async (request) => documents.statistics(authOf(request).userId));

  route(app, endpoints.file, {}, async (request, reply) => {
    const thumbnail = request.query.thumbnail === "true";
    const found = await documents.readOwnFile(authOf(request).userId, request.params.id, thumbnail);
    return sendStoredFile(reply, found.file, found.data, {
      downloadName: found.downloadName,
      disposition: thumbnail ? "inline" : "attachment",
    });
  });

  // Forms: their fields are checked by the descriptor's schema before the handler runs.
  route(app, endpoints.add, {}, async (request, _reply, form) =>
    documents.addDocument(authOf(request).userId, form.fields, form.file),
  );

  route(app, endpoints.update, {}, async (request, _reply, form) =>
    documents.updateDocument(authOf(request).userId, form.fields, form.file),
  );

  route(app, endpoints.addCertificate, {}, async (request, _reply, form) =>
    documents.addCertificate(authOf(request).userId, form.fields, form.file),
  );

  route(app, endpoints.updateCertificate, {}, async (request, _reply, form) =>
    documents.updateCertificate(authOf(request).userId, form.fields, form.file),
  );
};
