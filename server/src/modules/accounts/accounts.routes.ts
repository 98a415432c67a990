import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { passwordRoutes } from "./password.routes.js";
import { profileRoutes } from "./profile.routes.js";
import { registrationRoutes } from "./registration.routes.js";
import { sessionsRoutes } from "./sessions.routes.js";
import { signInRoutes } from "./sign-in.routes.js";
import { staffRoutes } from "./staff.routes.js";
import { tfaRoutes } from "./tfa.routes.js";

/** Every accounts route, one file per job, each calling the service of that job. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registrationRoutes);
  await app.register(signInRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(sessionsRoutes);
  await app.register(staffRoutes);
  await app.register(tfaRoutes);
};
