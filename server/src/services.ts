import type { AppConfig } from "./config/config.js";
import type { DatabaseHandle } from "./db/database.js";
import { AccountNotices } from "./modules/accounts/account-notices.js";
import { AccountsRepository } from "./modules/accounts/accounts.repository.js";
import { ContactsService } from "./modules/accounts/contacts.service.js";
import { MemberDirectory } from "./modules/accounts/member-directory.js";
import { PasswordService } from "./modules/accounts/password.service.js";
import { ProfileService } from "./modules/accounts/profile.service.js";
import { RegistrationService } from "./modules/accounts/registration.service.js";
import { SessionsService } from "./modules/accounts/sessions.service.js";
import { SignInService } from "./modules/accounts/sign-in.service.js";
import { SignInLimits } from "./modules/accounts/sign-in-limits.js";
import { StaffService } from "./modules/accounts/staff.service.js";
import { TfaService } from "./modules/accounts/tfa.service.js";
import { CodeSender, VerificationCodes } from "./modules/accounts/verification-codes.js";
import { AuditRepository } from "./modules/audit/audit.repository.js";
import { AuditService } from "./modules/audit/audit.service.js";
import { DocumentJobs } from "./modules/documents/document-jobs.js";
import { DocumentReviewService } from "./modules/documents/document-review.service.js";
import { DocumentsRepository } from "./modules/documents/documents.repository.js";
import { DocumentsService } from "./modules/documents/documents.service.js";
import { DojoQueries } from "./modules/dojos/dojo-queries.js";
import { createDojoServices, type DojoServices } from "./modules/dojos/dojos.module.js";
import { createEventServices, type EventServices } from "./modules/events/events.module.js";
import { FamiliesService } from "./modules/families/families.service.js";
import { FilesRepository } from "./modules/files/files.repository.js";
import { FilesService } from "./modules/files/files.service.js";
import { createFileStorage } from "./modules/files/storage-from-config.js";
import { createGradingServices, type GradingServices } from "./modules/gradings/gradings.module.js";
import { createMemberServices, type MemberServices } from "./modules/members/members.module.js";
import { MembershipRecordService } from "./modules/memberships/membership-record.service.js";
import { MembershipsRepository } from "./modules/memberships/memberships.repository.js";
import { MembershipsService } from "./modules/memberships/memberships.service.js";
import { NotificationsService } from "./modules/notifications/notifications.service.js";
import { createPaymentProvider } from "./modules/payments/create-payment-provider.js";
import { MobileMoneyService } from "./modules/payments/mobile-money.service.js";
import { PaymentCrediting } from "./modules/payments/payment-crediting.js";
import { PaymentsRepository } from "./modules/payments/payments.repository.js";
import { PaymentsService } from "./modules/payments/payments.service.js";
import { PaymentsAdminService } from "./modules/payments/payments-admin.service.js";
import { PositionsRepository } from "./modules/positions/positions.repository.js";
import { PositionsService } from "./modules/positions/positions.service.js";
import { AccessLog } from "./modules/privacy/access-log.js";
import { createPrivacyServices, type PrivacyServices } from "./modules/privacy/privacy.module.js";
import { RegionsRepository } from "./modules/regions/regions.repository.js";
import { RegionsService } from "./modules/regions/regions.service.js";
import { SettingsService } from "./modules/settings/settings.service.js";
import { createStatisticsService } from "./modules/statistics/statistics.module.js";
import type { StatisticsService } from "./modules/statistics/statistics.service.js";
import { SystemService } from "./modules/system/system.service.js";
import { RateLimitRepository } from "./security/rate-limit.repository.js";
import { RateLimiter } from "./security/rate-limiter.js";
import { TokenSigner } from "./security/tokens.js";

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
  /** Guardians and children, X-Acting-For (issue 16, decision 104). */
  families: FamiliesService;
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
  /** Two-step sign-in with an authenticator app and recovery codes (issue 17). */
  tfa: TfaService;
  /** Staff grants: super admins grant and revoke (accounts module, staff_grants). */
  staff: StaffService;
  /** The dashboard: each module's aggregates put together (modules/statistics). */
  statistics: StatisticsService;
  system: SystemService;
}

/** Wires each module's service to its repository and to the services it may call. */
export function createServices(config: AppConfig, database: DatabaseHandle): Services {
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
  const tfa = new TfaService(db, rateLimiter, notifications, audit, config.appSecret, config.publicUrl);
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
    signIn: new SignInService(
      config,
      accountsRepository,
      codes,
      codeSender,
      signInLimits,
      notices,
      audit,
      sessions,
      tfa,
    ),
    tfa,
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
    profiles: new ProfileService(accountsRepository, signInLimits, audit, tfa),
    staff: new StaffService(db, memberships, regions, notifications, audit, config.publicUrl),
  };
  const accounts = new MemberDirectory(accountsRepository, sessions, accountServices.profiles, tfa);
  const files = new FilesService(new FilesRepository(db), createFileStorage(config.fileStorage));
  // A document changed (upload, replacement, decision, stored expiry): the membership record
  // recomputes what documents prove (belt, verified category, compliance score).
  const documentChanged = (userId: string) => membershipRecords.documentsChanged(userId);
  const documentsRepository = new DocumentsRepository(db);
  const documents = new DocumentsService(documentsRepository, files, documentChanged);
  // Officials' views of members' identity, medical and birth documents (privacy, decision 105).
  const accessLog = new AccessLog(db, accounts);
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
    (read) => accessLog.record(read),
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
      guardianConsent: (memberId) => families.guardianConsentOf(memberId),
      requireCurrentNotice: (memberId) => services.privacy.consents.requireCurrent(memberId),
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
      guardianConsent: (memberId) => families.guardianConsentOf(memberId),
      requireCurrentNotice: (memberId) => services.privacy.consents.requireCurrent(memberId),
    },
    crediting,
  );
  // Guardians and children (decision 104): accounts send a child's messages to the guardian and
  // registration links a minor to the registering contact, through the families module.
  const families = new FamiliesService({
    db,
    accounts,
    memberships,
    regions,
    registration: accountServices.registration,
    notifications,
    audit,
    publicUrl: config.publicUrl,
    limiter: rateLimiter,
    phoneSignup: config.phoneSignup,
  });
  accounts.useGuardians((userIds, within) => families.guardiansOf(userIds, within));
  accountServices.registration.useGuardians({
    link: (guardianId, childId, source, within) => families.link(guardianId, childId, source, within),
    hasGuardian: (userId) => families.hasGuardian(userId),
    requestGuardian: async (child, guardian, within) => {
      await families.requests.open(child, guardian, within);
    },
  });
  const base: Omit<Services, "members" | "privacy"> = {
    ...accountServices,
    accounts,
    audit,
    documentJobs,
    documentReview,
    documents,
    dojos,
    events,
    families,
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
    statistics: createStatisticsService(db, memberships, config.statisticsMaxAgeSeconds),
    system: new SystemService(config, database, notifications),
  };
  const services = { ...base, privacy: createPrivacyServices(db, config, base, accessLog) };
  return { ...services, members: createMemberServices(db, config.publicUrl, services) };
}
