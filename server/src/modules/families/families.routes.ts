import { familiesEndpoints as endpoints } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });
const me = (request: FastifyRequest) => authOf(request).userId;

/** Guardians and children (issue 16, decision 104). X-Acting-For is refused here (http/acting-for.ts). */
export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { families } = app.services;

  route(app, endpoints.listChildren, {}, async (request) => ({ items: await families.listChildren(me(request)) }));
  route(app, endpoints.addChild, {}, async (request) => families.addChild(me(request), request.body, meta(request)));
  route(app, endpoints.family, {}, async (request) => {
    const [children, guardian, guardianRequest] = await Promise.all([
      families.listChildren(me(request)),
      families.guardianOfCaller(me(request)),
      families.requests.ownRequest(me(request)),
    ]);
    return { children, guardian, guardian_request: guardian ? null : guardianRequest };
  });
  route(app, endpoints.createSignIn, {}, async (request) =>
    families.createSignIn(me(request), request.params.id, request.body, meta(request)),
  );
  route(app, endpoints.completeGuardianDetails, {}, async (request) =>
    families.completeGuardianDetails(me(request), request.body, meta(request)),
  );
  // A guardian named by a 13–17-year-old registering on their own (decision 111), or named again (decision 138).
  route(app, endpoints.nameGuardian, {}, async (request) =>
    families.requests.send(me(request), request.body, meta(request)),
  );
  route(app, endpoints.guardianRequest, {}, async (request) =>
    families.requests.view(me(request), request.params.token),
  );
  route(app, endpoints.confirmGuardianRequest, {}, async (request) =>
    families.requests.confirm(me(request), request.params.token, meta(request)),
  );
  route(app, endpoints.declineGuardianRequest, {}, async (request) =>
    families.requests.decline(me(request), request.params.token, meta(request)),
  );
};
