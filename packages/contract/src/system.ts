import { z } from "zod";

export const IntegrationStateSchema = z.object({
  name: z.string().describe("Which integration: mail, sms or payments"),
  provider: z.string().describe("The configured provider, e.g. smtp, console, sandbox, paystack"),
  state: z.enum(["ok", "degraded", "disabled"]),
  detail: z.string().optional(),
});

export const StatusSchema = z
  .object({
    status: z.enum(["ok", "degraded"]).describe("ok when the database answers"),
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
  })
  .describe("SystemStatus");
export type SystemStatus = z.infer<typeof StatusSchema>;

export const FEATURE_FLAGS = ["dojos"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const PublicConfigSchema = z
  .object({
    features: z.object({ dojos: z.boolean() }),
    environment: z.string(),
    version: z.string(),
  })
  .describe("PublicConfig");
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
