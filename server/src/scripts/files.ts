import "dotenv/config";
import { ConfigError, loadConfig } from "../config/config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { FILES_USAGE, FilesUsageError, runFilesCommand } from "./files-command.js";

/** `npm run files -- migrate-to-s3` and `npm run files -- check`: see files-command.ts. */
const [command] = process.argv.slice(2);
if (command !== "migrate-to-s3" && command !== "check") {
  console.error(FILES_USAGE);
  process.exit(2);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const database = openDatabase(config.database);
try {
  await migrateToLatest(database);
  process.exitCode = await runFilesCommand(process.argv.slice(2), {
    config,
    db: database.db,
    print: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof FilesUsageError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
