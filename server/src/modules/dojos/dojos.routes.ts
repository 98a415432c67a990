import { dojosEndpoints as endpoints } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

/** Every dojo path; registered only while the dojos flag is on (otherwise each answers 404). */
export const dojosRoutes: FastifyPluginAsyncZod = async (app) => {
  const dojos = app.services.dojos;
  const me = (request: FastifyRequest) => authOf(request).userId;

  // Public
  route(app, endpoints.list, {}, async (request) => ({ items: await dojos.registry.listPublic(request.query) }));
  route(app, endpoints.get, {}, async (request) => dojos.registry.getPublic(request.params.id));

  // The coach's side
  route(app, endpoints.register, {}, async (request, reply) => {
    reply.status(201);
    return dojos.registry.register(me(request), request.body, meta(request));
  });
  route(app, endpoints.mine, {}, async (request) => ({ items: await dojos.registry.mine(me(request)) }));
  route(app, endpoints.detail, {}, async (request) => dojos.registry.detail(request.params.id, me(request)));
  route(app, endpoints.affiliation, {}, async (request) => dojos.affiliation.get(request.params.id, me(request)));
  route(app, endpoints.payAffiliation, {}, async (request, reply) => {
    const { created, body } = await dojos.affiliation.pay(request.params.id, me(request));
    reply.status(created ? 201 : 200);
    return body;
  });

  // Instructors
  route(app, endpoints.instructors, {}, async (request) => ({
    items: await dojos.instructors.list(request.params.id, me(request)),
  }));
  route(app, endpoints.addInstructor, {}, async (request, reply) => {
    reply.status(201);
    return dojos.instructors.add(request.params.id, me(request), request.body.member, meta(request));
  });
  route(app, endpoints.removeInstructor, {}, async (request) =>
    dojos.instructors.remove(request.params.id, me(request), request.params.memberId, meta(request)),
  );

  // Students
  route(app, endpoints.join, {}, async (request, reply) => {
    reply.status(201);
    return dojos.students.join(request.params.id, me(request), request.body?.message, meta(request));
  });
  route(app, endpoints.leave, {}, async (request) =>
    dojos.students.leave(request.params.id, me(request), meta(request)),
  );
  route(app, endpoints.students, {}, async (request) => ({
    items: await dojos.students.list(request.params.id, me(request), request.query.status),
  }));
  route(app, endpoints.decideStudent, {}, async (request) =>
    dojos.students.decide(
      request.params.id,
      me(request),
      request.params.memberId,
      request.body.decision,
      meta(request),
    ),
  );

  // Trainings and sessions
  route(app, endpoints.trainings, {}, async (request) => ({
    items: await dojos.trainings.list(request.params.id, me(request)),
  }));
  route(app, endpoints.addTraining, {}, async (request, reply) => {
    reply.status(201);
    return dojos.trainings.add(request.params.id, me(request), request.body, meta(request));
  });
  route(app, endpoints.endTraining, {}, async (request) =>
    dojos.trainings.end(request.params.id, me(request), request.params.trainingId, meta(request)),
  );
  route(app, endpoints.sessions, {}, async (request) => ({
    items: await dojos.trainings.sessions(request.params.id, me(request), request.query.from, request.query.to),
  }));
  route(app, endpoints.updateSession, {}, async (request) =>
    dojos.trainings.updateSession(
      request.params.id,
      me(request),
      request.params.sessionId,
      request.body,
      meta(request),
    ),
  );
  route(app, endpoints.roll, {}, async (request) =>
    dojos.attendance.roll(request.params.id, me(request), request.params.sessionId),
  );
  route(app, endpoints.recordAttendance, {}, async (request) =>
    dojos.attendance.record(
      request.params.id,
      me(request),
      request.params.sessionId,
      request.body.entries,
      meta(request),
    ),
  );

  // The member's training
  route(app, endpoints.myTraining, {}, async (request) => dojos.myTraining.get(me(request)));

  // Officials
  route(app, endpoints.adminList, {}, async (request) => {
    const scope = await requirePermission(request, "dojos.manage");
    return dojos.registry.adminList(scope, request.query);
  });
  route(app, endpoints.decide, {}, async (request) => {
    const scope = await requirePermission(request, "dojos.manage");
    return dojos.registry.decide(scope, request.params.id, request.body, meta(request));
  });
};
