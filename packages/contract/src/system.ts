import { z } from "zod";
import { lazySchema } from "./lazy-schema.js";

export const IntegrationStateSchema = lazySchema(() =>
  z.object({
    name: z.string().describe("Which integration: mail, sms or payments"),
    provider: z.string().describe("The configured provider, e.g. smtp, console, sandbox, paystack"),
    state: z.enum(["ok", "degraded", "disabled"]),
    detail: z.string().optional(),
  }),
);

/** What staff see on the status page: settings, migrations, integrations and the message queue. */
export const StatusDetailsSchema = lazySchema(() =>
  z
    .object({
      version: z.string(),
      environment: z.string(),
      started_at: z.string().describe("ISO-8601 UTC"),
      uptime_seconds: z.number(),
      database: z.object({
        engine: z.enum(["sqlite", "postgres"]),
        reachable: z.boolean(),
        latency_ms: z.number().nullable(),
        migrations_applied: z.number().int(),
        latest_migration: z.string().nullable(),
      }),
      integrations: z.array(IntegrationStateSchema),
      features: z.record(z.string(), z.boolean()),
      messages: z
        .object({
          pending: z.number().int().describe("Messages waiting for delivery or a retry"),
          failed_last_24h: z.number().int().describe("Messages that failed after the last try, in the last 24 hours"),
          failed_sms_last_24h: z.number().int(),
          failed_email_last_24h: z.number().int(),
        })
        .nullable()
        .describe("null while the database does not answer"),
    })
    .describe("SystemStatusDetails"),
);
export type SystemStatusDetails = z.infer<typeof StatusDetailsSchema>;

export const PUBLIC_SERVICE_NAMES = ["portal", "email", "sms", "payments"] as const;

export const StatusSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(["ok", "degraded"]).describe("ok when the database answers and messages go out"),
      checked_at: z.string().describe("ISO-8601 UTC"),
      services: z
        .array(z.object({ name: z.enum(PUBLIC_SERVICE_NAMES), state: z.enum(["ok", "degraded", "disabled"]) }))
        .describe("Whether each part works, without settings"),
      details: StatusDetailsSchema.optional().describe("Only for signed-in staff"),
    })
    .describe("SystemStatus"),
);
export type SystemStatus = z.infer<typeof StatusSchema>;

export const FEATURE_FLAGS = ["dojos"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const PublicConfigSchema = lazySchema(() =>
  z
    .object({
      features: z.object({ dojos: z.boolean() }),
      phone_signup: z
        .boolean()
        .default(true)
        .describe("false: registration and sign-in offer e-mail only (PHONE_SIGNUP=off)"),
      environment: z.string(),
      version: z.string(),
    })
    .describe("PublicConfig"),
);
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
