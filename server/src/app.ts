import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_BASE_PATH } from "@gkf/contract";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { AppConfig } from "./config/config.js";
import type { Database, DatabaseHandle } from "./db/database.js";
import { withActingForHeader } from "./http/acting-for.js";
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from "./http/error-handler.js";
import { registerErrorLanguage } from "./http/error-language.js";
import { registerInputGuards } from "./http/input-guards.js";
import { GZIP_THRESHOLD } from "./http/json-answer.js";
import { MULTIPART_LIMITS } from "./http/multipart.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { registerWebApp } from "./http/web-app.js";
import { accountsRoutes } from "./modules/accounts/accounts.routes.js";
import { auditRoutes } from "./modules/audit/audit.routes.js";
import { documentsRoutes } from "./modules/documents/documents.routes.js";
import { reviewRoutes } from "./modules/documents/review.routes.js";
import { dojosRoutes } from "./modules/dojos/dojos.routes.js";
import { eventsRoutes } from "./modules/events/events.routes.js";
import { familiesRoutes } from "./modules/families/families.routes.js";
import { gradingResultsRoutes } from "./modules/gradings/grading-results.routes.js";
import { gradingsRoutes } from "./modules/gradings/gradings.routes.js";
import { membersRoutes } from "./modules/members/members.routes.js";
import { gradeAwardsRoutes } from "./modules/memberships/grade-awards.routes.js";
import { membershipsRoutes } from "./modules/memberships/memberships.routes.js";
import { publicVerifyRoutes } from "./modules/memberships/public-verify.routes.js";
import { devOutboxRoutes } from "./modules/notifications/notifications.routes.js";
import { registerRequestMetrics } from "./modules/observability/metrics.js";
import { observabilityRoutes } from "./modules/observability/observability.routes.js";
import { mobileMoneyRoutes } from "./modules/payments/mobile-money.routes.js";
import { paymentsRoutes, paymentWebhookRoutes } from "./modules/payments/payments.routes.js";
import { paymentsAdminRoutes } from "./modules/payments/payments-admin.routes.js";
import { sandboxCheckoutRoutes } from "./modules/payments/sandbox-checkout.routes.js";
import { positionsRoutes } from "./modules/positions/positions.routes.js";
import { privacyRoutes } from "./modules/privacy/privacy.routes.js";
import { regionsRoutes } from "./modules/regions/regions.routes.js";
import { settingsRoutes } from "./modules/settings/settings.routes.js";
import { statisticsRoutes } from "./modules/statistics/statistics.routes.js";
import { systemRoutes } from "./modules/system/system.routes.js";
import { createServices, type Services } from "./services.js";
import { APP_VERSION } from "./version.js";

export type { Services };

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    /** The database handle (engine, PostgreSQL pool counts) for readiness and metrics. */
    database: DatabaseHandle;
    services: Services;
    /** `draining` is set when the process starts to stop: readiness answers 503 (decision 108). */
    lifecycle: { draining: boolean };
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions["logger"];
}

// A client may pass its own request id (a load balancer's, say); anything odd is replaced.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The whole HTTP application, used by the server and by tests alike. Plugins are registered in
 * a fixed, visible order: request ids, errors, security headers, docs, API modules, web app.
 */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors answered before any route: a bad %-escape, a path parameter over 100 characters,
    // and what Node's HTTP parser refuses (a URL or headers over 16 KB). All in the error shape.
    frameworkErrors: frameworkErrorHandler(config),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("database", database);
  app.decorate("lifecycle", { draining: false });
  app.decorate("services", createServices(config, database));

  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  // Every route's requests timed by route pattern, method and status class (/api/metrics).
  registerRequestMetrics(app);
  registerErrorHandling(app);
  registerErrorLanguage(app);
  registerInputGuards(app);

  registerSecurityHeaders(app, config);
  // JSON answers gzipped for members on metered connections; the web app's files are
  // precompressed at build time and skipped here (they arrive with their own encoding), and so
  // are answers prepared once (the regions list, http/precompressed.ts). Level 1 (decision 109):
  // on answers of a few KB it compresses nearly as well as the default 6 for half the CPU, which
  // every request pays; under 1 KB nothing is gained.
  await app.register(compress, {
    threshold: GZIP_THRESHOLD,
    encodings: ["gzip", "deflate"],
    zlibOptions: { level: 1 },
  });
  await app.register(cookie, { secret: config.appSecret });
  // Uploads: one file of at most 5 MB and a few short fields per form (http/multipart.ts).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "GKF Portal API",
        version: APP_VERSION,
        description:
          "The membership platform of the Ghana Karate Federation. Every error answers " +
          "`{ code, message, action?, fields? }` with a 4xx or 5xx status.",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: withActingForHeader(jsonSchemaTransform),
  });
  // The API description is on outside production and a switch in it (API_DOCS, off by default).
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });
    app.get(`${API_BASE_PATH}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  }

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(observabilityRoutes);
      await api.register(regionsRoutes);
      await api.register(accountsRoutes);
      await api.register(familiesRoutes);
      await api.register(membershipsRoutes);
      await api.register(documentsRoutes);
      await api.register(reviewRoutes);
      await api.register(publicVerifyRoutes);
      await api.register(gradeAwardsRoutes);
      await api.register(paymentsRoutes);
      await api.register(paymentsAdminRoutes);
      await api.register(mobileMoneyRoutes);
      await api.register(positionsRoutes);
      await api.register(membersRoutes);
      await api.register(privacyRoutes);
      // The dojos flag: off, every dojo path is absent (404), not refused.
      if (config.features.dojos) await api.register(dojosRoutes);
      await api.register(eventsRoutes);
      await api.register(gradingsRoutes);
      await api.register(gradingResultsRoutes);
      await api.register(settingsRoutes);
      await api.register(auditRoutes);
      await api.register(statisticsRoutes);
      // Its own context: the webhook reads JSON as raw bytes to check the signature.
      await api.register(paymentWebhookRoutes);
      if (config.payments.provider === "sandbox") await api.register(sandboxCheckoutRoutes);
      // Development aids do not exist in production: not hidden, absent (API9).
      if (config.devTools) await api.register(devOutboxRoutes);
    },
    { prefix: API_BASE_PATH },
  );

  registerWebApp(app, config);
  return app;
}
