import "dotenv/config";
import { restoreCommand } from "./backup-commands.js";

/** `npm run restore -- <backup folder> [--data-dir DIR] [--force]`: see backups.ts. */
process.exitCode = await restoreCommand(process.argv.slice(2));
