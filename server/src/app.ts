import { randomUUID } from "node:crypto";
import path from "node:path";
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
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from "./http/error-handler.js";
import { registerInputGuards } from "./http/input-guards.js";
import { MULTIPART_LIMITS } from "./http/multipart.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { registerWebApp } from "./http/web-app.js";
import { AccountNotices } from "./modules/accounts/account-notices.js";
import { AccountsRepository } from "./modules/accounts/accounts.repository.js";
import { accountsRoutes } from "./modules/accounts/accounts.routes.js";
import { ContactsService } from "./modules/accounts/contacts.service.js";
import { MemberDirectory } from "./modules/accounts/member-directory.js";
import { PasswordService } from "./modules/accounts/password.service.js";
import { ProfileService } from "./modules/accounts/profile.service.js";
import { RegistrationService } from "./modules/accounts/registration.service.js";
import { SessionsService } from "./modules/accounts/sessions.service.js";
import { SignInService } from "./modules/accounts/sign-in.service.js";
import { SignInLimits } from "./modules/accounts/sign-in-limits.js";
import { StaffService } from "./modules/accounts/staff.service.js";
import { CodeSender, VerificationCodes } from "./modules/accounts/verification-codes.js";
import { AuditRepository } from "./modules/audit/audit.repository.js";
import { auditRoutes } from "./modules/audit/audit.routes.js";
import { AuditService } from "./modules/audit/audit.service.js";
import { DocumentJobs } from "./modules/documents/document-jobs.js";
import { DocumentReviewService } from "./modules/documents/document-review.service.js";
import { DocumentsRepository } from "./modules/documents/documents.repository.js";
import { documentsRoutes } from "./modules/documents/documents.routes.js";
import { DocumentsService } from "./modules/documents/documents.service.js";
import { reviewRoutes } from "./modules/documents/review.routes.js";
import { DojoQueries } from "./modules/dojos/dojo-queries.js";
import { createDojoServices, type DojoServices } from "./modules/dojos/dojos.module.js";
import { dojosRoutes } from "./modules/dojos/dojos.routes.js";
import { createEventServices, type EventServices } from "./modules/events/events.module.js";
import { eventsRoutes } from "./modules/events/events.routes.js";
import { LocalDiskStorage } from "./modules/files/file-storage.js";
import { FilesRepository } from "./modules/files/files.repository.js";
import { FilesService } from "./modules/files/files.service.js";
import { gradingResultsRoutes } from "./modules/gradings/grading-results.routes.js";
import { createGradingServices, type GradingServices } from "./modules/gradings/gradings.module.js";
import { gradingsRoutes } from "./modules/gradings/gradings.routes.js";
import { createMemberServices, type MemberServices } from "./modules/members/members.module.js";
import { membersRoutes } from "./modules/members/members.routes.js";
import { gradeAwardsRoutes } from "./modules/memberships/grade-awards.routes.js";
import { MembershipRecordService } from "./modules/memberships/membership-record.service.js";
import { MembershipsRepository } from "./modules/memberships/memberships.repository.js";
import { membershipsRoutes } from "./modules/memberships/memberships.routes.js";
import { MembershipsService } from "./modules/memberships/memberships.service.js";
import { publicVerifyRoutes } from "./modules/memberships/public-verify.routes.js";
import { devOutboxRoutes } from "./modules/notifications/notifications.routes.js";
import { NotificationsService } from "./modules/notifications/notifications.service.js";
import { mobileMoneyRoutes } from "./modules/payments/mobile-money.routes.js";
import { MobileMoneyService } from "./modules/payments/mobile-money.service.js";
import { PaymentCrediting } from "./modules/payments/payment-crediting.js";
import { createPaymentProvider } from "./modules/payments/payment-providers.js";
import { PaymentsRepository } from "./modules/payments/payments.repository.js";
import { paymentsRoutes, paymentWebhookRoutes } from "./modules/payments/payments.routes.js";
import { PaymentsService } from "./modules/payments/payments.service.js";
import { paymentsAdminRoutes } from "./modules/payments/payments-admin.routes.js";
import { PaymentsAdminService } from "./modules/payments/payments-admin.service.js";
import { sandboxCheckoutRoutes } from "./modules/payments/sandbox-checkout.routes.js";
import { PositionsRepository } from "./modules/positions/positions.repository.js";
import { positionsRoutes } from "./modules/positions/positions.routes.js";
import { PositionsService } from "./modules/positions/positions.service.js";
import { createPrivacyServices, type PrivacyServices } from "./modules/privacy/privacy.module.js";
import { privacyRoutes } from "./modules/privacy/privacy.routes.js";
import { RegionsRepository } from "./modules/regions/regions.repository.js";
import { regionsRoutes } from "./modules/regions/regions.routes.js";
import { RegionsService } from "./modules/regions/regions.service.js";
import { settingsRoutes } from "./modules/settings/settings.routes.js";
import { SettingsService } from "./modules/settings/settings.service.js";
import { createStatisticsService } from "./modules/statistics/statistics.module.js";
import { statisticsRoutes } from "./modules/statistics/statistics.routes.js";
import type { StatisticsService } from "./modules/statistics/statistics.service.js";
import { systemRoutes } from "./modules/system/system.routes.js";
import { SystemService } from "./modules/system/system.service.js";
import { RateLimitRepository } from "./security/rate-limit.repository.js";
import { RateLimiter } from "./security/rate-limiter.js";
import { TokenSigner } from "./security/tokens.js";
import { APP_VERSION } from "./version.js";

export interface Services {
  /** The accounts facade other modules use (members' facts, staff grants, the caller of a token). */
  accounts: MemberDirectory;
  audit: AuditService;
  contacts: ContactsService;
  documentJobs: DocumentJobs;
  documentReview: DocumentReviewService;
  documents: DocumentsService;
  dojos: DojoServices;
  events: EventServices;
  files: FilesService;
  gradings: GradingServices;
  /** The officials' member directory, a member's file and actions on a member (issue 15). */
  members: MemberServices;
  membershipRecords: MembershipRecordService;
  memberships: MembershipsService;
  mobileMoney: MobileMoneyService;
  notifications: NotificationsService;
  passwords: PasswordService;
  payments: PaymentsService;
  paymentsAdmin: PaymentsAdminService;
  positions: PositionsService;
  /** Download my data, erasure and retention (Act 843, decision 97). */
  privacy: PrivacyServices;
  profiles: ProfileService;
  rateLimiter: RateLimiter;
  regions: RegionsService;
  registration: RegistrationService;
  sessions: SessionsService;
  settings: SettingsService;
  signIn: SignInService;
  /** Staff grants: super admins grant and revoke (accounts module, staff_grants). */
  staff: StaffService;
  /** The dashboard: each module's aggregates put together (modules/statistics). */
  statistics: StatisticsService;
  system: SystemService;
}

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    services: Services;
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

/** Wires each module's service to its repository and to the services it may call. */
function createServices(config: AppConfig, database: DatabaseHandle): Services {
  const { db } = database;
  const regions = new RegionsService(new RegionsRepository(db));
  const audit = new AuditService(new AuditRepository(db));
  const notifications = new NotificationsService(db, config.devTools, config.appSecret);
  const memberships = new MembershipsService(db);
  const rateLimiter = new RateLimiter(new RateLimitRepository(db));
  // Accounts: one service per job, sharing the repository, codes, limits and notices.
  const accountsRepository = new AccountsRepository(db);
  const codes = new VerificationCodes(accountsRepository, config.appSecret);
  const codeSender = new CodeSender(db, config.appSecret, notifications);
  const signInLimits = new SignInLimits(rateLimiter);
  const notices = new AccountNotices(db, notifications, config.publicUrl);
  const sessions = new SessionsService(config, accountsRepository, new TokenSigner(config.appSecret), audit);
  const accountServices = {
    registration: new RegistrationService(
      config,
      db,
      accountsRepository,
      codes,
      codeSender,
      signInLimits,
      notices,
      audit,
      regions,
      memberships,
    ),
    signIn: new SignInService(config, accountsRepository, codes, codeSender, signInLimits, notices, audit, sessions),
    sessions,
    passwords: new PasswordService(db, accountsRepository, codes, codeSender, signInLimits, notifications, audit),
    contacts: new ContactsService(
      db,
      accountsRepository,
      codes,
      codeSender,
      signInLimits,
      notifications,
      audit,
      config.publicUrl,
    ),
    profiles: new ProfileService(accountsRepository, signInLimits, audit),
    staff: new StaffService(db, memberships, regions, notifications, audit, config.publicUrl),
  };
  const accounts = new MemberDirectory(accountsRepository, sessions, accountServices.profiles);
  const files = new FilesService(new FilesRepository(db), new LocalDiskStorage(path.join(config.dataDir, "files")));
  // A document changed (upload, replacement, decision, stored expiry): the membership record
  // recomputes what documents prove (belt, verified category, compliance score).
  const documentChanged = (userId: string) => membershipRecords.documentsChanged(userId);
  const documentsRepository = new DocumentsRepository(db);
  const documents = new DocumentsService(documentsRepository, files, documentChanged);
  const documentReview = new DocumentReviewService(
    db,
    documentsRepository,
    documents,
    files,
    accounts,
    memberships,
    notifications,
    audit,
    documentChanged,
  );
  const documentJobs = new DocumentJobs(documentsRepository, documentChanged);
  const paymentProvider = createPaymentProvider(config, db);
  const crediting = new PaymentCrediting(config, db, memberships, accounts, notifications, audit);
  const payments = new PaymentsService(
    config,
    new PaymentsRepository(db),
    paymentProvider,
    crediting,
    memberships,
    accounts,
    audit,
  );
  const paymentsAdmin = new PaymentsAdminService(db, crediting, memberships, accounts, audit);
  const membershipRecords = new MembershipRecordService(
    config,
    db,
    new MembershipsRepository(db),
    documents,
    documentJobs,
    accounts,
    regions,
    files,
    notifications,
    payments,
  );
  const positions = new PositionsService(
    db,
    new PositionsRepository(db),
    membershipRecords,
    accounts,
    notifications,
    audit,
  );
  const dojos = createDojoServices(
    {
      db,
      accounts,
      memberships,
      records: membershipRecords,
      documents,
      payments,
      regions,
      notifications,
      audit,
      publicUrl: config.publicUrl,
    },
    crediting,
  );
  const events = createEventServices(
    {
      db,
      accounts,
      records: membershipRecords,
      dojos: new DojoQueries(db, documents),
      payments,
      regions,
      notifications,
      audit,
      dojosEnabled: config.features.dojos,
      publicUrl: config.publicUrl,
    },
    crediting,
  );
  const gradings = createGradingServices(
    {
      db,
      accounts,
      records: membershipRecords,
      dojos: new DojoQueries(db, documents),
      payments,
      regions,
      audit,
      notifications,
      publicUrl: config.publicUrl,
      dojosEnabled: config.features.dojos,
    },
    crediting,
  );
  const base: Omit<Services, "members" | "privacy"> = {
    ...accountServices,
    accounts,
    audit,
    documentJobs,
    documentReview,
    documents,
    dojos,
    events,
    files,
    gradings,
    membershipRecords,
    memberships,
    mobileMoney: new MobileMoneyService(db, paymentProvider, payments, memberships, accounts),
    notifications,
    payments,
    paymentsAdmin,
    positions,
    rateLimiter,
    regions,
    settings: new SettingsService(db, audit),
    statistics: createStatisticsService(db, memberships),
    system: new SystemService(config, database, notifications),
  };
  const services = { ...base, privacy: createPrivacyServices(db, config, base) };
  return { ...services, members: createMemberServices(db, config.publicUrl, services) };
}

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
  app.decorate("services", createServices(config, database));

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandling(app);
  registerInputGuards(app);

  registerSecurityHeaders(app, config);
  // JSON answers gzipped for members on metered connections; the web app's files are
  // precompressed at build time and skipped here (they arrive with their own encoding).
  await app.register(compress, { threshold: 1024, encodings: ["gzip", "deflate"] });
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
    transform: jsonSchemaTransform,
  });
  // The API description is on outside production and a switch in it (API_DOCS, off by default).
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });
    app.get(`${API_BASE_PATH}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  }

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(regionsRoutes);
      await api.register(accountsRoutes);
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
