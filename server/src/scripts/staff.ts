import "dotenv/config";
import { buildApp } from "../app.js";
import { loadConfig } from "../config/config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { AppError } from "../http/errors.js";
import { runStaffCommand, UsageError } from "./staff-command.js";

/** `npm run staff -- grant SUPER_ADMIN <e-mail>` and friends: see staff-command.ts. */
const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database);
const app = await buildApp({ config, database, logger: false });
try {
  console.log(await runStaffCommand(app.services.staff, process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError || error instanceof AppError) {
    console.error(error.message);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  } else throw error;
} finally {
  await app.close();
  await database.close();
}
