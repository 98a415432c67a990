import { describe, expect, it } from "vitest";
import { ConfigError, DEMO_SECRET, loadConfig } from "./config.js";

/** What `openssl rand -base64 32` gives: production accepts it. */
const STRONG_SECRET = "q7Vn2Kx9LpR4tWz8bYc3Hf6Jm1Nd5Gs0Ae+Ui/Ok=";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, "/srv/gkf");
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("runs with no configuration at all: SQLite under ./data, port 3000, sandbox, demo data", () => {
    const config = loadConfig({}, "/srv/gkf");
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ engine: "sqlite", file: "/srv/gkf/data/gkf.sqlite" });
    expect(config.payments.provider).toBe("sandbox");
    expect(config.demoData).toBe(true);
    expect(config.features.dojos).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.statisticsMaxAgeSeconds).toBe(60);
  });

  it("switches to PostgreSQL with DATABASE_URL and moves the data with DATA_DIR", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@db:5432/gkf", DATA_DIR: "/var/gkf" }, "/srv/gkf");
    expect(config.database).toMatchObject({ engine: "postgres", url: "postgres://u@db:5432/gkf" });
    expect(config.dataDir).toBe("/var/gkf");
  });

  it("names the variable of a wrong value", () => {
    expect(problemsOf({ PORT: "eighty" })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ DATABASE_URL: "mysql://x" })[0]).toMatch(/^DATABASE_URL: must be a postgres/);
    expect(problemsOf({ FEATURE_DOJOS: "maybe" })[0]).toMatch(/^FEATURE_DOJOS: must be one of/);
    expect(problemsOf({ DATABASE_PARALLEL_WORKERS: "-1" })[0]).toMatch(/^DATABASE_PARALLEL_WORKERS: /);
    expect(problemsOf({ DATABASE_PARALLEL_WORKERS: "two" })[0]).toMatch(/^DATABASE_PARALLEL_WORKERS: /);
    expect(problemsOf({ STATISTICS_MAX_AGE_SECONDS: "-1" })[0]).toMatch(/^STATISTICS_MAX_AGE_SECONDS: /);
    expect(problemsOf({ STATISTICS_MAX_AGE_SECONDS: "soon" })[0]).toMatch(/^STATISTICS_MAX_AGE_SECONDS: /);
  });

  it("treats an empty value as not set", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }, "/srv/gkf").port).toBe(3000);
  });

  it("refuses to start in production with demo secrets, the sandbox or demo data", () => {
    const problems = problemsOf({ NODE_ENV: "production", DEMO_DATA: "true" });
    expect(problems.some((problem) => problem.startsWith("APP_SECRET:"))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("PAYMENTS_PROVIDER:"))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("DEMO_DATA:"))).toBe(true);
  });

  it("refuses a guessable APP_SECRET in production, naming the variable and how to make one", () => {
    const production = {
      NODE_ENV: "production",
      PAYMENTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_live_1234567890",
      PHONE_SIGNUP: "off",
    };
    for (const secret of ["x".repeat(32), "x".repeat(64), "password".repeat(4), "ab".repeat(20)]) {
      expect(problemsOf({ ...production, APP_SECRET: secret }), secret).toEqual([
        expect.stringMatching(/^APP_SECRET: too predictable.*openssl rand -base64 32/),
      ]);
    }
    // 32 random hex characters (128 bits) and random base64 pass; development accepts anything of 32+.
    expect(problemsOf({ ...production, APP_SECRET: "9f86d081884c7d659a2feaa0c55ad015" })).toEqual([]);
    expect(problemsOf({ ...production, APP_SECRET: STRONG_SECRET })).toEqual([]);
    expect(problemsOf({ APP_SECRET: "x".repeat(32) })).toEqual([]);
  });

  it("serves the API description outside production, and in production only with API_DOCS=on", () => {
    const production = {
      NODE_ENV: "production",
      APP_SECRET: STRONG_SECRET,
      PAYMENTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_live_1234567890",
      PHONE_SIGNUP: "off",
    };
    expect(loadConfig({}, "/srv/gkf").apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: "off" }, "/srv/gkf").apiDocs).toBe(false);
    expect(loadConfig(production, "/srv/gkf").apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: "on" }, "/srv/gkf").apiDocs).toBe(true);
    expect(problemsOf({ API_DOCS: "yes please" })[0]).toMatch(/^API_DOCS: must be on or off/);
  });

  it("has the dojos flag on outside production and off in production, unless FEATURE_DOJOS says otherwise", () => {
    const production = {
      NODE_ENV: "production",
      APP_SECRET: STRONG_SECRET,
      PAYMENTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_live_1234567890",
      PHONE_SIGNUP: "off",
    };
    expect(loadConfig({}, "/srv/gkf").features.dojos).toBe(true);
    expect(loadConfig({ FEATURE_DOJOS: "false" }, "/srv/gkf").features.dojos).toBe(false);
    expect(loadConfig(production, "/srv/gkf").features.dojos).toBe(false);
    expect(loadConfig({ ...production, FEATURE_DOJOS: "true" }, "/srv/gkf").features.dojos).toBe(true);
  });

  it("starts in production with real settings, without demo data or dev tools", () => {
    const config = loadConfig(
      {
        NODE_ENV: "production",
        APP_SECRET: STRONG_SECRET,
        PAYMENTS_PROVIDER: "paystack",
        PAYSTACK_SECRET_KEY: "sk_live_1234567890",
        PHONE_SIGNUP: "off",
      },
      "/srv/gkf",
    );
    expect(config.appSecret).not.toBe(DEMO_SECRET);
    expect(config.demoData).toBe(false);
    expect(config.devTools).toBe(false);
  });

  it("refuses the console SMS provider in production while phone sign-up is on", () => {
    const base = {
      NODE_ENV: "production",
      APP_SECRET: STRONG_SECRET,
      PAYMENTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_live_1234567890",
    };
    expect(problemsOf(base)).toEqual([expect.stringMatching(/^SMS_PROVIDER: the console provider/)]);
    expect(loadConfig({ ...base, PHONE_SIGNUP: "off" }, "/srv/gkf").phoneSignup).toBe(false);
    const hubtel = loadConfig(
      {
        ...base,
        SMS_PROVIDER: "hubtel",
        SMS_SENDER_ID: "GKF Portal",
        HUBTEL_SMS_CLIENT_ID: "id",
        HUBTEL_SMS_CLIENT_SECRET: "secret",
      },
      "/srv/gkf",
    );
    expect(hubtel.sms).toMatchObject({ provider: "hubtel", senderId: "GKF Portal" });
    expect(hubtel.phoneSignup).toBe(true);
  });

  it("checks the SMS sender id and each provider's credentials at start-up", () => {
    expect(problemsOf({ SMS_PROVIDER: "arkesel", SMS_SENDER_ID: "GhanaKarate12", ARKESEL_API_KEY: "k" })[0]).toMatch(
      /^SMS_SENDER_ID: must be 1 to 11/,
    );
    expect(problemsOf({ SMS_PROVIDER: "arkesel", ARKESEL_API_KEY: "k" })).toEqual([
      expect.stringMatching(/^SMS_SENDER_ID: required/),
    ]);
    expect(problemsOf({ SMS_PROVIDER: "hubtel", SMS_SENDER_ID: "GKF" })).toEqual([
      expect.stringMatching(/^HUBTEL_SMS_CLIENT_ID: /),
    ]);
    expect(problemsOf({ SMS_PROVIDER: "mnotify", SMS_SENDER_ID: "GKF" })).toEqual([
      expect.stringMatching(/^MNOTIFY_API_KEY: /),
    ]);
    expect(problemsOf({ SMS_PROVIDER: "arkesel", SMS_SENDER_ID: "GKF", ARKESEL_API_KEY: "k" })).toEqual([]);
  });
});
