import type { SystemStatus } from "@gkf/contract";
import type { AppConfig } from "../../config/config.js";
import { type DatabaseHandle, pingDatabase } from "../../db/database.js";
import { listAppliedMigrations } from "../../db/migrate.js";
import { APP_VERSION } from "../../version.js";

export class SystemService {
  private readonly startedAt = new Date();

  constructor(
    private readonly config: AppConfig,
    private readonly database: DatabaseHandle,
  ) {}

  async status(): Promise<SystemStatus> {
    const latency = await pingDatabase(this.database.db);
    const migrations = latency === null ? [] : await listAppliedMigrations(this.database).catch(() => []);
    return {
      status: latency === null ? "degraded" : "ok",
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
          ? { name: "mail", provider: "smtp", state: "ok", detail: `SMTP at ${new URL(this.config.mail.smtpUrl).host}` }
          : {
              name: "mail",
              provider: "outbox",
              state: this.config.isProduction ? "disabled" : "ok",
              detail: "No SMTP_URL: messages are kept in the development outbox only",
            },
        { name: "sms", provider: this.config.sms.provider, state: "ok", detail: "Messages are written to the log" },
        {
          name: "payments",
          provider: this.config.payments.provider,
          state: "ok",
          detail:
            this.config.payments.provider === "sandbox"
              ? "Sandbox checkout served by this server; no real money moves"
              : "Paystack",
        },
      ],
      features: { ...this.config.features },
    };
  }
}
