import "dotenv/config";
import { loadConfig } from "../config/config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

const database = openDatabase(loadConfig().database);
try {
  const applied = await migrateToLatest(database);
  console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} finally {
  await database.close();
}
