import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { estimateSecretBits, MIN_SECRET_BITS } from "../security/secrets.js";

/** The repository root: defaults such as ./data and web/dist are relative to it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Secrets shipped for development and demos. Production refuses to start with them. */
export const DEMO_SECRET = "gkf-demo-secret-change-me-in-production-0000";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"], {
    error: "must be one of true, false, 1, 0, on, off, yes, no",
  })
  .transform((value) => ["true", "1", "on", "yes"].includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ error: "must be an absolute URL such as https://portal.gkf.org.gh" }).optional(),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  STATISTICS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFromEnv.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  APP_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).default(DEMO_SECRET),
  CARD_SIGNING_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: "must be a 32-byte Ed25519 private key in base64url (43 characters)" })
    .optional(),
  CARD_RETIRED_PUBLIC_KEYS: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}(,[A-Za-z0-9_-]{43})*$/, {
      error: "must be comma-separated 32-byte Ed25519 public keys in base64url (43 characters each)",
    })
    .optional(),
  DEMO_DATA: booleanFromEnv.optional(),
  FEATURE_DOJOS: booleanFromEnv.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "must be an smtp:// or smtps:// URL" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("GKF Portal <no-reply@gkf.local>"),
  SMS_PROVIDER: z.enum(["console", "hubtel", "arkesel", "mnotify"]).default("console"),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ]{0,10}$/, {
      error: "must be 1 to 11 letters, digits or spaces (the name a phone shows as the sender)",
    })
    .optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  HUBTEL_SMS_CLIENT_ID: z.string().min(1).optional(),
  HUBTEL_SMS_CLIENT_SECRET: z.string().min(1).optional(),
  HUBTEL_SMS_BASE_URL: z.url({ error: "must be an absolute URL" }).default("https://sms.hubtel.com"),
  ARKESEL_API_KEY: z.string().min(1).optional(),
  ARKESEL_BASE_URL: z.url({ error: "must be an absolute URL" }).default("https://sms.arkesel.com"),
  MNOTIFY_API_KEY: z.string().min(1).optional(),
  MNOTIFY_BASE_URL: z.url({ error: "must be an absolute URL" }).default("https://api.mnotify.com"),
  PHONE_SIGNUP: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  PAYMENTS_PROVIDER: z.enum(["sandbox", "paystack", "hubtel"]).default("sandbox"),
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYSTACK_BASE_URL: z.url({ error: "must be an absolute URL" }).default("https://api.paystack.co"),
  HUBTEL_PAYMENTS_CLIENT_ID: z.string().min(1).optional(),
  HUBTEL_PAYMENTS_CLIENT_SECRET: z.string().min(8).optional(),
  HUBTEL_MERCHANT_ACCOUNT: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,32}$/, { error: "must be the POS Sales ID (letters, digits, -)" })
    .optional(),
  HUBTEL_RECEIVE_BASE_URL: z.url({ error: "must be an absolute URL" }).default("https://rmp.hubtel.com"),
  HUBTEL_STATUS_BASE_URL: z.url({ error: "must be an absolute URL" }).default("https://api-txnstatus.hubtel.com"),
  HUBTEL_CHECKOUT_BASE_URL: z.url({ error: "must be an absolute URL" }).default("https://payproxyapi.hubtel.com"),
  SANDBOX_MOMO_APPROVE_SECONDS: z.coerce.number().int().min(0).max(600).default(6),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(90).default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().min(0.01).max(365).default(30),
  DEVICE_VERIFICATION: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  API_DOCS: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
  OUTBOX_WORKER: booleanFromEnv.default(true),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  FILES_SWEEP_MIN_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(3600),
  // Where uploads' bytes live (decision 107): DATA_DIR/files on this machine, or an S3-compatible bucket.
  FILE_STORAGE: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes",
    })
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/\s?#]+\/?$/, {
      error: "must be an absolute http(s) URL without a path, such as https://s3.eu-west-1.amazonaws.com",
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: "must be a region name such as us-east-1 or eu-west-1" })
    .default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  // Privacy (Act 843, decision 97): retention periods, the erasure grace period, exports' lifetime.
  RETENTION_REJECTED_DOCUMENTS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RETENTION_REPLACED_VERSIONS_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  RETENTION_MESSAGE_BODIES_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_PAYMENTS_YEARS: z.coerce.number().int().min(1).max(30).default(7),
  ERASURE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  DATA_EXPORT_KEEP_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // Operations (decision 108): /api/metrics from elsewhere than this machine, and the stop's grace.
  METRICS_TOKEN: z.string().min(24, { error: "must be at least 24 characters" }).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
});

export type Env = z.input<typeof EnvSchema>;

/** Where an S3-compatible bucket is and how to sign in to it (FILE_STORAGE=s3, S3_*). */
export interface S3Settings {
  bucket: string;
  /** E.g. `https://s3.eu-west-1.amazonaws.com` or a MinIO/Garage/R2 address; undefined: AWS by region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most self-hosted stores). */
  forcePathStyle: boolean;
}

/** Hubtel's API: the app's credentials, its merchant account and the three base addresses. */
export interface HubtelSettings {
  clientId: string;
  clientSecret: string;
  /** The POS Sales ID (merchant account number). */
  merchantAccount: string;
  receiveBaseUrl: string;
  statusBaseUrl: string;
  checkoutBaseUrl: string;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database:
    | { engine: "sqlite"; file: string }
    | {
        engine: "postgres";
        url: string;
        poolSize: number;
        /** PostgreSQL's max_parallel_workers_per_gather on the portal's connections (0 when not given). */
        parallelWorkers?: number;
      };
  logLevel: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  appSecret: string;
  /** Membership cards' QR tokens: an explicit Ed25519 key (else derived from appSecret) and retired public keys. */
  cards: { signingKey: string | undefined; retiredPublicKeys: string[] };
  demoData: boolean;
  features: { dojos: boolean };
  mail: { smtpUrl: string | undefined; from: string };
  sms: SmsConfig;
  /** Registration and sign-in with a phone number (off when no real SMS provider is set up). */
  phoneSignup: boolean;
  payments: {
    provider: "sandbox" | "paystack" | "hubtel";
    paystackSecretKey: string | undefined;
    paystackBaseUrl: string;
    hubtel: HubtelSettings;
    /** The sandbox's imitated mobile money prompt is approved by itself after this long (0: only on its checkout page). */
    sandboxApproveSeconds: number;
  };
  webDistDir: string;
  /** Dev outbox and other development aids exist only outside production. */
  devTools: boolean;
  /** /api/docs and /api/openapi.json: on by default outside production, off by default in it (API_DOCS). */
  apiDocs: boolean;
  auth: {
    accessTokenSeconds: number;
    sessionIdleMs: number;
    sessionAbsoluteMs: number;
    deviceVerification: boolean;
    /** Cookies get the __Host- prefix and Secure flag when served over HTTPS in production. */
    secureCookies: boolean;
  };
  outboxWorker: boolean;
  /** HTTP server processes on this machine (node:cluster); 1 runs in the main process. */
  workers: number;
  /** Temporary files and stored bytes without a row older than this are removed (at start and hourly). */
  filesSweepMinAgeMs: number;
  /** Where uploads' bytes live (FILE_STORAGE, decision 107). */
  fileStorage: FileStorageConfig;
  /** Privacy (decision 97): what the hourly job deletes when, and the erasure's grace period. */
  privacy: PrivacyConfig;
  /** Bearer token that opens /api/metrics to other machines (loopback needs none); unset: loopback only. */
  metricsToken: string | undefined;
  /** On SIGTERM/SIGINT, requests in flight get this long to finish before connections are cut. */
  shutdownGraceMs: number;
  /** The dashboard's answer is given again for this long (0: computed on every request; decision 157). */
  statisticsMaxAgeSeconds: number;
}

/** This machine's folder (the default), or an S3-compatible bucket shared by every machine. */
export type FileStorageConfig = { kind: "local"; dir: string } | ({ kind: "s3" } & S3Settings);

export interface PrivacyConfig {
  /** Rejected documents (rows and files) are deleted this long after the decision. */
  rejectedDocumentsDays: number;
  /** Replaced versions of documents are deleted this long after the replacement. */
  replacedVersionsDays: number;
  /** Delivered messages' bodies are blanked this long after delivery (account notices' claims go too). */
  messageBodiesDays: number;
  /** Erased members' payment and receipt records are kept this long (the accounting period). */
  accountingYears: number;
  /** An erasure request is carried out this long after it was made (0: at the next hourly run). */
  erasureGraceDays: number;
  /** A data export's ZIP is kept this long after it is ready. */
  exportKeepDays: number;
}

export interface SmsConfig {
  provider: "console" | "hubtel" | "arkesel" | "mnotify";
  /** The sender id phones show (at most 11 characters); required by the real providers. */
  senderId: string;
  timeoutMs: number;
  hubtel: { clientId: string; clientSecret: string; baseUrl: string };
  arkesel: { apiKey: string; baseUrl: string };
  mnotify: { apiKey: string; baseUrl: string };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Reads and checks every setting once, at start-up. Each problem names the variable, so a
 * wrong value stops the process with a sentence a person can act on.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, baseDir = REPO_ROOT): AppConfig {
  // Empty strings are "not set": `FOO=` in a .env file must not count as a value.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const problems: string[] = [];
  if (isProduction) {
    if (e.APP_SECRET === DEMO_SECRET) {
      problems.push("APP_SECRET: the demo secret cannot be used in production; set a random value of 32+ characters");
    } else if (estimateSecretBits(e.APP_SECRET) < MIN_SECRET_BITS) {
      problems.push(
        "APP_SECRET: too predictable (its characters repeat too much); generate one with `openssl rand -base64 32`",
      );
    }
    if (e.PAYMENTS_PROVIDER === "sandbox") {
      problems.push("PAYMENTS_PROVIDER: the sandbox provider cannot be used in production; set paystack or hubtel");
    }
    if (e.DEMO_DATA === true) {
      problems.push("DEMO_DATA: demo accounts cannot be loaded in production");
    }
  }
  if (e.PAYMENTS_PROVIDER === "paystack" && !e.PAYSTACK_SECRET_KEY) {
    problems.push("PAYSTACK_SECRET_KEY: required when PAYMENTS_PROVIDER is paystack");
  }
  if (e.PAYMENTS_PROVIDER === "hubtel") {
    for (const name of [
      "HUBTEL_PAYMENTS_CLIENT_ID",
      "HUBTEL_PAYMENTS_CLIENT_SECRET",
      "HUBTEL_MERCHANT_ACCOUNT",
    ] as const) {
      if (!e[name]) problems.push(`${name}: required when PAYMENTS_PROVIDER is hubtel`);
    }
  }
  problems.push(...smsProblems(e, isProduction));
  if (e.FILE_STORAGE === "s3") {
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!e[name]) problems.push(`${name}: required when FILE_STORAGE is s3`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    database: e.DATABASE_URL
      ? {
          engine: "postgres",
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          parallelWorkers: e.DATABASE_PARALLEL_WORKERS,
        }
      : { engine: "sqlite", file: path.join(dataDir, "gkf.sqlite") },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    appSecret: e.APP_SECRET,
    cards: {
      signingKey: e.CARD_SIGNING_KEY,
      retiredPublicKeys: e.CARD_RETIRED_PUBLIC_KEYS?.split(",") ?? [],
    },
    demoData: e.DEMO_DATA ?? !isProduction,
    // On by default outside production, off by default in it (the spec's dojos flag).
    features: { dojos: e.FEATURE_DOJOS ?? !isProduction },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: {
      provider: e.SMS_PROVIDER,
      senderId: e.SMS_SENDER_ID ?? "GKF",
      timeoutMs: e.SMS_TIMEOUT_MS,
      hubtel: {
        clientId: e.HUBTEL_SMS_CLIENT_ID ?? "",
        clientSecret: e.HUBTEL_SMS_CLIENT_SECRET ?? "",
        baseUrl: e.HUBTEL_SMS_BASE_URL.replace(/\/$/, ""),
      },
      arkesel: { apiKey: e.ARKESEL_API_KEY ?? "", baseUrl: e.ARKESEL_BASE_URL.replace(/\/$/, "") },
      mnotify: { apiKey: e.MNOTIFY_API_KEY ?? "", baseUrl: e.MNOTIFY_BASE_URL.replace(/\/$/, "") },
    },
    phoneSignup: e.PHONE_SIGNUP === "on",
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      paystackSecretKey: e.PAYSTACK_SECRET_KEY,
      paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ""),
      hubtel: {
        clientId: e.HUBTEL_PAYMENTS_CLIENT_ID ?? "",
        clientSecret: e.HUBTEL_PAYMENTS_CLIENT_SECRET ?? "",
        merchantAccount: e.HUBTEL_MERCHANT_ACCOUNT ?? "",
        receiveBaseUrl: e.HUBTEL_RECEIVE_BASE_URL.replace(/\/$/, ""),
        statusBaseUrl: e.HUBTEL_STATUS_BASE_URL.replace(/\/$/, ""),
        checkoutBaseUrl: e.HUBTEL_CHECKOUT_BASE_URL.replace(/\/$/, ""),
      },
      sandboxApproveSeconds: e.SANDBOX_MOMO_APPROVE_SECONDS,
    },
    webDistDir: path.resolve(baseDir, e.WEB_DIST_DIR ?? "web/dist"),
    devTools: !isProduction,
    apiDocs: e.API_DOCS ? e.API_DOCS === "on" : !isProduction,
    auth: {
      accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
      sessionIdleMs: e.SESSION_IDLE_DAYS * 86_400_000,
      sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
      deviceVerification: e.DEVICE_VERIFICATION === "on",
      secureCookies: isProduction,
    },
    outboxWorker: e.OUTBOX_WORKER,
    workers: e.WEB_CONCURRENCY,
    filesSweepMinAgeMs: e.FILES_SWEEP_MIN_AGE_SECONDS * 1000,
    fileStorage:
      e.FILE_STORAGE === "s3"
        ? {
            kind: "s3",
            bucket: e.S3_BUCKET ?? "",
            endpoint: e.S3_ENDPOINT?.replace(/\/$/, ""),
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
            // Self-hosted stores (MinIO, Garage...) answer on one host name: path style by default there.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          }
        : { kind: "local", dir: path.join(dataDir, "files") },
    privacy: {
      rejectedDocumentsDays: e.RETENTION_REJECTED_DOCUMENTS_DAYS,
      replacedVersionsDays: e.RETENTION_REPLACED_VERSIONS_DAYS,
      messageBodiesDays: e.RETENTION_MESSAGE_BODIES_DAYS,
      accountingYears: e.RETENTION_PAYMENTS_YEARS,
      erasureGraceDays: e.ERASURE_GRACE_DAYS,
      exportKeepDays: e.DATA_EXPORT_KEEP_DAYS,
    },
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    statisticsMaxAgeSeconds: e.STATISTICS_MAX_AGE_SECONDS,
  };
}

/** SMS settings: a real provider needs its credentials and a sender id; production needs a real provider for phones. */
function smsProblems(e: z.output<typeof EnvSchema>, isProduction: boolean): string[] {
  const problems: string[] = [];
  const provider = e.SMS_PROVIDER;
  if (provider !== "console" && !e.SMS_SENDER_ID) {
    problems.push(`SMS_SENDER_ID: required when SMS_PROVIDER is ${provider} (at most 11 characters)`);
  }
  if (provider === "hubtel" && (!e.HUBTEL_SMS_CLIENT_ID || !e.HUBTEL_SMS_CLIENT_SECRET)) {
    problems.push(
      "HUBTEL_SMS_CLIENT_ID: HUBTEL_SMS_CLIENT_ID and HUBTEL_SMS_CLIENT_SECRET are required when SMS_PROVIDER is hubtel",
    );
  }
  if (provider === "arkesel" && !e.ARKESEL_API_KEY) {
    problems.push("ARKESEL_API_KEY: required when SMS_PROVIDER is arkesel");
  }
  if (provider === "mnotify" && !e.MNOTIFY_API_KEY) {
    problems.push("MNOTIFY_API_KEY: required when SMS_PROVIDER is mnotify");
  }
  if (isProduction && provider === "console" && e.PHONE_SIGNUP === "on") {
    problems.push(
      "SMS_PROVIDER: the console provider sends no SMS; in production set hubtel, arkesel or mnotify, or switch phone sign-up off with PHONE_SIGNUP=off",
    );
  }
  return problems;
}
