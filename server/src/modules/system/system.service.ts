import type { SystemStatus, SystemStatusDetails } from "@gkf/contract";
import type { AppConfig } from "../../config/config.js";
import { type DatabaseHandle, pingDatabase } from "../../db/database.js";
import { listAppliedMigrations } from "../../db/migrate.js";
import { APP_VERSION } from "../../version.js";
import type { DeliveryCounts, NotificationsService } from "../notifications/notifications.service.js";

type State = "ok" | "degraded" | "disabled";

const DAY_MS = 86_400_000;
/**
 * How long the public answer's database read is shared by the requests that follow it: the page
 * is polled by people and load balancers, and the answer is the same for everyone (issue 18).
 */
const SHARED_READ_MS = 1000;

const SMS_PROVIDER_NAMES: Record<string, string> = {
  console: "Console (messages are written to the log)",
  hubtel: "Hubtel",
  arkesel: "Arkesel",
  mnotify: "mNotify",
};

export class SystemService {
  private readonly startedAt = new Date();
  /** The last public read and until when it answers others too (nothing per user: the outbox's counts). */
  private sharedCounts: { until: number; counts: Promise<DeliveryCounts | null> } | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly database: DatabaseHandle,
    private readonly notifications?: NotificationsService,
  ) {}

  /**
   * Whether the portal works, for anyone; the settings behind it (`details`) only for staff:
   * SMTP hosts, providers and migration names tell an attacker more than a member needs.
   */
  async status(withDetails: boolean): Promise<SystemStatus> {
    // For anyone, one read (shared for a second): the outbox's counts, whose answer also shows
    // the database answers. Staff always read afresh, and time a round trip of their own.
    const counts = await this.deliveryCounts(withDetails);
    const latency = withDetails || counts === undefined ? await pingDatabase(this.database.db) : null;
    const reachable = latency !== null || (counts !== undefined && counts !== null);
    // Failed for good in the last day: the channel is not working as it should.
    const mailState: State =
      !this.config.mail.smtpUrl && this.config.isProduction
        ? "disabled"
        : (counts?.failedEmail ?? 0) > 0
          ? "degraded"
          : "ok";
    const smsState: State =
      this.config.sms.provider === "console" && this.config.isProduction
        ? "disabled"
        : (counts?.failedSms ?? 0) > 0
          ? "degraded"
          : "ok";
    const services: SystemStatus["services"] = [
      { name: "portal", state: reachable ? "ok" : "degraded" },
      { name: "email", state: mailState },
      { name: "sms", state: smsState },
      { name: "payments", state: "ok" },
    ];
    const status = services.some((service) => service.state === "degraded") ? "degraded" : "ok";
    return {
      status,
      checked_at: new Date().toISOString(),
      services,
      ...(withDetails ? { details: await this.details(latency, counts ?? null, mailState, smsState) } : {}),
    };
  }

  /** The outbox's counts (null: the database did not answer); undefined without notifications. */
  private deliveryCounts(fresh: boolean): Promise<DeliveryCounts | null> | undefined {
    if (!this.notifications) return undefined;
    const now = Date.now();
    if (!fresh && this.sharedCounts && this.sharedCounts.until > now) return this.sharedCounts.counts;
    const counts = this.notifications.deliveryCounts(new Date(now - DAY_MS)).catch(() => null);
    this.sharedCounts = { until: now + SHARED_READ_MS, counts };
    return counts;
  }

  private async details(
    latency: number | null,
    counts: DeliveryCounts | null,
    mailState: State,
    smsState: State,
  ): Promise<SystemStatusDetails> {
    const migrations = latency === null ? [] : await listAppliedMigrations(this.database).catch(() => []);
    const sms = this.config.sms;
    return {
      version: APP_VERSION,
      environment: this.config.env,
      started_at: this.startedAt.toISOString(),
      uptime_seconds: Math.round(process.uptime()),
      database: {
        engine: this.database.engine,
        reachable: latency !== null,
        latency_ms: latency,
        migrations_applied: migrations.length,
        latest_migration: migrations.at(-1) ?? null,
      },
      integrations: [
        this.config.mail.smtpUrl
          ? {
              name: "mail",
              provider: "smtp",
              state: mailState,
              detail: `SMTP at ${new URL(this.config.mail.smtpUrl).host}`,
            }
          : {
              name: "mail",
              provider: "outbox",
              state: mailState,
              detail: "No SMTP_URL: messages are kept in the development outbox only",
            },
        {
          name: "sms",
          provider: sms.provider,
          state: smsState,
          detail:
            sms.provider === "console"
              ? `${SMS_PROVIDER_NAMES.console}${this.config.phoneSignup ? "" : "; phone sign-up is off"}`
              : `${SMS_PROVIDER_NAMES[sms.provider] ?? sms.provider}, sender id ${sms.senderId}`,
        },
        {
          name: "payments",
          provider: this.config.payments.provider,
          state: "ok",
          detail:
            this.config.payments.provider === "sandbox"
              ? "Sandbox checkout served by this server; no real money moves"
              : this.config.payments.provider,
        },
      ],
      features: { ...this.config.features },
      messages: counts
        ? {
            pending: counts.pending,
            failed_last_24h: counts.failed,
            failed_sms_last_24h: counts.failedSms,
            failed_email_last_24h: counts.failedEmail,
          }
        : null,
    };
  }
}
