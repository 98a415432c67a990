import "dotenv/config";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config/config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { createProviders } from "./modules/notifications/notification-providers.js";
import { OutboxWorker } from "./modules/notifications/outbox-worker.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from "./scripts/demo-data.js";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database);
  const app = await buildApp({ config, database });
  if (applied.length > 0) app.log.info({ migrations: applied }, "database migrated");

  const demo = config.demoData ? await loadDemoData(app) : { loaded: false };
  const worker = new OutboxWorker(database.db, createProviders(config, app.log), app.log);
  if (config.outboxWorker) worker.start();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    worker.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.engine === "sqlite" ? config.database.file : "PostgreSQL (DATABASE_URL)";
  const lines = [
    "",
    `  GKF Portal is running at ${config.publicUrl}`,
    `  API reference: ${config.publicUrl}/api/docs    Database: ${where}`,
  ];
  if (config.demoData) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD})${demo.loaded ? " were just created" : ""}:`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(20)} ${account.description}`);
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  console.error("GKF Portal could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
